import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { activityLog } from "@/lib/audit/tables";
import { db } from "@/lib/db/client";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createKey, createMember, createOrg, TEST_PASSWORD, type TestOrg } from "@/lib/testing/fixtures";
import { call, callApi, expectStatus } from "@/lib/testing/http";

const INVALID = { detail: "Invalid or expired API key." };
const revoke = (token: string, userId: string) => callApi("post", `/v1/users/${userId}/sessions/revoke`, { token });
const whoami = (token: string) => callApi("get", "/v1/whoami", { token });
const signIn = async (email: string) => {
  const result = await call<Schemas["Token"]>("/api/auth/token", { body: { email, password: TEST_PASSWORD } });
  expect(result.status).toBe(200);
  return result.body.access_token;
};

describe("POST /v1/users/{user_id}/sessions/revoke", () => {
  let org: TestOrg;
  beforeEach(async () => {
    org = await createOrg("Sessions");
  });

  it("signs a user out of all their sessions; a token minted right after works", async () => {
    const member = await createMember(org, "org:member");
    const secondSession = await signIn(member.email);
    const result = await revoke(member.token, member.userId);
    expect([result.status, result.text]).toEqual([204, ""]);
    for (const token of [member.token, secondSession]) {
      expect([(await whoami(token)).status, (await whoami(token)).body]).toEqual([401, INVALID]);
    }
    const fresh = await signIn(member.email);
    expect((await whoami(fresh)).status).toBe(200);
    // The admin's own sessions are untouched.
    expect((await whoami(org.token)).status).toBe(200);
  });

  it("lets an admin or an ak_ key sign another user out of everything", async () => {
    const member = await createMember(org, "org:member");
    expect((await revoke(org.token, member.userId)).status).toBe(204);
    expect((await whoami(member.token)).body).toEqual(INVALID);

    const again = await signIn(member.email);
    const key = await createKey(org);
    expect((await revoke(key.secret, member.userId)).status).toBe(204);
    expect((await whoami(again)).body).toEqual(INVALID);
    expect((await whoami(key.secret)).status).toBe(200);
  });

  it("refuses a non-admin acting on someone else (403), and answers 404 for an unknown or foreign user", async () => {
    const member = await createMember(org, "org:member");
    const refused = await revoke(member.token, org.userId);
    expectStatus(refused, 403);
    expect(refused.body.detail.code).toBe("insufficient_role");
    expect((await whoami(org.token)).status).toBe(200);

    const other = await createOrg("Sessions elsewhere");
    for (const id of [other.userId, "cbuser_ffffffffffffffffffffffffffffffff"]) {
      const result = await revoke(org.token, id);
      expectStatus(result, 404);
      expect(result.body.detail.code).toBe("user_not_found");
    }
    expect((await whoami(other.token)).status).toBe(200);
  });

  it("records who signed the user out in the activity log", async () => {
    const member = await createMember(org, "org:member");
    await revoke(org.token, member.userId);
    const rows = await db()
      .select({ action: activityLog.action, actorId: activityLog.actorId })
      .from(activityLog)
      .where(and(eq(activityLog.orgId, org.orgId), eq(activityLog.targetId, member.userId)));
    expect(rows).toContainEqual({ action: "sessions_revoked", actorId: org.userId });
  });
});
