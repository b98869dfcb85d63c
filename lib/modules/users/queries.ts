import { and, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { users } from "./tables";

/** The user with this email, matched case-insensitively (emails are unique across organizations). */
export async function findUserByEmail(email: string) {
  const [user] = await db()
    .select({
      id: users.id,
      orgId: users.orgId,
      passwordHash: users.passwordHash,
      status: users.status,
      isArchived: users.isArchived,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user ?? null;
}

/** A member who may sign in: not archived, membership active. */
export function isActiveMember(user: { status: string; isArchived: boolean }): boolean {
  return !user.isArchived && user.status === "active";
}

/** Whether the user still belongs to the organization as an active member (browser sessions check this). */
export async function isActiveMemberOf(userId: string, orgId: string): Promise<boolean> {
  const [user] = await db()
    .select({ status: users.status, isArchived: users.isArchived })
    .from(users)
    .where(and(eq(users.id, userId), inOrg(users, orgId)))
    .limit(1);
  return user !== undefined && isActiveMember(user);
}
