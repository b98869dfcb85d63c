import { getServerSession } from "next-auth";
import type { SessionUser } from "@/lib/bff/proxy";
import { authOptions } from "./next-auth";

/** The signed-in browser user, from the next-auth session cookie (server side only). */
export async function currentSessionUser(): Promise<SessionUser | null> {
  const session = (await getServerSession(authOptions())) as { userId?: string; orgId?: string } | null;
  return session?.userId && session.orgId ? { userId: session.userId, orgId: session.orgId } : null;
}
