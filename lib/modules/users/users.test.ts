import { beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createKey, createMember, createOrg, TEST_PASSWORD, type TestOrg, uniqueEmail } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, expectStatus } from "@/lib/testing/http";

const createUser = (org: TestOrg, body: Schemas["CreateUser"], headers: Record<string, string> = {}) =>
  callApi("post", "/v1/users", { token: org.token, body, headers });
/** A POST /v1/users with a body the schema refuses. */
const createInvalidUser = (org: TestOrg, body: unknown) =>
  callApi("post", "/v1/users", { token: org.token, uncheckedBody: body });

/** The user a POST /v1/users answered with: 200 for an email already in the org, 201 for a new one. */
const userOf = (result: Awaited<ReturnType<typeof createUser>>) => {
  if (result.status !== 200 && result.status !== 201) {
    throw new Error(`expected HTTP 200 or 201, got ${result.status}: ${result.text}`);
  }
  return result.body;
};

describe("POST /v1/users", () => {
  let org: TestOrg;
  let other: TestOrg;
  beforeAll(async () => {
    [org, other] = await Promise.all([createOrg("Users A"), createOrg("Users B")]);
  });

  it("creates an invited user with no password and the default role", async () => {
    const email = uniqueEmail("new");
    const before = Math.floor(Date.now() / 1000);
    const result = await createUser(org, { email, first_name: "Nia", last_name: "New" });
    expectStatus(result, 201);
    expect(result.body).toEqual({
      id: expect.stringMatching(/^cbuser_[0-9a-f]{32}$/),
      email,
      first_name: "Nia",
      last_name: "New",
      role: "org:member",
      status: "invited",
      is_archived: false,
      created_at: expect.any(Number),
      updated_at: expect.any(Number),
    });
    expect(result.body.created_at).toBeGreaterThanOrEqual(before);
    // No login session: there is no password to sign in with.
    const token = await call("/api/auth/token", { body: { email, password: TEST_PASSWORD } });
    expect(token.status).toBe(401);
  });

  it("returns the stored user with 200 for an email already in the org, matched case-insensitively", async () => {
    const email = uniqueEmail("Twice");
    const first = await createUser(org, { email, first_name: "First", role: "org:guest" });
    const again = await createUser(org, { email: email.toUpperCase(), first_name: "Changed", role: "admin" });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it("reflects the current membership when the existing user is archived", async () => {
    const email = uniqueEmail("gone");
    const user = bodyAt(await createUser(org, { email }), 201);
    await callApi("patch", `/v1/users/${user.id}`, { token: org.token, body: { is_archived: true } });
    const again = await createUser(org, { email });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: user.id, status: "inactive", is_archived: true });
  });

  it("answers 409 user_exists for an email of another organization", async () => {
    for (const email of [other.email, other.email.toUpperCase()]) {
      const result = await createUser(org, { email });
      expectStatus(result, 409);
      expect(result.body.detail.code).toBe("user_exists");
    }
  });

  it("maps the role aliases and rejects other role values with 422", async () => {
    const aliases: [NonNullable<Schemas["CreateUser"]["role"]>, string][] = [
      ["member", "org:member"],
      ["basic_member", "org:member"],
      ["org:basic_member", "org:member"],
      ["admin", "org:admin"],
      ["org:siloed_member", "org:siloed_member"],
      ["org:guest", "org:guest"],
      ["org:auxiliary_member", "org:auxiliary_member"],
      ["org:service_account", "org:service_account"],
      ["org:admin", "org:admin"],
    ];
    for (const [role, stored] of aliases) {
      const result = await createUser(org, { email: uniqueEmail("role"), role });
      expectStatus(result, 201);
      expect([role, result.body.role]).toEqual([role, stored]);
    }
    for (const role of ["owner", "Admin", "ORG:ADMIN", "org:owner", "guest", "", 7]) {
      const result = await createInvalidUser(org, { email: uniqueEmail("bad-role"), role });
      expectStatus(result, 422);
      expect(result.body.detail[0]?.loc).toEqual(["body", "role"]);
    }
  });

  it("validates the email", async () => {
    for (const body of [{}, { email: "not-an-email" }, { email: 42 }, { email: null }]) {
      const result = await createInvalidUser(org, body);
      expectStatus(result, 422);
      expect(result.body.detail[0]?.loc).toEqual(["body", "email"]);
    }
  });

  it("honours Idempotency-Key: a replay returns the original status and body", async () => {
    const key = `users-${Date.now()}`;
    const email = uniqueEmail("idem");
    const first = await createUser(org, { email }, { "idempotency-key": key });
    const replay = await createUser(org, { email: uniqueEmail("ignored") }, { "idempotency-key": key });
    expect(first.status).toBe(201);
    expect([replay.status, replay.text]).toEqual([201, first.text]);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
  });

  it("creates one user when the same email is posted concurrently", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all([1, 2, 3].map(() => createUser(org, { email })));
    expect(results.map((result) => result.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((result) => userOf(result).id)).size).toBe(1);
  });

  it("accepts ak_ keys and admin tokens; other roles get 403 insufficient_role", async () => {
    const key = await createKey(org);
    const byKey = await callApi("post", "/v1/users", { token: key.secret, body: { email: uniqueEmail("by-key") } });
    expectStatus(byKey, 201);
    const member = await createMember(org, "org:member");
    const byMember = await callApi("post", "/v1/users", {
      token: member.token,
      body: { email: uniqueEmail("by-member") },
    });
    expectStatus(byMember, 403);
    expect(byMember.body.detail.code).toBe("insufficient_role");
  });
});

describe("GET /v1/users/{user_id}", () => {
  it("returns a user of the org and 404 user_not_found otherwise", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg()]);
    const user = bodyAt(await createUser(org, { email: uniqueEmail("get") }), 201);
    const found = await callApi("get", `/v1/users/${user.id}`, { token: org.token });
    expect([found.status, found.body]).toEqual([200, user]);
    const self = await callApi("get", `/v1/users/${org.userId}`, { token: org.token });
    expect(self.body).toMatchObject({ email: org.email, role: "org:admin", status: "active", is_archived: false });
    for (const id of [user.id, "cbuser_00000000000000000000000000000000", "nope"]) {
      const result = await callApi("get", `/v1/users/${id}`, { token: other.token });
      expectStatus(result, 404);
      expect(result.body.detail.code).toBe("user_not_found");
    }
  });
});
