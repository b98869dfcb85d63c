import { signPlatformJwt, verifyPlatformJwt } from "./platform-jwt";

const AUDIENCE = "v1";
export const API_TOKEN_LIFETIME_SECONDS = 3600;
export const PROXY_TOKEN_LIFETIME_SECONDS = 300;

export interface SessionClaims {
  userId: string;
  orgId: string;
}

export interface VerifiedSessionClaims extends SessionClaims {
  /** When the token was minted, in milliseconds, compared with the user's sessions_valid_after. */
  issuedAtMs: number;
}

/** A dashboard session token: an HS256 JWT signed with AUTH_SECRET. */
export async function mintSessionToken(claims: SessionClaims, lifetimeSeconds: number): Promise<string> {
  const issuedAtMs = Date.now();
  // `iat` has whole seconds only; `iat_ms` tells a token minted just after a "sign out everywhere"
  // from one minted just before it in the same second.
  return signPlatformJwt(
    { org_id: claims.orgId, typ: "session", iat_ms: issuedAtMs },
    { audience: AUDIENCE, subject: claims.userId, issuedAtSeconds: Math.floor(issuedAtMs / 1000), lifetimeSeconds },
  );
}

export async function verifySessionToken(token: string): Promise<VerifiedSessionClaims | null> {
  const payload = await verifyPlatformJwt(token, AUDIENCE);
  if (payload?.typ !== "session" || typeof payload.sub !== "string" || typeof payload.org_id !== "string") {
    return null;
  }
  const issuedAtMs = typeof payload.iat_ms === "number" ? payload.iat_ms : (payload.iat ?? 0) * 1000;
  return { userId: payload.sub, orgId: payload.org_id, issuedAtMs };
}

/** Whether a session issued at `issuedAtMs` survives the user's last "sign out everywhere" or archive. */
export function issuedWhileValid(issuedAtMs: number, sessionsValidAfter: Date | null): boolean {
  return sessionsValidAfter === null || issuedAtMs >= sessionsValidAfter.getTime();
}
