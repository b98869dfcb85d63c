import { signPlatformJwt, verifyPlatformJwt } from "./platform-jwt";

/**
 * What the web half asks the API about a browser session, signed with AUTH_SECRET like the session
 * tokens the /api/v1 proxy mints, but for a different audience: the internal /api/auth endpoints
 * that check or end a web session or look up a single sign-on user (see
 * lib/modules/accounts/routes/web-session.ts). An assertion is never a /v1 credential (other
 * audience and type) and lives a minute.
 */
const AUDIENCE = "web-auth";
const LIFETIME_SECONDS = 60;

/** A web session (next-auth cookie) lasts at most this long. */
export const WEB_SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

export interface WebSessionAssertion {
  userId: string;
  orgId: string;
  /** The next-auth session's id, recorded when it is signed out. */
  sid: string;
  /** When the session began (ms), compared with the user's sessions_valid_after. */
  signedInAt: number;
}

export interface SsoMemberAssertion {
  email: string;
}

interface Purposes {
  web_session: WebSessionAssertion;
  sso_member: SsoMemberAssertion;
}

export async function mintWebAssertion<P extends keyof Purposes>(purpose: P, claims: Purposes[P]): Promise<string> {
  return signPlatformJwt(
    { typ: purpose, claims: { ...claims } },
    { audience: AUDIENCE, issuedAtSeconds: Math.floor(Date.now() / 1000), lifetimeSeconds: LIFETIME_SECONDS },
  );
}

const isString = (value: unknown): value is string => typeof value === "string" && value.length > 0;

const validators: { [P in keyof Purposes]: (claims: Record<string, unknown>) => boolean } = {
  web_session: (claims) =>
    isString(claims.userId) && isString(claims.orgId) && isString(claims.sid) && typeof claims.signedInAt === "number",
  sso_member: (claims) => isString(claims.email),
};

/** The claims of a valid, unexpired assertion for `purpose`, else null. */
export async function verifyWebAssertion<P extends keyof Purposes>(
  token: string,
  purpose: P,
): Promise<Purposes[P] | null> {
  const payload = await verifyPlatformJwt(token, AUDIENCE);
  const claims = payload?.claims as Record<string, unknown> | undefined;
  return payload?.typ === purpose && claims && validators[purpose](claims) ? (claims as unknown as Purposes[P]) : null;
}
