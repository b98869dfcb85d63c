import { type JWTPayload, jwtVerify, SignJWT } from "jose";
import { authSecret } from "@/lib/config/env";

/**
 * The HS256 JWTs this platform signs with AUTH_SECRET: /v1 session tokens and the web half's
 * assertions. Each kind has its own audience, so one is never accepted as the other.
 */
const ISSUER = "vendor-risk-platform";

export interface PlatformJwtOptions {
  audience: string;
  subject?: string;
  issuedAtSeconds: number;
  lifetimeSeconds: number;
}

export function signPlatformJwt(payload: JWTPayload, options: PlatformJwtOptions): Promise<string> {
  const token = new SignJWT(payload)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(options.audience)
    .setIssuedAt(options.issuedAtSeconds)
    .setExpirationTime(options.issuedAtSeconds + options.lifetimeSeconds);
  return (options.subject === undefined ? token : token.setSubject(options.subject)).sign(authSecret());
}

/** The payload of an unexpired token signed here for `audience` (exp and iat required), else null. */
export async function verifyPlatformJwt(token: string, audience: string): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, authSecret(), {
      issuer: ISSUER,
      audience,
      algorithms: ["HS256"],
      requiredClaims: ["exp", "iat"],
    });
    return payload;
  } catch {
    return null;
  }
}
