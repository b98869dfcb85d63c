import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { JWT } from "next-auth/jwt";
import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { isActiveMember } from "@/lib/modules/users/queries";
import { users } from "@/lib/modules/users/tables";
import { issuedWhileValid } from "./session-token";
import { revokedWebSessions } from "./tables";

export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

export interface WebSessionUser {
  userId: string;
  orgId: string;
}

/** What the next-auth JWT carries besides the user: its own id (for sign-out) and when it began. */
export interface WebSessionClaims {
  sid: string;
  signedInAt: number;
}

export function newWebSessionClaims(): WebSessionClaims {
  return { sid: randomBytes(18).toString("base64url"), signedInAt: Date.now() };
}

function claimsOf(token: JWT | null | undefined) {
  const { userId, orgId, sid, signedInAt } = (token ?? {}) as Record<string, unknown>;
  return typeof userId === "string" &&
    typeof orgId === "string" &&
    typeof sid === "string" &&
    typeof signedInAt === "number"
    ? { userId, orgId, sid, signedInAt }
    : null;
}

/**
 * The user of a decoded next-auth token, if the session is still live: the user is an active
 * member, it began after their last "sign out everywhere" or archive, and it was not signed out.
 * A token from before session ids existed has none and counts as signed out.
 */
export async function webSessionUser(token: JWT | null | undefined): Promise<WebSessionUser | null> {
  const claims = claimsOf(token);
  if (!claims) {
    return null;
  }
  const [row] = await db()
    .select({
      status: users.status,
      isArchived: users.isArchived,
      sessionsValidAfter: users.sessionsValidAfter,
      signedOut: sql<boolean>`exists (select 1 from ${revokedWebSessions} where ${revokedWebSessions.sessionId} = ${claims.sid})`,
    })
    .from(users)
    .where(and(eq(users.id, claims.userId), inOrg(users, claims.orgId)))
    .limit(1);
  if (!row || !isActiveMember(row) || row.signedOut || !issuedWhileValid(claims.signedInAt, row.sessionsValidAfter)) {
    return null;
  }
  return { userId: claims.userId, orgId: claims.orgId };
}

/**
 * Signing out ends this session server-side, so a copy of the cookie kept from before stops
 * working. The record outlives every copy (each expires within SESSION_MAX_AGE_SECONDS of being
 * issued, and all were issued before now); the auth.purge_stale job deletes it afterwards.
 */
export async function endWebSession(token: JWT | null | undefined): Promise<void> {
  const sid = (token as { sid?: unknown } | null | undefined)?.sid;
  if (typeof sid !== "string") {
    return;
  }
  const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  await db().insert(revokedWebSessions).values({ sessionId: sid, expiresAt }).onConflictDoNothing();
}
