import type { ServiceContext } from "@/lib/api/context";
import { organizationName } from "@/lib/modules/org";
import { emailAndNameOfUser } from "@/lib/modules/users";

export async function describeCaller(ctx: ServiceContext) {
  const base = { organization_id: ctx.orgId, organization_name: (await organizationName(ctx.tx, ctx.orgId)) ?? "" };
  const { actor } = ctx;
  if (actor.type === "api_key") {
    return {
      ...base,
      credential_type: "api_key" as const,
      user_id: null,
      email: null,
      first_name: null,
      last_name: null,
      role: null,
      api_key_id: actor.keyId,
      api_key_name: actor.keyName,
      scopes: actor.scopes,
    };
  }
  const user = await emailAndNameOfUser(ctx.tx, actor.userId);
  return {
    ...base,
    credential_type: "session" as const,
    user_id: actor.userId,
    email: user?.email ?? null,
    first_name: user?.firstName ?? null,
    last_name: user?.lastName ?? null,
    role: actor.role,
    api_key_id: null,
    api_key_name: null,
    scopes: [],
  };
}
