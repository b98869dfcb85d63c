import { jwtVerify, SignJWT } from "jose";
import { authSecret } from "@/lib/config/env";

const ISSUER = "vendor-risk-platform";
const AUDIENCE = "v1";
export const API_TOKEN_LIFETIME_SECONDS = 3600;
export const PROXY_TOKEN_LIFETIME_SECONDS = 300;

export interface SessionClaims {
  userId: string;
  orgId: string;
}

/** A dashboard session token: an HS256 JWT signed with AUTH_SECRET. */
export async function mintSessionToken(claims: SessionClaims, lifetimeSeconds: number): Promise<string> {
  return new SignJWT({ org_id: claims.orgId, typ: "session" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${lifetimeSeconds}s`)
    .sign(authSecret());
}

export async function verifySessionToken(token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, authSecret(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
    });
    if (payload.typ !== "session" || typeof payload.sub !== "string" || typeof payload.org_id !== "string") {
      return null;
    }
    return { userId: payload.sub, orgId: payload.org_id };
  } catch {
    return null;
  }
}
