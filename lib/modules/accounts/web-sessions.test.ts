import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { API_TOKEN_LIFETIME_SECONDS, mintSessionToken } from "@/lib/auth/session-token";
import { mintWebAssertion } from "@/lib/auth/web-assertion";
import { createOrg } from "@/lib/testing/fixtures";
import { call } from "@/lib/testing/http";

describe("the web half's session endpoints", () => {
  it("answer only an assertion signed for them: not a /v1 token, not another purpose, not nothing", async () => {
    const org = await createOrg("Assertions");
    // Revocations are kept by session ID alone: a fixed ID would be revoked already when the suite runs
    // again on the same database.
    const session = { userId: org.userId, orgId: org.orgId, sid: `sid-${randomUUID()}`, signedInAt: Date.now() };
    const apiToken = await mintSessionToken(org, API_TOKEN_LIFETIME_SECONDS);
    const ssoAssertion = await mintWebAssertion("sso_member", { email: org.email });
    for (const token of [undefined, apiToken, ssoAssertion, "not-a-jwt"]) {
      for (const method of ["GET", "DELETE"]) {
        const refused = await call("/api/auth/web-session", { method, token });
        expect([method, refused.status]).toEqual([method, 401]);
      }
    }
    const sessionAssertion = await mintWebAssertion("web_session", session);
    expect((await call("/api/auth/sso-member", { token: sessionAssertion })).status).toBe(401);
    expect((await call("/v1/whoami", { token: sessionAssertion })).status).toBe(401);

    // Left out of the OpenAPI document (see below): their answers are read untyped.
    expect((await call<unknown>("/api/auth/web-session", { token: sessionAssertion })).body).toEqual({ live: true });
    expect((await call("/api/auth/web-session", { method: "DELETE", token: sessionAssertion })).status).toBe(204);
    expect((await call<unknown>("/api/auth/web-session", { token: sessionAssertion })).body).toEqual({ live: false });
    expect((await call<unknown>("/api/auth/sso-member", { token: ssoAssertion })).body).toEqual({
      member: { user_id: org.userId, organization_id: org.orgId },
    });
  });

  it("are left out of the OpenAPI document", async () => {
    const { openApiDocument } = await import("@/lib/api/openapi");
    const paths = Object.keys(openApiDocument().paths ?? {});
    expect(paths).toContain("/api/auth/token");
    expect(paths.filter((path) => path.includes("web-session") || path.includes("sso-member"))).toEqual([]);
  });
});
