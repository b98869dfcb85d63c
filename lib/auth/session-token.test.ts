import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { authSecret } from "@/lib/config/env";
import { issuedWhileValid, mintSessionToken, verifySessionToken } from "./session-token";

const claims = { userId: "cbuser_test", orgId: "cborg_test" };

function unsignedSessionToken() {
  return new SignJWT({ org_id: claims.orgId, typ: "session" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer("vendor-risk-platform")
    .setAudience("v1")
    .setIssuedAt();
}

describe("session tokens", () => {
  it("verify with the millisecond issue time", async () => {
    const before = Date.now();
    const verified = await verifySessionToken(await mintSessionToken(claims, 60));
    expect(verified).toMatchObject(claims);
    expect(verified?.issuedAtMs).toBeGreaterThanOrEqual(before);
    expect(verified?.issuedAtMs).toBeLessThanOrEqual(Date.now());
  });

  it("are refused without exp, even when correctly signed", async () => {
    const withoutExp = await unsignedSessionToken().sign(authSecret());
    expect(await verifySessionToken(withoutExp)).toBeNull();
    const withExp = await unsignedSessionToken().setExpirationTime("60s").sign(authSecret());
    expect(await verifySessionToken(withExp)).toMatchObject(claims);
  });

  it("issued before a sessions-valid-after stamp are refused, those from the same millisecond on are not", () => {
    const stamp = new Date(1_800_000_000_123);
    expect(issuedWhileValid(stamp.getTime() - 1, stamp)).toBe(false);
    expect(issuedWhileValid(stamp.getTime(), stamp)).toBe(true);
    expect(issuedWhileValid(stamp.getTime() + 1, stamp)).toBe(true);
    expect(issuedWhileValid(0, null)).toBe(true);
  });
});
