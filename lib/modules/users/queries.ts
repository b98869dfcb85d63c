import { and, eq, sql } from "drizzle-orm";
import { revokedWebSessions } from "@/lib/auth/tables";
import { db, type Queryable } from "@/lib/db/client";
import { preparedStatement } from "@/lib/db/prepared";
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

// Every /v1 request with a session token runs this lookup, so it is built once per database and prepared.
const sessionUserLookup = preparedStatement((database) =>
  database
    .select({
      id: users.id,
      orgId: users.orgId,
      role: users.role,
      status: users.status,
      isArchived: users.isArchived,
      sessionsValidAfter: users.sessionsValidAfter,
    })
    .from(users)
    .where(and(eq(users.id, sql.placeholder("userId")), inOrg(users, sql.placeholder("orgId"))))
    .limit(1)
    .prepare("vrp_lookup_session_user"),
);

/** The user a session token names, with what decides whether the token still works; undefined when not of the organization. */
export async function sessionUserById(userId: string, orgId: string) {
  const [user] = await sessionUserLookup().execute({ userId, orgId });
  return user;
}

/**
 * The user a browser session names, with what decides whether it is still live, and whether that
 * session (`sessionId`) was signed out: one statement. Undefined when not of the organization.
 */
export async function webSessionUser(userId: string, orgId: string, sessionId: string) {
  const [row] = await db()
    .select({
      status: users.status,
      isArchived: users.isArchived,
      sessionsValidAfter: users.sessionsValidAfter,
      signedOut: sql<boolean>`exists (select 1 from ${revokedWebSessions} where ${revokedWebSessions.sessionId} = ${sessionId})`,
    })
    .from(users)
    .where(and(eq(users.id, userId), inOrg(users, orgId)))
    .limit(1);
  return row;
}

/** A user's email and names by ID (the caller's own account, as GET /v1/whoami describes it); undefined when unknown. */
export async function emailAndNameOfUser(q: Queryable, userId: string) {
  const [user] = await q
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}
