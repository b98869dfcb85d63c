import { NextRequest } from "next/server";
import type { JWT } from "next-auth/jwt";
import { encode } from "next-auth/jwt";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET, POST } from "@/app/api/v1/[...path]/route";
import { authOptions } from "@/lib/auth/next-auth";
import { type ServedApi, serveApiToWebHalf } from "@/lib/testing/api-server";
import { createMember, createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { callApi } from "@/lib/testing/http";

const ORIGIN = "http://vrp.test";
const COOKIE = "next-auth.session-token";

/** A web session as next-auth makes one at sign-in: the jwt callback's token, encrypted into the cookie. */
async function webSignIn(
  user: { userId: string; orgId: string; email: string },
  cookieName = COOKIE,
): Promise<{ token: JWT; cookie: string }> {
  const jwt = authOptions().callbacks?.jwt;
  if (!jwt) {
    throw new Error("no jwt callback");
  }
  const token = (await jwt({
    token: { email: user.email },
    user: { id: user.userId, email: user.email, orgId: user.orgId } as never,
    account: { provider: "credentials", type: "credentials", providerAccountId: user.userId },
  })) as JWT;
  const value = await encode({ token, secret: process.env.AUTH_SECRET ?? "" });
  return { token, cookie: `${cookieName}=${value}` };
}

async function signOut(token: JWT): Promise<void> {
  await authOptions().events?.signOut?.({ token, session: null as never });
}

function proxied(path: string, cookie: string, method = "GET", headers: Record<string, string> = {}) {
  const request = new NextRequest(`${ORIGIN}/api/v1/${path}`, {
    method,
    headers: { cookie, origin: ORIGIN, host: new URL(ORIGIN).host, ...headers },
  });
  const context = { params: Promise.resolve({ path: path.split("/") }) };
  return (method === "GET" ? GET : POST)(request, context);
}

const whoamiStatus = async (cookie: string) => (await proxied("whoami", cookie)).status;

describe("web sessions through /api/v1", () => {
  let org: TestOrg;
  let api: ServedApi;
  beforeAll(async () => {
    api = await serveApiToWebHalf();
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    org = await createOrg("Web sessions");
  });

  it("signing out ends that session server-side: a copy of the old cookie gets 401 not_signed_in", async () => {
    const first = await webSignIn(org);
    const second = await webSignIn(org);
    expect(await whoamiStatus(first.cookie)).toBe(200);

    await signOut(first.token);
    const refused = await proxied("whoami", first.cookie);
    expect(refused.status).toBe(401);
    expect((await refused.json()).detail.code).toBe("not_signed_in");
    // Only that session ended.
    expect(await whoamiStatus(second.cookie)).toBe(200);
  });

  it("sign out of all sessions, from the web app, ends every web session and token of the user", async () => {
    const member = await createMember(org, "org:member");
    const memberUser = { userId: member.userId, orgId: org.orgId, email: member.email };
    const [browserA, browserB] = [await webSignIn(memberUser), await webSignIn(memberUser)];

    const revoked = await proxied(`users/${member.userId}/sessions/revoke`, browserA.cookie, "POST");
    expect(revoked.status).toBe(204);
    expect(await whoamiStatus(browserA.cookie)).toBe(401);
    expect(await whoamiStatus(browserB.cookie)).toBe(401);
    expect((await callApi("get", "/v1/whoami", { token: member.token })).status).toBe(401);

    const again = await webSignIn(memberUser);
    expect(await whoamiStatus(again.cookie)).toBe(200);
    expect(await whoamiStatus((await webSignIn(org)).cookie)).toBe(200);
  });

  it("an archived user's web sessions stay ended after reactivation", async () => {
    const member = await createMember(org, "org:member");
    const memberUser = { userId: member.userId, orgId: org.orgId, email: member.email };
    const before = await webSignIn(memberUser);
    const archive = (is_archived: boolean) =>
      callApi("patch", `/v1/users/${member.userId}`, { token: org.token, body: { is_archived } });
    expect((await archive(true)).status).toBe(200);
    expect(await whoamiStatus(before.cookie)).toBe(401);
    expect((await archive(false)).status).toBe(200);
    expect(await whoamiStatus(before.cookie)).toBe(401);
    expect(await whoamiStatus((await webSignIn(memberUser)).cookie)).toBe(200);
  });

  it("refuses a cookie without a session id (from before sessions could be ended) and a forged one", async () => {
    const legacy = await encode({
      token: { userId: org.userId, orgId: org.orgId, email: org.email },
      secret: process.env.AUTH_SECRET ?? "",
    });
    expect(await whoamiStatus(`${COOKIE}=${legacy}`)).toBe(401);
    const forged = await encode({ token: (await webSignIn(org)).token, secret: "another-secret-of-sufficient-length" });
    expect(await whoamiStatus(`${COOKIE}=${forged}`)).toBe(401);
  });

  describe("behind a TLS-terminating proxy (AUTH_TRUST_HOST, no NEXTAUTH_URL)", () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it("reads the cookie next-auth set: __Secure- over https, the plain one over http", async () => {
      vi.stubEnv("NEXTAUTH_URL", "");
      vi.stubEnv("AUTH_TRUST_HOST", "true");
      const secure = await webSignIn(org, `__Secure-${COOKIE}`);
      const plain = await webSignIn(org);
      const overHttps = (cookie: string) => proxied("whoami", cookie, "GET", { "x-forwarded-proto": "https" });
      expect((await overHttps(secure.cookie)).status).toBe(200);
      expect((await overHttps(plain.cookie)).status).toBe(401);
      const overHttp = (cookie: string) => proxied("whoami", cookie, "GET", { "x-forwarded-proto": "http" });
      expect((await overHttp(plain.cookie)).status).toBe(200);
      expect((await overHttp(secure.cookie)).status).toBe(401);
    });
  });
});
