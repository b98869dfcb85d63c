import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiKeys } from "@/lib/modules/api-keys/tables";
import type { Schemas } from "@/lib/testing/api-call-types";
import { stopClock } from "@/lib/testing/clock";
import {
  type ApiKeyScope,
  createKey,
  createOrg,
  createVendor,
  createWebhook,
  type TestOrg,
} from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, errorDetail, expectStatus } from "@/lib/testing/http";

const INVALID_KEY = { detail: "Invalid or expired API key." };
const HOUR = 3600;

const authtest = (secret: string) => callApi("get", "/v1/utils/authtest", { token: secret });
const rotate = (token: string, keyId: string, body?: Schemas["RotateApiKey"]) =>
  callApi("post", `/v1/api-keys/${keyId}/rotate`, { token, body });
const listKeys = async (token: string) => bodyAt(await callApi("get", "/v1/api-keys", { token }), 200).data;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** `org` or, where the clock moves past the session token's hour, a keys:manage key. */
async function recordOf(org: TestOrg | { token: string }, keyId: string): Promise<Schemas["ApiKey"]> {
  const list = await callApi("get", "/v1/api-keys", { token: org.token });
  expectStatus(list, 200);
  const record = list.body.data.find((entry) => entry.id === keyId);
  expect(record, `key ${keyId} in the list`).toBeDefined();
  if (!record) {
    throw new Error(`key ${keyId} is not in the list`);
  }
  return record;
}

async function createReadOnlyKey(org: TestOrg, scopes: ApiKeyScope[] = []) {
  const created = await callApi("post", "/v1/api-keys", {
    token: org.token,
    body: { name: "read only", scopes, read_only: true },
  });
  expectStatus(created, 201);
  expect(created.body.read_only).toBe(true);
  return created.body;
}

describe("read-only keys (extension)", () => {
  it("read every /v1 resource but get 403 insufficient_scope on every write, and change nothing", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org, { name: "Read Only Vendor" });
    const webhook = await createWebhook(org);
    const key = await createReadOnlyKey(org, ["keys:manage"]);
    expect(await recordOf(org, key.id)).toMatchObject({ read_only: true, scopes: ["keys:manage"] });

    for (const path of ["/v1/vendors", `/v1/vendors/${vendor.id}`, "/v1/webhooks", "/v1/api-keys", "/v1/whoami"]) {
      const read = await call(path, { token: key.secret });
      expect(read.status, `GET ${path}: ${read.text}`).toBe(200);
    }
    const head = await call("/v1/vendors", { method: "HEAD", token: key.secret });
    expect(head.status).toBe(200);

    const writes: [string, string, unknown][] = [
      ["POST", "/v1/vendors", { name: "Written anyway" }],
      ["PATCH", `/v1/vendors/${vendor.id}`, { name: "Renamed" }],
      ["DELETE", `/v1/webhooks/${webhook.id}`, undefined],
      ["POST", "/v1/webhooks", { url: "https://93.184.215.14/x", events: ["Vendor.Created"], secret: "s".repeat(24) }],
      ["POST", "/v1/api-keys", { name: "escalate" }],
      ["POST", `/v1/api-keys/${key.id}/rotate`, undefined],
      ["PUT", "/v1/vendors", {}],
      // Refused before the route is looked at: an unknown record or a body that would not validate.
      ["DELETE", "/v1/assessments/does-not-exist", undefined],
      ["POST", "/v1/vendors", { nonsense: true }],
    ];
    for (const [method, path, body] of writes) {
      const result = await call<unknown>(path, { method, token: key.secret, body });
      expect(result.status, `${method} ${path}: ${result.text}`).toBe(403);
      const detail = errorDetail(result.body);
      expect(detail.code).toBe("insufficient_scope");
      expect(detail.message).toMatch(/read-only/);
    }

    // Nothing was written.
    expect(bodyAt(await callApi("get", `/v1/vendors/${vendor.id}`, { token: org.token }), 200).name).toBe(
      "Read Only Vendor",
    );
    expect((await callApi("get", `/v1/webhooks/${webhook.id}`, { token: org.token })).status).toBe(200);
    const names = (await listKeys(org.token)).map((k) => k.name);
    expect(names).toEqual(["read only"]);

    // The same writes with an ordinary key go through (the refusal is the key's, not the route's).
    const writer = await createKey(org, { name: "writer" });
    const written = await callApi("post", "/v1/vendors", {
      token: writer.secret,
      body: { name: "Written by a writer" },
    });
    expectStatus(written, 201);
    expect(await recordOf(org, writer.id)).toMatchObject({ read_only: false });
  });

  it("a rotation keeps the key read-only", async () => {
    const org = await createOrg();
    const key = await createReadOnlyKey(org);
    const rotated = await rotate(org.token, key.id);
    expectStatus(rotated, 200);
    expect(rotated.body.read_only).toBe(true);
    const refused = await callApi("post", "/v1/vendors", { token: rotated.body.secret, body: { name: "x" } });
    expectStatus(refused, 403);
    expect(refused.body.detail.code).toBe("insufficient_scope");
  });

  it("read_only must be a boolean (422)", async () => {
    const org = await createOrg();
    const result = await callApi("post", "/v1/api-keys", {
      token: org.token,
      uncheckedBody: { name: "bad", read_only: "yes" },
    });
    expectStatus(result, 422);
    expect(result.body.detail[0]?.loc).toEqual(["body", "read_only"]);
  });
});

describe("rotation with an overlap (extension)", () => {
  it("the old secret keeps working until the overlap ends, not a moment longer; both records say so", async () => {
    const org = await createOrg();
    const clock = stopClock();
    const old = await createKey(org, { name: "Overlapping", scopes: ["audit:read"] });
    // The dashboard token lasts an hour, the clock moves on by one: the records are read with a key.
    const manager = { token: (await createKey(org, { name: "manager", scopes: ["keys:manage"] })).secret };
    const rotatedAt = Date.now();
    const rotated = await rotate(org.token, old.id, { overlap_seconds: HOUR });
    expectStatus(rotated, 200);
    const ends = Math.floor((rotatedAt + HOUR * 1000) / 1000);
    expect(rotated.body).toMatchObject({
      revoked_id: old.id,
      previous_secret_expires_at: ends,
      scopes: ["audit:read"],
    });

    expect((await authtest(old.secret)).status).toBe(200);
    expect((await authtest(rotated.body.secret)).status).toBe(200);
    // The old key still has its scopes while it works.
    expect((await callApi("get", "/v1/system_audit_log", { token: old.secret })).status).toBe(200);
    expect(await recordOf(org, old.id)).toMatchObject({
      revoked: false,
      revokes_at: ends,
      scopes: ["audit:read"],
      granted_scopes: ["audit:read"],
    });
    expect(await recordOf(org, rotated.body.id)).toMatchObject({ revoked: false, previous_secret_expires_at: ends });
    // A key whose rotation is under way cannot be rotated again.
    const again = await rotate(org.token, old.id, { overlap_seconds: HOUR });
    expectStatus(again, 409);
    expect(again.body.detail.code).toBe("api_key_inactive");

    // The old secret is stored like the current one: only its hash.
    const oldPart = old.secret.slice(`ak_${old.id}_`.length);
    const rows = await db().select().from(apiKeys).where(eq(apiKeys.orgId, org.orgId));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(JSON.stringify(rows)).not.toContain(oldPart);
    expect(JSON.stringify(rows)).not.toContain(rotated.body.secret.slice(-43));

    clock.advance(HOUR * 1000 - 1);
    expect((await authtest(old.secret)).status).toBe(200);
    clock.advance(1);
    expect(await authtest(old.secret)).toMatchObject({ status: 401, body: INVALID_KEY });
    expect((await authtest(rotated.body.secret)).status).toBe(200);
    expect(await recordOf(manager, old.id)).toMatchObject({
      revoked: true,
      revokes_at: null,
      scopes: [],
      granted_scopes: ["audit:read"],
    });
    expect(await recordOf(manager, rotated.body.id)).toMatchObject({ previous_secret_expires_at: null });
  });

  it("without an overlap (omitted, null or 0) the old secret stops at once", async () => {
    const org = await createOrg();
    for (const body of [undefined, {}, { overlap_seconds: null }, { overlap_seconds: 0 }]) {
      const old = await createKey(org, { name: `no overlap ${JSON.stringify(body)}` });
      const rotated = await rotate(org.token, old.id, body);
      expectStatus(rotated, 200);
      expect(rotated.body.previous_secret_expires_at).toBeNull();
      expect(await authtest(old.secret)).toMatchObject({ status: 401, body: INVALID_KEY });
      expect(await recordOf(org, old.id)).toMatchObject({ revoked: true, revokes_at: null });
    }
  });

  it("an overlap above 24 hours or below 0 is 400 invalid_rotation_overlap and rotates nothing; 24 hours is accepted", async () => {
    const org = await createOrg();
    const old = await createKey(org, { name: "bounded" });
    for (const overlap of [24 * HOUR + 1, 7 * 24 * HOUR, -1]) {
      const result = await rotate(org.token, old.id, { overlap_seconds: overlap });
      expect(result.status, String(overlap)).toBe(400);
      expect(bodyAt(result, 400).detail.code).toBe("invalid_rotation_overlap");
    }
    const notANumber = await callApi("post", `/v1/api-keys/${old.id}/rotate`, {
      token: org.token,
      uncheckedBody: { overlap_seconds: "1h" },
    });
    expect(notANumber.status).toBe(422);
    expect(await listKeys(org.token)).toHaveLength(1);
    expect((await authtest(old.secret)).status).toBe(200);

    const before = nowSeconds();
    const longest = await rotate(org.token, old.id, { overlap_seconds: 24 * HOUR });
    expectStatus(longest, 200);
    expect(longest.body.previous_secret_expires_at).toBeGreaterThanOrEqual(before + 24 * HOUR);
    expect(longest.body.previous_secret_expires_at).toBeLessThanOrEqual(nowSeconds() + 24 * HOUR);
  });

  it("the old secret never outlives the old key's own expiry", async () => {
    const org = await createOrg();
    const clock = stopClock();
    const old = await createKey(org, { name: "short-lived", seconds: 600 });
    const expiresAt = (await recordOf(org, old.id)).expires_at;
    const rotated = await rotate(org.token, old.id, { overlap_seconds: HOUR });
    expectStatus(rotated, 200);
    expect(rotated.body.previous_secret_expires_at).toBe(expiresAt);
    clock.advance(600 * 1000);
    expect(await authtest(old.secret)).toMatchObject({ status: 401, body: INVALID_KEY });
  });

  it("revoking the old key ends its overlap at once", async () => {
    const org = await createOrg();
    const old = await createKey(org, { name: "cut short" });
    const rotated = bodyAt(await rotate(org.token, old.id, { overlap_seconds: HOUR }), 200);
    expect((await authtest(old.secret)).status).toBe(200);
    const revoked = await callApi("post", `/v1/api-keys/${old.id}/revoke`, {
      token: org.token,
      body: { reason: "done early" },
    });
    expectStatus(revoked, 200);
    expect(revoked.body).toMatchObject({ revoked: true, revokes_at: null });
    expect(await authtest(old.secret)).toMatchObject({ status: 401, body: INVALID_KEY });
    expect((await authtest(rotated.secret)).status).toBe(200);
    expect(await recordOf(org, rotated.id)).toMatchObject({ previous_secret_expires_at: null });
  });

  it("another organization's key is 404 api_key_not_found, with or without an overlap", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    const foreign = await createKey(other, { name: "foreign" });
    for (const body of [undefined, { overlap_seconds: HOUR }]) {
      const result = await rotate(org.token, foreign.id, body);
      expectStatus(result, 404);
      expect(result.body.detail.code).toBe("api_key_not_found");
    }
    const revoke = await callApi("post", `/v1/api-keys/${foreign.id}/revoke`, { token: org.token, body: {} });
    expect(revoke.status).toBe(404);
    expect((await authtest(foreign.secret)).status).toBe(200);
    expect(await recordOf(other, foreign.id)).toMatchObject({ revoked: false, revokes_at: null });
  });
});

describe("a revoked key's scopes (extension)", () => {
  it("granted_scopes keeps what the key had, in the list and the revoke answer; scopes reads [] as the spec says", async () => {
    const org = await createOrg();
    const key = await createKey(org, { name: "scoped", scopes: ["keys:manage", "audit:read"] });
    const revoked = await callApi("post", `/v1/api-keys/${key.id}/revoke`, { token: org.token, body: {} });
    expect(revoked.body).toMatchObject({ revoked: true, scopes: [], granted_scopes: ["keys:manage", "audit:read"] });
    expect(await recordOf(org, key.id)).toMatchObject({
      revoked: true,
      scopes: [],
      granted_scopes: ["keys:manage", "audit:read"],
    });
    // And the key, revoked, cannot use them.
    expect(await callApi("get", "/v1/api-keys", { token: key.secret })).toMatchObject({
      status: 401,
      body: INVALID_KEY,
    });
  });
});
