import { getServerSession } from "next-auth";
import type { SessionUser } from "@/lib/bff/proxy";
import { isActiveMemberOf } from "@/lib/modules/users/queries";
import { authOptions } from "./next-auth";

/**
 * The signed-in browser user, from the next-auth session cookie (server side only). A session of a
 * user who has since been archived counts as signed out, so pages send them to sign-in at once.
 */
export async function currentSessionUser(): Promise<SessionUser | null> {
  const session = (await getServerSession(authOptions())) as { userId?: string; orgId?: string } | null;
  if (!session?.userId || !session.orgId) {
    return null;
  }
  return (await isActiveMemberOf(session.userId, session.orgId))
    ? { userId: session.userId, orgId: session.orgId }
    : null;
}
