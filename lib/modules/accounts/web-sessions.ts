import { issuedWhileValid } from "@/lib/auth/session-token";
import { revokedWebSessions } from "@/lib/auth/tables";
import { WEB_SESSION_MAX_AGE_SECONDS, type WebSessionAssertion } from "@/lib/auth/web-assertion";
import { db } from "@/lib/db/client";
import { findUserByEmail, isActiveMember, webSessionUser } from "@/lib/modules/users";

/**
 * Whether a browser session is still live: its user is an active member, it began after their last
 * "sign out everywhere" or archive, and it was not signed out.
 */
export async function isWebSessionLive(session: WebSessionAssertion): Promise<boolean> {
  const row = await webSessionUser(session.userId, session.orgId, session.sid);
  return (
    row !== undefined &&
    isActiveMember(row) &&
    !row.signedOut &&
    issuedWhileValid(session.signedInAt, row.sessionsValidAfter)
  );
}

/**
 * Signing out ends the session server-side, so a copy of the cookie kept from before stops working.
 * The record outlives every copy (each expires within WEB_SESSION_MAX_AGE_SECONDS of being issued,
 * and all were issued before now); the auth.purge_stale job deletes it afterwards.
 */
export async function endWebSession(sid: string): Promise<void> {
  const expiresAt = new Date(Date.now() + WEB_SESSION_MAX_AGE_SECONDS * 1000);
  await db().insert(revokedWebSessions).values({ sessionId: sid, expiresAt }).onConflictDoNothing();
}

/** Single sign-on admits only people who already have an active account here. */
export async function activeMemberByEmail(email: string): Promise<{ userId: string; orgId: string } | null> {
  const user = await findUserByEmail(email);
  return user && isActiveMember(user) ? { userId: user.id, orgId: user.orgId } : null;
}
