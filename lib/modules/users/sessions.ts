import { eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { recordChange } from "@/lib/audit/changes";
import { findOrgUser, userDisplayName } from "./service";
import { users } from "./tables";

/**
 * Sign out of all sessions: every session token and web session of the user issued until now stops
 * working (both compare their issue time with sessions_valid_after); signing in again works at once.
 */
export async function revokeUserSessions(ctx: ServiceContext, userId: string): Promise<void> {
  const user = await findOrgUser(ctx.tx, ctx.orgId, userId, "update");
  await ctx.tx.update(users).set({ sessionsValidAfter: new Date() }).where(eq(users.id, user.id));
  await recordChange(ctx, {
    entityType: "user",
    entityId: user.id,
    entityName: userDisplayName(user),
    action: "sessions_revoked",
  });
}
