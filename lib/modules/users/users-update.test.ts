import { beforeEach, describe, expect, it } from "vitest";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createKey, createMember, createOrg, createUser, TEST_PASSWORD, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, expectStatus } from "@/lib/testing/http";

const patch = (token: string, userId: string, body: Schemas["UpdateUser"]) =>
  callApi("patch", `/v1/users/${userId}`, { token, body });
const whoami = (token: string) => callApi("get", "/v1/whoami", { token });
const INVALID = { detail: "Invalid or expired API key." };

describe("PATCH /v1/users/{user_id}", () => {
  let org: TestOrg;
  beforeEach(async () => {
    org = await createOrg("Patch");
  });

  it("changes the role, accepting aliases, and refreshes updated_at", async () => {
    const user = await createUser(org, { role: "org:guest" });
    const result = await patch(org.token, user.id, { role: "basic_member" });
    expectStatus(result, 200);
    expect(result.body).toMatchObject({ id: user.id, role: "org:member", status: "invited", is_archived: false });
    expect(bodyAt(await patch(org.token, user.id, { role: "admin" }), 200).role).toBe("org:admin");
  });

  it("rejects an invalid role with 422 and changes nothing", async () => {
    const user = await createUser(org);
    for (const role of ["owner", "Member", 1]) {
      const result = await callApi("patch", `/v1/users/${user.id}`, { token: org.token, uncheckedBody: { role } });
      expectStatus(result, 422);
      expect(result.body.detail[0]?.loc).toEqual(["body", "role"]);
    }
    expect(bodyAt(await callApi("get", `/v1/users/${user.id}`, { token: org.token }), 200).role).toBe("org:member");
  });

  it("answers 404 user_not_found for an unknown or foreign user", async () => {
    const other = await createOrg();
    const foreign = await createUser(other);
    for (const id of [foreign.id, "cbuser_ffffffffffffffffffffffffffffffff"]) {
      const result = await patch(org.token, id, { role: "org:member" });
      expectStatus(result, 404);
      expect(result.body.detail.code).toBe("user_not_found");
    }
    const unchanged = await callApi("get", `/v1/users/${foreign.id}`, { token: other.token });
    expect(bodyAt(unchanged, 200).role).toBe("org:member");
  });

  it("archives (membership inactive) and the user's tokens stop working at once", async () => {
    const member = await createMember(org, "org:member");
    expect((await whoami(member.token)).status).toBe(200);
    const archived = await patch(org.token, member.userId, { is_archived: true });
    expectStatus(archived, 200);
    expect(archived.body).toMatchObject({ status: "inactive", is_archived: true });
    expect([(await whoami(member.token)).body]).toEqual([INVALID]);
    const signIn = await call("/api/auth/token", { body: { email: member.email, password: TEST_PASSWORD } });
    expect(signIn.status).toBe(401);
    // Archiving again changes nothing.
    const again = await patch(org.token, member.userId, { is_archived: true });
    expectStatus(again, 200);
    expect(again.body.updated_at).toBe(archived.body.updated_at);
  });

  it("reactivates an archived user (membership active); they sign in again, tokens from before the archive stay refused", async () => {
    const member = await createMember(org, "org:member");
    await patch(org.token, member.userId, { is_archived: true });
    const restored = await patch(org.token, member.userId, { is_archived: false });
    expect(restored.body).toMatchObject({ status: "active", is_archived: false });
    expect([(await whoami(member.token)).body]).toEqual([INVALID]);
    const signIn = await call<Schemas["Token"]>("/api/auth/token", {
      body: { email: member.email, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    expect((await whoami(signIn.body.access_token)).status).toBe(200);
  });

  it("leaves a user who is not archived as they are on is_archived false, and an empty body changes nothing", async () => {
    const invited = await createUser(org);
    const result = await patch(org.token, invited.id, { is_archived: false });
    expect(result.body).toMatchObject({ status: "invited", is_archived: false });
    const empty = await patch(org.token, invited.id, {});
    expect(empty.body).toEqual(result.body);
    const nulls = await patch(org.token, invited.id, { role: null, is_archived: null });
    expect(nulls.body).toEqual(result.body);
  });

  it("refuses to archive or demote the last active admin (409 last_admin)", async () => {
    // An invited admin who has not joined does not count.
    await createUser(org, { role: "org:admin" });
    for (const body of [{ is_archived: true }, { role: "org:member" }] as const) {
      const result = await patch(org.token, org.userId, body);
      expectStatus(result, 409);
      expect(result.body.detail.code).toBe("last_admin");
    }
    const self = await callApi("get", `/v1/users/${org.userId}`, { token: org.token });
    expect(self.body).toMatchObject({ role: "org:admin", status: "active", is_archived: false });
  });

  it("lets an admin step down once another active admin exists", async () => {
    const second = await createMember(org, "org:admin");
    const demoted = await patch(org.token, org.userId, { role: "org:member" });
    expect(bodyAt(demoted, 200).role).toBe("org:member");
    // The demoted caller's next request already has the member role.
    expect((await patch(org.token, second.userId, { role: "org:member" })).status).toBe(403);
    const last = await patch(second.token, second.userId, { is_archived: true });
    expectStatus(last, 409);
    expect(last.body.detail.code).toBe("last_admin");
  });

  it("lets only one of two admins demote the other at the same time", async () => {
    const second = await createMember(org, "org:admin");
    const results = await Promise.all([
      patch(org.token, second.userId, { role: "org:member" }),
      patch(second.token, org.userId, { role: "org:member" }),
    ]);
    // The loser is refused by the admin check (409) or, if the winner committed first, by its new role (403).
    const [winner, loser] = results.map((result) => result.status).sort();
    expect(winner).toBe(200);
    expect([403, 409]).toContain(loser);
    const admins = await callApi("get", "/v1/users?limit=10", { token: org.token });
    const activeAdmins = bodyAt(admins, 200).items.filter((user) => user.role === "org:admin");
    expect(activeAdmins).toHaveLength(1);
  });

  it("accepts ak_ keys and admin tokens; other roles get 403 insufficient_role", async () => {
    const user = await createUser(org);
    const key = await createKey(org);
    expect(bodyAt(await patch(key.secret, user.id, { role: "org:guest" }), 200).role).toBe("org:guest");
    const member = await createMember(org, "org:member");
    const byMember = await patch(member.token, user.id, { role: "org:admin" });
    expectStatus(byMember, 403);
    expect(byMember.body.detail.code).toBe("insufficient_role");
  });
});
