import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginBucketName } from "@/lib/auth/throttle";
import { db, rowsOf } from "@/lib/db/client";
import { type ServedApi, serveApiToWebHalf } from "@/lib/testing/api-server";
import { createMember, createOrg, TEST_PASSWORD, type TestOrg } from "@/lib/testing/fixtures";
import { call, callApi, expectStatus } from "@/lib/testing/http";
import { authOptions } from "./next-auth";

type Authorize = (credentials: Record<string, string> | undefined, request: { headers: unknown }) => Promise<unknown>;

/** The credentials provider's authorize(), as next-auth calls it for a sign-in post. */
function authorize(email: string, password: string, peer: string) {
  const provider = authOptions().providers.find((candidate) => candidate.id === "credentials");
  const run = (provider as unknown as { options: { authorize: Authorize } }).options.authorize;
  return run({ email, password }, { headers: { "x-vrp-peer-address": peer } });
}

async function failuresIn(bucket: string): Promise<number> {
  const [row] = rowsOf<{ failures: number }>(
    await db().execute(sql`SELECT failures FROM login_throttle WHERE bucket = ${bucket}`),
  );
  return row?.failures ?? 0;
}

describe("web sign-in checks passwords through the API", () => {
  let org: TestOrg;
  let api: ServedApi;
  beforeAll(async () => {
    api = await serveApiToWebHalf();
    org = await createOrg("Web sign-in");
  });
  afterAll(() => api.close());

  it("signs in with the right password as that user of that organization", async () => {
    await expect(authorize(org.email, TEST_PASSWORD, "198.51.100.40")).resolves.toEqual({
      id: org.userId,
      orgId: org.orgId,
      email: org.email,
    });
  });

  it("refuses a wrong password, counted against the browser's own address", async () => {
    const subject = { email: org.email, ip: "198.51.100.41" };
    await expect(authorize(org.email, "wrong password!", "198.51.100.41")).rejects.toThrow("invalid_credentials");
    expect(await failuresIn(loginBucketName("pair", subject))).toBe(1);
    expect(await failuresIn(loginBucketName("ip", subject))).toBe(1);
    expect(await failuresIn(loginBucketName("ip", { ...subject, ip: "127.0.0.1" }))).toBe(0);
  });

  it("shares the throttle with POST /api/auth/token: blocked there, blocked here, from that address only", async () => {
    const member = await createMember(org, "org:member");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const refused = await call("/api/auth/token", {
        body: { email: member.email, password: "wrong password!" },
        peer: "198.51.100.42",
      });
      expect(refused.status).toBe(401);
    }
    await expect(authorize(member.email, TEST_PASSWORD, "198.51.100.42")).rejects.toThrow("too_many_attempts");
    await expect(authorize(member.email, TEST_PASSWORD, "198.51.100.43")).resolves.toMatchObject({
      id: member.userId,
    });
  });

  it("refuses an email that has no account, and input the API would not accept, alike", async () => {
    await expect(authorize("nobody@example.com", TEST_PASSWORD, "198.51.100.44")).rejects.toThrow(
      "invalid_credentials",
    );
    await expect(authorize(org.email, "x".repeat(2000), "198.51.100.44")).rejects.toThrow("invalid_credentials");
  });
});

describe("single sign-on admits only active members, asked of the API", () => {
  let org: TestOrg;
  let api: ServedApi;
  beforeAll(async () => {
    api = await serveApiToWebHalf();
    org = await createOrg("Web single sign-on");
  });
  afterAll(() => api.close());

  const oidc = { provider: "oidc", type: "oauth", providerAccountId: "sub-1" } as const;

  it("lets an active member in and puts their user and organization in the session", async () => {
    const callbacks = authOptions().callbacks ?? {};
    const user = { id: "sub-1", email: org.email };
    expect(await callbacks.signIn?.({ user, account: oidc } as never)).toBe(true);
    const token = (await callbacks.jwt?.({ token: {}, user, account: oidc } as never)) as Record<string, unknown>;
    expect(token).toMatchObject({ userId: org.userId, orgId: org.orgId, sid: expect.any(String) });
  });

  it("turns away an email without an account, and an archived member", async () => {
    const callbacks = authOptions().callbacks ?? {};
    const stranger = { id: "sub-2", email: "stranger@example.com" };
    expect(await callbacks.signIn?.({ user: stranger, account: oidc } as never)).toBe(false);
    const member = await createMember(org, "org:member");
    const archived = await callApi("patch", `/v1/users/${member.userId}`, {
      token: org.token,
      body: { is_archived: true },
    });
    expectStatus(archived, 200);
    expect(await callbacks.signIn?.({ user: { id: "sub-3", email: member.email }, account: oidc } as never)).toBe(
      false,
    );
  });
});
