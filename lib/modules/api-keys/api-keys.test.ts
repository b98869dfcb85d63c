import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog } from "@/lib/audit/tables";
import { db } from "@/lib/db/client";
import { apiKeys } from "@/lib/modules/api-keys/tables";
import type { Schemas } from "@/lib/testing/api-call-types";
import { stopClock, untilDatabaseClockPasses } from "@/lib/testing/clock";
import { type ApiKeyScope, createKey, createMember, createOrg, expireKey, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";

const INVALID_KEY = { detail: "Invalid or expired API key." };
const RECORD_FIELDS = [
  "created_at",
  "created_by_clerk_user_id",
  "expired",
  "id",
  "last_used_at",
  "name",
  "revoked",
  "scopes",
  // Extensions (docs/api-notes.md "API keys").
  "granted_scopes",
  "expires_at",
  "read_only",
  "revokes_at",
  "previous_secret_expires_at",
].sort();
const CREATED_FIELDS = ["created_at", "id", "name", "scopes", "secret", "read_only", "expires_at"].sort();
const ROTATED_FIELDS = [...CREATED_FIELDS, "revoked_id", "previous_secret_expires_at"].sort();
/** The extension fields of a key that is not read-only and was never rotated with an overlap. */
const plainExtensions = (granted: string[], expiresAt: number | null = null) => ({
  granted_scopes: granted,
  expires_at: expiresAt,
  read_only: false,
  revokes_at: null,
  previous_secret_expires_at: null,
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
const sortedKeys = (value: object) => Object.keys(value).sort();
const sorted = (values: string[]) => [...values].sort();

const createRaw = (token: string, body: Schemas["CreateApiKey"]) => callApi("post", "/v1/api-keys", { token, body });
/** A POST /v1/api-keys whose body the schema refuses. */
const createUnchecked = (token: string, body: unknown) =>
  callApi("post", "/v1/api-keys", { token, uncheckedBody: body });
const listKeys = (token: string) => callApi("get", "/v1/api-keys", { token });
/** The keys GET /v1/api-keys lists, which must answer 200. */
const keysOf = async (token: string) => bodyAt(await listKeys(token), 200).data;
const rotate = (token: string, keyId: string) => callApi("post", `/v1/api-keys/${keyId}/rotate`, { token });
const revoke = (token: string, keyId: string, body?: Schemas["RevokeApiKey"]) =>
  callApi("post", `/v1/api-keys/${keyId}/revoke`, { token, body });
const authtest = (secret: string) => callApi("get", "/v1/utils/authtest", { token: secret });

/** The record of `keyId` among `records`, which must hold it. */
function recordIn(records: Schemas["ApiKey"][], keyId: string): Schemas["ApiKey"] {
  const record = records.find((entry) => entry.id === keyId);
  if (!record) {
    throw new Error(`key ${keyId} is not in the list`);
  }
  return record;
}

async function recordOf(org: TestOrg, keyId: string): Promise<Schemas["ApiKey"]> {
  const list = await listKeys(org.token);
  expectStatus(list, 200);
  const record = list.body.data.find((entry) => entry.id === keyId);
  expect(record, `key ${keyId} in the list`).toBeDefined();
  return recordIn(list.body.data, keyId);
}

/** The one answer of `results` with `status`, which there must be. */
function answerWith<R extends { status: number; text: string }, S extends R["status"]>(
  results: R[],
  status: S,
): Extract<R, { status: S }> {
  const found = results.find((result): result is Extract<R, { status: S }> => result.status === status);
  if (!found) {
    throw new Error(`no answer with HTTP ${status}: ${results.map((result) => result.status).join(", ")}`);
  }
  return found;
}

/** The secret portion of an `ak_<id>_<secret>` key; fails the test when the format is wrong. */
function secretPart(secret: string, keyId: string): string {
  expect(keyId).toMatch(/^[A-Za-z0-9]+$/);
  expect(secret.startsWith(`ak_${keyId}_`)).toBe(true);
  const part = secret.slice(`ak_${keyId}_`.length);
  // The secret: at least 32 random bytes, encoded (base64url of 32 bytes is 43 characters).
  expect(part).toMatch(/^[A-Za-z0-9_-]{43,}$/);
  return part;
}

async function revokedActivities(orgId: string, keyId: string) {
  return db()
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.orgId, orgId), eq(activityLog.targetId, keyId), eq(activityLog.action, "revoked")));
}

describe("POST /v1/api-keys", () => {
  it("creates a standard key whose secret (ak_<id>_<secret>) is returned once and works at once", async () => {
    const org = await createOrg();
    const before = nowSeconds();
    const created = await createRaw(org.token, { name: "CI pipeline" });
    const after = nowSeconds();
    expectStatus(created, 201);
    expect(sortedKeys(created.body)).toEqual(CREATED_FIELDS);
    expect(created.body.name).toBe("CI pipeline");
    expect(created.body.scopes).toEqual([]);
    expect(Number.isInteger(created.body.created_at)).toBe(true);
    expect(created.body.created_at).toBeGreaterThanOrEqual(before);
    expect(created.body.created_at).toBeLessThanOrEqual(after);
    const part = secretPart(created.body.secret, created.body.id);

    expect(await authtest(created.body.secret)).toMatchObject({
      status: 200,
      body: { msg: "Authentication successful." },
    });

    // The secret is never listed, and the service keeps only a hash of it.
    const list = await listKeys(org.token);
    expectStatus(list, 200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).not.toHaveProperty("secret");
    expect(list.text).not.toContain(created.body.secret);
    expect(list.text).not.toContain(part);
    const rows = await db().select().from(apiKeys).where(eq(apiKeys.id, created.body.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(part);
  });

  it("trims the name", async () => {
    const org = await createOrg();
    const created = await createRaw(org.token, { name: "  Nightly sync \t" });
    expectStatus(created, 201);
    expect(created.body.name).toBe("Nightly sync");
    expect((await recordOf(org, created.body.id)).name).toBe("Nightly sync");
  });

  it("rejects an empty or whitespace-only name with 400 invalid_name and creates nothing", async () => {
    const org = await createOrg();
    for (const name of ["", "   ", "\t\n "]) {
      const result = await createRaw(org.token, { name });
      expect(result.status, JSON.stringify(name)).toBe(400);
      const { detail } = bodyAt(result, 400);
      expect(detail.code).toBe("invalid_name");
      expect(typeof detail.message).toBe("string");
    }
    expect((await listKeys(org.token)).body).toEqual({ data: [] });
  });

  it("answers a missing name with a FastAPI-style 422 at body.name", async () => {
    const org = await createOrg();
    const result = await createUnchecked(org.token, { scopes: [] });
    expectStatus(result, 422);
    expect(Array.isArray(result.body.detail)).toBe(true);
    const entry = result.body.detail.find((item) => JSON.stringify(item.loc) === '["body","name"]');
    expect(entry, JSON.stringify(result.body)).toBeDefined();
    expect(typeof entry?.msg).toBe("string");
    expect((await listKeys(org.token)).body).toEqual({ data: [] });
  });

  it("answers a scope outside keys:manage and audit:read with 422", async () => {
    const org = await createOrg();
    for (const scopes of [["admin"], ["keys:MANAGE"], ["audit:read", "audit:write"]]) {
      const result = await createUnchecked(org.token, { name: "bad scope", scopes });
      expect(result.status, JSON.stringify(scopes)).toBe(422);
      const { detail } = bodyAt(result, 422);
      expect(Array.isArray(detail)).toBe(true);
      expect(detail[0]?.loc.slice(0, 2)).toEqual(["body", "scopes"]);
      expect(typeof detail[0]?.msg).toBe("string");
    }
    expect((await listKeys(org.token)).body).toEqual({ data: [] });
  });

  it("seconds_until_expiration: the key works, then reads expired true and gets 401 once it lapses", async () => {
    const org = await createOrg();
    const created = await createRaw(org.token, { name: "expiring", seconds_until_expiration: 3600 });
    expectStatus(created, 201);
    const key = created.body;
    expect((await authtest(key.secret)).status).toBe(200);
    expect(await recordOf(org, key.id)).toMatchObject({ expired: false, revoked: false });

    await expireKey(key.id);
    expect(await recordOf(org, key.id)).toMatchObject({ expired: true, revoked: false });
    expect(await authtest(key.secret)).toMatchObject({ status: 401, body: INVALID_KEY });

    const neverExpires = await createKey(org, { name: "no expiry" });
    expect(await recordOf(org, neverExpires.id)).toMatchObject({ expired: false });
  });

  it("seconds_until_expiration counts from creation: the key works until that second ends, not a moment longer", async () => {
    const org = await createOrg();
    const clock = stopClock();
    const created = await createRaw(org.token, { name: "one second", seconds_until_expiration: 1 });
    expectStatus(created, 201);
    clock.advance(999);
    expect(await recordOf(org, created.body.id)).toMatchObject({ expired: false });
    expect((await authtest(created.body.secret)).status).toBe(200);
    clock.advance(1);
    expect(await recordOf(org, created.body.id)).toMatchObject({ expired: true });
    expect(await authtest(created.body.secret)).toMatchObject({ status: 401, body: INVALID_KEY });
  });
});

describe("API key scopes and who may manage keys", () => {
  it("an admin token grants scopes; the key records the admin as its creator", async () => {
    const org = await createOrg();
    const created = await createRaw(org.token, { name: "admin-granted", scopes: ["keys:manage", "audit:read"] });
    expectStatus(created, 201);
    expect(sorted(created.body.scopes)).toEqual(["audit:read", "keys:manage"]);
    const record = await recordOf(org, created.body.id);
    expect(sorted(record.scopes)).toEqual(["audit:read", "keys:manage"]);
    expect(record.created_by_clerk_user_id).toBe(org.userId);

    // Each scope opens its own endpoints.
    expect((await listKeys(created.body.secret)).status).toBe(200);
    expect((await callApi("get", "/v1/system_audit_log", { token: created.body.secret })).status).toBe(200);
    const auditOnly = bodyAt(await createRaw(org.token, { name: "auditor", scopes: ["audit:read"] }), 201);
    expect(auditOnly.scopes).toEqual(["audit:read"]);
    expect((await callApi("get", "/v1/system_audit_log", { token: auditOnly.secret })).status).toBe(200);
    const denied = await listKeys(auditOnly.secret);
    expectStatus(denied, 403);
    expect(denied.body.detail.code).toBe("insufficient_scope");
  });

  it("a keys:manage key cannot grant scopes (403 scope_grant_forbidden) but can create a standard key", async () => {
    const org = await createOrg();
    const manager = await createKey(org, { name: "manager", scopes: ["keys:manage"] });
    const escalations: ApiKeyScope[][] = [["audit:read"], ["keys:manage"], ["keys:manage", "audit:read"]];
    for (const scopes of escalations) {
      const result = await createRaw(manager.secret, { name: "escalation", scopes });
      expect(result.status, JSON.stringify(scopes)).toBe(403);
      expect(bodyAt(result, 403).detail.code).toBe("scope_grant_forbidden");
    }
    // A scoped key supplying scopes is scope_grant_forbidden (docs/api-notes.md "Authentication").
    const auditor = await createKey(org, { name: "auditor", scopes: ["audit:read"] });
    const fromAuditor = await createRaw(auditor.secret, { name: "escalation", scopes: ["audit:read"] });
    expectStatus(fromAuditor, 403);
    expect(fromAuditor.body.detail.code).toBe("scope_grant_forbidden");
    const names = (await keysOf(org.token)).map((record) => record.name);
    expect(names).not.toContain("escalation");

    for (const body of [{ name: "made by key" }, { name: "made by key, empty scopes", scopes: [] }]) {
      const created = await createRaw(manager.secret, body);
      expectStatus(created, 201);
      expect(created.body.scopes).toEqual([]);
      expect(created.body.name).toBe(body.name);
      expect((await authtest(created.body.secret)).status).toBe(200);
      expect((await recordOf(org, created.body.id)).scopes).toEqual([]);
      const standard = await listKeys(created.body.secret);
      expectStatus(standard, 403);
      expect(standard.body.detail.code).toBe("insufficient_scope");
    }
  });

  it("a standard key gets 403 insufficient_scope on list, create, rotate and revoke", async () => {
    const org = await createOrg();
    const standard = await createKey(org, { name: "standard" });
    const target = await createKey(org, { name: "target" });
    const attempts = [
      await listKeys(standard.secret),
      await createRaw(standard.secret, { name: "from standard" }),
      await rotate(standard.secret, target.id),
      await revoke(standard.secret, target.id, { reason: "nope" }),
      await rotate(standard.secret, standard.id),
      await revoke(standard.secret, standard.id),
    ];
    for (const result of attempts) {
      expectStatus(result, 403);
      expect(result.body.detail.code).toBe("insufficient_scope");
    }
    const scoped = await createRaw(standard.secret, { name: "from standard", scopes: ["audit:read"] });
    expectStatus(scoped, 403);
    expect(scoped.body.detail.code).toBe("scope_grant_forbidden");

    const list = await keysOf(org.token);
    expect(list).toHaveLength(2);
    for (const record of list) {
      expect(record.revoked).toBe(false);
    }
    expect((await authtest(target.secret)).status).toBe(200);
    expect((await authtest(standard.secret)).status).toBe(200);
  });

  it("non-admin dashboard users get 403 insufficient_role on every key endpoint", async () => {
    const org = await createOrg();
    const target = await createKey(org, { name: "target" });
    for (const role of ["org:member", "org:guest", "org:siloed_member", "org:service_account"] as const) {
      const { token } = await createMember(org, role);
      const attempts = [
        await listKeys(token),
        await createRaw(token, { name: `by ${role}` }),
        await rotate(token, target.id),
        await revoke(token, target.id, { reason: "nope" }),
      ];
      for (const result of attempts) {
        expect(result.status, role).toBe(403);
        expect(bodyAt(result, 403).detail.code, role).toBe("insufficient_role");
      }
      // POST /v1/api-keys: a non-admin supplying scopes is told scope_grant_forbidden.
      const scoped = await createRaw(token, { name: `by ${role}`, scopes: ["audit:read"] });
      expect(scoped.status, role).toBe(403);
      expect(bodyAt(scoped, 403).detail.code, role).toBe("scope_grant_forbidden");
    }
    const list = await keysOf(org.token);
    expect(list.map((record) => record.id)).toEqual([target.id]);
    expect(list[0]?.revoked).toBe(false);
    expect((await authtest(target.secret)).status).toBe(200);
  });
});

describe("GET /v1/api-keys", () => {
  it("lists every key of the org, revoked and expired included, newest first, with exactly the record fields", async () => {
    const org = await createOrg();
    const other = await createOrg("Other Org");
    const otherKey = await createKey(other, { name: "other org key" });
    const before = nowSeconds();
    // Each key is created once the database clock has moved on, so the three have distinct stamps.
    const first = await createKey(org, { name: "first" });
    await untilDatabaseClockPasses(apiKeys, first.id);
    const second = await createKey(org, { name: "second", scopes: ["audit:read"], seconds: 3600 });
    await untilDatabaseClockPasses(apiKeys, second.id);
    const third = await createKey(org, { name: "third", scopes: ["keys:manage"] });
    const after = nowSeconds();
    expect((await revoke(org.token, first.id, { reason: "old" })).status).toBe(200);
    await expireKey(second.id);

    for (const token of [org.token, third.secret]) {
      const list = await listKeys(token);
      expectStatus(list, 200);
      expect(sortedKeys(list.body)).toEqual(["data"]);
      expect(list.body.data.map((record) => record.id)).toEqual([third.id, second.id, first.id]);
      for (const record of list.body.data) {
        expect(sortedKeys(record)).toEqual(RECORD_FIELDS);
        expect(Number.isInteger(record.created_at)).toBe(true);
        expect(record.created_at).toBeGreaterThanOrEqual(before);
        expect(record.created_at).toBeLessThanOrEqual(after);
      }
      const [t, s, f] = list.body.data;
      expect(f).toEqual({
        id: first.id,
        name: "first",
        created_at: f?.created_at,
        last_used_at: null,
        revoked: true,
        expired: false,
        scopes: [],
        created_by_clerk_user_id: org.userId,
        ...plainExtensions([]),
      });
      expect(s).toEqual({
        id: second.id,
        name: "second",
        created_at: s?.created_at,
        last_used_at: null,
        revoked: false,
        expired: true,
        scopes: ["audit:read"],
        created_by_clerk_user_id: org.userId,
        ...plainExtensions(["audit:read"], s?.expires_at),
      });
      expect(Number.isInteger(s?.expires_at)).toBe(true);
      expect(s?.expires_at).toBeLessThanOrEqual(nowSeconds());
      expect(t).toMatchObject({
        id: third.id,
        name: "third",
        revoked: false,
        expired: false,
        scopes: ["keys:manage"],
        created_by_clerk_user_id: org.userId,
      });
      expect(list.text).not.toContain(otherKey.id);
    }
  });

  it("last_used_at is null until a successful call, then that call's time; a failed attempt leaves it alone", async () => {
    const org = await createOrg();
    const key = await createKey(org, { name: "usage" });
    expect((await recordOf(org, key.id)).last_used_at).toBeNull();

    const wrongSecret = `ak_${key.id}_${"A".repeat(43)}`;
    expect(await authtest(wrongSecret)).toMatchObject({ status: 401, body: INVALID_KEY });
    expect((await recordOf(org, key.id)).last_used_at).toBeNull();

    const before = nowSeconds();
    expect((await authtest(key.secret)).status).toBe(200);
    const after = nowSeconds();
    const used = (await recordOf(org, key.id)).last_used_at;
    expect(Number.isInteger(used)).toBe(true);
    expect(used).toBeGreaterThanOrEqual(before);
    expect(used).toBeLessThanOrEqual(after);
  });
});

describe("POST /v1/api-keys/{api_key_id}/rotate", () => {
  it("issues a successor with the same name and scopes and revokes the old key immediately", async () => {
    const org = await createOrg();
    const old = await createKey(org, { name: "Rotating", scopes: ["keys:manage", "audit:read"] });
    expect((await authtest(old.secret)).status).toBe(200);

    const before = nowSeconds();
    const rotated = await rotate(org.token, old.id);
    const after = nowSeconds();
    expectStatus(rotated, 200);
    expect(sortedKeys(rotated.body)).toEqual(ROTATED_FIELDS);
    expect(rotated.body.revoked_id).toBe(old.id);
    expect(rotated.body.id).not.toBe(old.id);
    expect(rotated.body.name).toBe("Rotating");
    expect(sorted(rotated.body.scopes)).toEqual(["audit:read", "keys:manage"]);
    expect(rotated.body.created_at).toBeGreaterThanOrEqual(before);
    expect(rotated.body.created_at).toBeLessThanOrEqual(after);
    secretPart(rotated.body.secret, rotated.body.id);
    expect(rotated.body.secret).not.toBe(old.secret);

    expect(await authtest(old.secret)).toMatchObject({ status: 401, body: INVALID_KEY });
    expect((await authtest(rotated.body.secret)).status).toBe(200);
    // The successor carries the inherited scopes.
    expect((await listKeys(rotated.body.secret)).status).toBe(200);

    const list = await keysOf(org.token);
    expect(list).toHaveLength(2);
    const oldRecord = recordIn(list, old.id);
    const newRecord = recordIn(list, rotated.body.id);
    expect(oldRecord).toMatchObject({ name: "Rotating", revoked: true, scopes: [], revokes_at: null });
    expect(sorted(oldRecord.granted_scopes)).toEqual(["audit:read", "keys:manage"]);
    expect(rotated.body.previous_secret_expires_at).toBeNull();
    expect(newRecord).toMatchObject({ name: "Rotating", revoked: false, expired: false });
    expect(sorted(newRecord.scopes)).toEqual(["audit:read", "keys:manage"]);
    expect(list[0]?.id).toBe(rotated.body.id);
  });

  it("a standard key rotates to a standard key, and a keys:manage key may rotate", async () => {
    const org = await createOrg();
    const manager = await createKey(org, { name: "manager", scopes: ["keys:manage"] });
    const standard = await createKey(org, { name: "standard" });
    const rotated = await rotate(manager.secret, standard.id);
    expectStatus(rotated, 200);
    expect(rotated.body).toMatchObject({ name: "standard", scopes: [], revoked_id: standard.id });
    expect(await authtest(standard.secret)).toMatchObject({ status: 401, body: INVALID_KEY });
    expect((await authtest(rotated.body.secret)).status).toBe(200);
    const denied = await listKeys(rotated.body.secret);
    expectStatus(denied, 403);
    expect(denied.body.detail.code).toBe("insufficient_scope");
  });

  it("answers 409 api_key_inactive for a revoked or expired key and 404 api_key_not_found for an unknown one", async () => {
    const org = await createOrg();
    const other = await createOrg("Other Org");
    const revokedKey = await createKey(org, { name: "revoked" });
    const expiredKey = await createKey(org, { name: "expired", seconds: 3600 });
    expect((await revoke(org.token, revokedKey.id)).status).toBe(200);
    await expireKey(expiredKey.id);

    for (const keyId of [revokedKey.id, expiredKey.id]) {
      const result = await rotate(org.token, keyId);
      expectStatus(result, 409);
      expect(result.body.detail.code).toBe("api_key_inactive");
    }
    const foreign = await createKey(other, { name: "foreign" });
    for (const keyId of ["0".repeat(32), "does-not-exist", foreign.id]) {
      const result = await rotate(org.token, keyId);
      expect(result.status, keyId).toBe(404);
      expect(bodyAt(result, 404).detail.code).toBe("api_key_not_found");
    }
    // Nothing was created, and the other org's key is untouched.
    expect(await keysOf(org.token)).toHaveLength(2);
    expect((await authtest(foreign.secret)).status).toBe(200);
    expect((await keysOf(other.token))[0]).toMatchObject({ id: foreign.id, revoked: false });
  });

  it("two concurrent rotations of one key: exactly one 200, one 409, never two active keys", async () => {
    const org = await createOrg();
    for (let round = 0; round < 3; round += 1) {
      const name = `concurrent ${round}`;
      const key = await createKey(org, { name, scopes: ["audit:read"] });
      const results = await Promise.all([rotate(org.token, key.id), rotate(org.token, key.id)]);
      expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
      const winner = answerWith(results, 200);
      const loser = answerWith(results, 409);
      expect(loser.body.detail.code).toBe("api_key_inactive");

      const records = (await keysOf(org.token)).filter((record) => record.name === name);
      expect(records).toHaveLength(2);
      const active = records.filter((record) => !record.revoked && !record.expired);
      expect(active.map((record) => record.id)).toEqual([winner.body.id]);
      expect(await authtest(key.secret)).toMatchObject({ status: 401, body: INVALID_KEY });
      expect((await authtest(winner.body.secret)).status).toBe(200);
    }
  });
});

describe("POST /v1/api-keys/{api_key_id}/revoke", () => {
  it("returns the record revoked with scopes cleared (granted_scopes kept), is idempotent, and audits the first revoke only", async () => {
    const org = await createOrg();
    const key = await createKey(org, { name: "to revoke", scopes: ["audit:read", "keys:manage"] });
    expect((await authtest(key.secret)).status).toBe(200);

    const first = await revoke(org.token, key.id, { reason: "laptop stolen" });
    expectStatus(first, 200);
    expect(sortedKeys(first.body)).toEqual(RECORD_FIELDS);
    expect(first.body).toEqual({
      id: key.id,
      name: "to revoke",
      created_at: first.body.created_at,
      last_used_at: first.body.last_used_at,
      revoked: true,
      expired: false,
      scopes: [],
      created_by_clerk_user_id: org.userId,
      ...plainExtensions(["audit:read", "keys:manage"]),
    });
    expect(Number.isInteger(first.body.created_at)).toBe(true);
    expect(Number.isInteger(first.body.last_used_at)).toBe(true);
    expect(await authtest(key.secret)).toMatchObject({ status: 401, body: INVALID_KEY });

    const second = await revoke(org.token, key.id, { reason: "again" });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const third = await revoke(org.token, key.id);
    expect(third.status).toBe(200);
    expect(third.body).toEqual(first.body);
    expect(await recordOf(org, key.id)).toEqual(first.body);

    const activities = await revokedActivities(org.orgId, key.id);
    expect(activities).toHaveLength(1);
    expect(activities[0]?.reason).toBe("laptop stolen");
    expect(activities[0]?.targetType).toBe("api_key");
  });

  it("accepts no body at all, or an empty one", async () => {
    const org = await createOrg();
    const bare = await createKey(org, { name: "bare" });
    const noBody = await callApi("post", `/v1/api-keys/${bare.id}/revoke`, { token: org.token });
    expectStatus(noBody, 200);
    expect(noBody.body).toMatchObject({ id: bare.id, revoked: true, scopes: [] });
    expect(await authtest(bare.secret)).toMatchObject({ status: 401, body: INVALID_KEY });
    expect(await revokedActivities(org.orgId, bare.id)).toHaveLength(1);

    const empty = await createKey(org, { name: "empty" });
    const emptyBody = await revoke(org.token, empty.id, {});
    expectStatus(emptyBody, 200);
    expect(emptyBody.body).toMatchObject({ id: empty.id, revoked: true });
    expect(await authtest(empty.secret)).toMatchObject({ status: 401, body: INVALID_KEY });
  });

  it("a keys:manage key may revoke; unknown or foreign key IDs are 404 api_key_not_found", async () => {
    const org = await createOrg();
    const other = await createOrg("Other Org");
    const manager = await createKey(org, { name: "manager", scopes: ["keys:manage"] });
    const target = await createKey(org, { name: "target" });
    const result = await revoke(manager.secret, target.id, { reason: "by key" });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ id: target.id, revoked: true });
    expect(await authtest(target.secret)).toMatchObject({ status: 401, body: INVALID_KEY });
    const activities = await revokedActivities(org.orgId, target.id);
    expect(activities).toHaveLength(1);
    expect(activities[0]?.reason).toBe("by key");

    const foreign = await createKey(other, { name: "foreign" });
    for (const keyId of ["0".repeat(32), "does-not-exist", foreign.id]) {
      const missing = await revoke(org.token, keyId, { reason: "x" });
      expect(missing.status, keyId).toBe(404);
      expect(bodyAt(missing, 404).detail.code).toBe("api_key_not_found");
    }
    expect((await authtest(foreign.secret)).status).toBe(200);
    expect(await revokedActivities(other.orgId, foreign.id)).toHaveLength(0);
  });
});
