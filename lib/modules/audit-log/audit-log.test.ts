import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { flushAuditLog } from "@/lib/audit/api-calls";
import { apiAuditLog } from "@/lib/audit/tables";
import { db } from "@/lib/db/client";
import { stopClock } from "@/lib/testing/clock";
import { createKey, createMember, createOrg, expireKey, type TestOrg } from "@/lib/testing/fixtures";
import { type ApiResult, bodyAt, call, callApi, errorDetail, expectStatus } from "@/lib/testing/http";

const PEER = "203.0.113.9";
const INVALID_KEY = { detail: "Invalid or expired API key." };
const ITEM_FIELDS = [
  "id",
  "type",
  "target_type",
  "occurred_at",
  "method",
  "path",
  "route",
  "status_code",
  "duration_ms",
  "query_params",
  "api_key_id",
  "api_key_name",
  "user_id",
  "client_ip",
  "request_id",
].sort();

const nowSeconds = () => Math.floor(Date.now() / 1000);
const sorted = <T>(values: T[]) => [...values].sort();

function requestIdOf(result: Pick<ApiResult, "headers">): string {
  const id = result.headers.get("x-request-id");
  expect(id, "X-Request-Id header").toBeTruthy();
  return id as string;
}

const rowsFor = async (requestId: string) => {
  await flushAuditLog();
  return db().select().from(apiAuditLog).where(eq(apiAuditLog.requestId, requestId));
};

async function orgRowCount(orgId: string): Promise<number> {
  await flushAuditLog();
  const [row] = await db().select({ total: count() }).from(apiAuditLog).where(eq(apiAuditLog.orgId, orgId));
  return row?.total ?? 0;
}

async function readLog(token: string, query: "" | `?${string}` = "") {
  const result = await callApi("get", `/v1/system_audit_log${query}`, { token });
  expectStatus(result, 200);
  return result.body;
}

/** The org's audit entry for one request, read through the API with the admin token. */
async function entryFor(org: TestOrg, requestId: string) {
  const page = await readLog(org.token, "?limit=200");
  const matches = page.items.filter((item) => item.request_id === requestId);
  expect(matches, `one audit entry for ${requestId}`).toHaveLength(1);
  return matches[0]!;
}

describe("audit rows written per /v1 call", () => {
  it("an ak_ key call writes exactly one row with every field of an audit log entry", async () => {
    const org = await createOrg();
    const key = await createKey(org, { name: "Audit probe" });
    const before = nowSeconds();
    const result = await call("/v1/utils/authtest?verbose=1&trace=abc", { token: key.secret, peer: PEER });
    const after = nowSeconds();
    expect(result.status).toBe(200);
    const requestId = requestIdOf(result);
    expect(await rowsFor(requestId)).toHaveLength(1);

    const entry = await entryFor(org, requestId);
    expect(Object.keys(entry).sort()).toEqual(ITEM_FIELDS);
    expect(entry).toEqual({
      id: entry.id,
      type: "external_api_call",
      target_type: "external_api_request",
      occurred_at: entry.occurred_at,
      method: "GET",
      path: "/v1/utils/authtest",
      route: "/v1/utils/authtest",
      status_code: 200,
      duration_ms: entry.duration_ms,
      query_params: entry.query_params,
      api_key_id: key.id,
      api_key_name: "Audit probe",
      user_id: null,
      client_ip: PEER,
      request_id: requestId,
    });
    expect(typeof entry.id).toBe("string");
    expect(entry.id.length).toBeGreaterThan(0);
    expect(Number.isInteger(entry.occurred_at)).toBe(true);
    expect(entry.occurred_at).toBeGreaterThanOrEqual(before);
    expect(entry.occurred_at).toBeLessThanOrEqual(after);
    expect(Number.isInteger(entry.duration_ms)).toBe(true);
    expect(entry.duration_ms).toBeGreaterThanOrEqual(0);
    expect(sorted(entry.query_params)).toEqual(["trace", "verbose"]);
  });

  it("a dashboard-token call records user_id with null key fields and the matched route template", async () => {
    const org = await createOrg();
    const key = await createKey(org, { name: "to rotate" });
    const rotated = await call(`/v1/api-keys/${key.id}/rotate`, { method: "POST", token: org.token, peer: PEER });
    expect(rotated.status).toBe(200);
    const requestId = requestIdOf(rotated);
    expect(await rowsFor(requestId)).toHaveLength(1);
    expect(await entryFor(org, requestId)).toMatchObject({
      type: "external_api_call",
      target_type: "external_api_request",
      method: "POST",
      path: `/v1/api-keys/${key.id}/rotate`,
      route: "/v1/api-keys/{api_key_id}/rotate",
      status_code: 200,
      query_params: [],
      api_key_id: null,
      api_key_name: null,
      user_id: org.userId,
      client_ip: PEER,
      request_id: requestId,
    });

    const member = await createMember(org, "org:member");
    const read = await call(`/v1/org/${org.orgId}`, { token: member.token, peer: PEER });
    expect(read.status).toBe(200);
    expect(await entryFor(org, requestIdOf(read))).toMatchObject({
      method: "GET",
      path: `/v1/org/${org.orgId}`,
      route: "/v1/org/{org_id}",
      status_code: 200,
      api_key_id: null,
      api_key_name: null,
      user_id: member.userId,
    });
  });

  it("stores query parameter names, never their values", async () => {
    const org = await createOrg();
    const read = await call("/v1/system_audit_log?limit=5&method=GET", { token: org.token });
    expect(read.status).toBe(200);
    expect((await entryFor(org, requestIdOf(read))).query_params).toEqual(["limit", "method"]);

    const key = await createKey(org, { name: "query probe" });
    const probe = await call("/v1/utils/authtest?token=qv-secret-123&token=qv-other-456&mode=fast-qv", {
      token: key.secret,
    });
    expect(probe.status).toBe(200);
    const entry = await entryFor(org, requestIdOf(probe));
    expect(entry.path).toBe("/v1/utils/authtest");
    expect(sorted(entry.query_params)).toEqual(["mode", "token"]);
    const stored = JSON.stringify(await rowsFor(requestIdOf(probe)));
    for (const value of ["qv-secret-123", "qv-other-456", "fast-qv"]) {
      expect(JSON.stringify(entry)).not.toContain(value);
      expect(stored).not.toContain(value);
    }
  });

  it("stores a query parameter name holding a NUL as U+FFFD, losing neither its row nor another", async () => {
    const org = await createOrg();
    const [odd, plain] = await Promise.all([
      call("/v1/utils/authtest?a%00b=1", { token: org.token }),
      call("/v1/utils/authtest?plain=1", { token: org.token }),
    ]);
    expect([odd.status, plain.status]).toEqual([200, 200]);
    expect((await entryFor(org, requestIdOf(odd))).query_params).toEqual(["a\ufffdb"]);
    expect((await entryFor(org, requestIdOf(plain))).query_params).toEqual(["plain"]);
  });

  it("audits every outcome once: 403 scope, 404 resource, 422 validation", async () => {
    const org = await createOrg();
    const standard = await createKey(org, { name: "standard" });

    const forbidden = await call("/v1/api-keys", { token: standard.secret });
    expect(forbidden.status).toBe(403);
    const missing = await call(`/v1/api-keys/${"0".repeat(32)}/revoke`, { method: "POST", token: org.token, body: {} });
    expect(missing.status).toBe(404);
    const invalid = await call("/v1/system_audit_log?limit=0", { token: org.token });
    expect(invalid.status).toBe(422);

    for (const result of [forbidden, missing, invalid]) {
      expect(await rowsFor(requestIdOf(result))).toHaveLength(1);
    }
    expect(await entryFor(org, requestIdOf(forbidden))).toMatchObject({
      method: "GET",
      route: "/v1/api-keys",
      status_code: 403,
      api_key_id: standard.id,
      api_key_name: "standard",
      user_id: null,
    });
    expect(await entryFor(org, requestIdOf(missing))).toMatchObject({
      method: "POST",
      path: `/v1/api-keys/${"0".repeat(32)}/revoke`,
      route: "/v1/api-keys/{api_key_id}/revoke",
      status_code: 404,
      user_id: org.userId,
    });
    expect(await entryFor(org, requestIdOf(invalid))).toMatchObject({
      method: "GET",
      route: "/v1/system_audit_log",
      status_code: 422,
      query_params: ["limit"],
    });
  });

  it("writes no row when authentication fails", async () => {
    const org = await createOrg();
    const revoked = await createKey(org, { name: "revoked" });
    const expired = await createKey(org, { name: "expired", seconds: 3600 });
    expect((await call(`/v1/api-keys/${revoked.id}/revoke`, { method: "POST", token: org.token })).status).toBe(200);
    await expireKey(expired.id);
    const unknown = `ak_${randomBytes(16).toString("hex")}_${randomBytes(32).toString("base64url")}`;
    const wrongSecret = `ak_${revoked.id}_${randomBytes(32).toString("base64url")}`;
    const before = await orgRowCount(org.orgId);

    for (const token of [unknown, revoked.secret, expired.secret, wrongSecret, "not-a-jwt", `${org.token}x`]) {
      const result = await callApi("get", "/v1/utils/authtest?x=1", { token, peer: PEER });
      expect([result.status, result.body]).toEqual([401, INVALID_KEY]);
      expect(await rowsFor(requestIdOf(result))).toHaveLength(0);
    }
    const anonymous = await call("/v1/system_audit_log", { peer: PEER });
    expect(anonymous.status).toBe(401);
    expect(await rowsFor(requestIdOf(anonymous))).toHaveLength(0);
    expect(await orgRowCount(org.orgId)).toBe(before);
  });

  it("an unknown route called with a valid key is audited as a 404 with route null", async () => {
    const org = await createOrg();
    const key = await createKey(org, { name: "lost" });
    const result = await call("/v1/no-such-route?x=1", { token: key.secret, peer: PEER });
    expect(result.status).toBe(404);
    const requestId = requestIdOf(result);
    expect(await rowsFor(requestId)).toHaveLength(1);
    expect(await entryFor(org, requestId)).toMatchObject({
      method: "GET",
      path: "/v1/no-such-route",
      route: null,
      status_code: 404,
      query_params: ["x"],
      api_key_id: key.id,
      api_key_name: "lost",
      user_id: null,
      client_ip: PEER,
    });
  });

  it("a request refused by the IP allowlist is audited with status 403", async () => {
    const org = await createOrg();
    const key = await createKey(org, { name: "allowlisted" });
    const update = await callApi("post", `/v1/org/${org.orgId}`, {
      token: org.token,
      body: { api_ip_allowlist: ["10.0.0.0/8"] },
    });
    expectStatus(update, 200);
    expect(update.body.api_ip_allowlist).toEqual(["10.0.0.0/8"]);

    const refused = await callApi("get", "/v1/utils/authtest", { token: key.secret, peer: PEER });
    expectStatus(refused, 403);
    expect(refused.body.detail.code).toBe("ip_not_allowed");
    expect(await rowsFor(requestIdOf(refused))).toHaveLength(1);
    expect(await entryFor(org, requestIdOf(refused))).toMatchObject({
      method: "GET",
      path: "/v1/utils/authtest",
      route: "/v1/utils/authtest",
      status_code: 403,
      api_key_id: key.id,
      api_key_name: "allowlisted",
      client_ip: PEER,
    });

    const undeterminable = await callApi("get", "/v1/utils/authtest", { token: key.secret });
    expectStatus(undeterminable, 403);
    expect(undeterminable.body.detail.code).toBe("ip_not_allowed");
    expect(await entryFor(org, requestIdOf(undeterminable))).toMatchObject({ status_code: 403, client_ip: null });

    const allowed = await call("/v1/utils/authtest", { token: key.secret, peer: "10.1.2.3" });
    expect(allowed.status).toBe(200);
    expect(await entryFor(org, requestIdOf(allowed))).toMatchObject({ status_code: 200, client_ip: "10.1.2.3" });
  });

  it("never stores request or response bodies", async () => {
    const org = await createOrg();
    const created = await callApi("post", "/v1/api-keys", {
      token: org.token,
      body: { name: "name-in-body-xyz" },
    });
    expectStatus(created, 201);
    const secret = created.body.secret;
    const revoked = await callApi("post", `/v1/api-keys/${created.body.id}/revoke`, {
      token: org.token,
      body: { reason: "reason-text-xyz" },
    });
    expect(revoked.status).toBe(200);
    const trimmed = await call("/v1/api-keys", {
      method: "POST",
      token: org.token,
      body: { name: "   body-name-xyz" },
    });
    expect(trimmed.status).toBe(201);
    const invalid = await call("/v1/api-keys", {
      method: "POST",
      token: org.token,
      body: { name: 42, note: "body-422-xyz" },
    });
    expect(invalid.status).toBe(422);

    const page = await readLog(org.token, "?limit=200");
    expect(page.items.length).toBeGreaterThanOrEqual(3);
    const served = JSON.stringify(page.items);
    const stored = JSON.stringify(await db().select().from(apiAuditLog).where(eq(apiAuditLog.orgId, org.orgId)));
    for (const text of [served, stored]) {
      for (const value of [
        "reason-text-xyz",
        "name-in-body-xyz",
        "body-name-xyz",
        "body-422-xyz",
        secret,
        secret.slice(3),
      ]) {
        expect(text).not.toContain(value);
      }
    }
  });
});

describe("GET /v1/system_audit_log", () => {
  it("pages newest first: {items, total, limit, offset}, default limit 50, total is the full filtered count", async () => {
    const org = await createOrg();
    const key = await createKey(org, { name: "pager" });
    // Each call is a millisecond after the one before, so "newest first" has one answer.
    const clock = stopClock();
    const requestIds: string[] = [];
    for (let index = 0; index < 54; index += 1) {
      const result = await call("/v1/utils/authtest", { token: key.secret });
      expect(result.status).toBe(200);
      requestIds.push(requestIdOf(result));
      clock.advance(1);
    }
    const newestFirst = [...requestIds].reverse();

    const page = await readLog(org.token);
    expect(Object.keys(page).sort()).toEqual(["items", "limit", "offset", "total"]);
    expect(page.limit).toBe(50);
    expect(page.offset).toBe(0);
    // 54 key calls plus the admin's key creation.
    expect(page.total).toBe(55);
    expect(page.items).toHaveLength(50);
    expect(page.items.map((item) => item.request_id)).toEqual(newestFirst.slice(0, 50));
    for (const item of page.items) {
      expect(Object.keys(item).sort()).toEqual(ITEM_FIELDS);
    }
    const times = page.items.map((item) => item.occurred_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const collected: string[] = [];
    for (const offset of [0, 20, 40]) {
      const chunk = await readLog(org.token, `?api_key_id=${key.id}&limit=20&offset=${offset}`);
      expect(chunk.total).toBe(54);
      expect(chunk.limit).toBe(20);
      expect(chunk.offset).toBe(offset);
      expect(chunk.items).toHaveLength(offset === 40 ? 14 : 20);
      collected.push(...chunk.items.map((item) => item.request_id));
    }
    expect(collected).toEqual(newestFirst);
    const beyond = await readLog(org.token, `?api_key_id=${key.id}&offset=54`);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(54);
  });

  it("limit is 1 to 200 (0 and 201 are 422); offset is at least 0", async () => {
    const org = await createOrg();
    for (const query of ["?limit=0", "?limit=201", "?limit=-1", "?limit=abc", "?offset=-1"] as const) {
      const result = await callApi("get", `/v1/system_audit_log${query}`, { token: org.token });
      expect(result.status, query).toBe(422);
      expectStatus(result, 422);
      expect(Array.isArray(result.body.detail), query).toBe(true);
      expect(result.body.detail[0]?.loc[0]).toBe("query");
      expect(typeof result.body.detail[0]?.msg).toBe("string");
    }
    const max = await readLog(org.token, "?limit=200");
    expect(max.limit).toBe(200);
    const one = await readLog(org.token, "?limit=1");
    expect(one.limit).toBe(1);
    expect(one.items).toHaveLength(1);
    // The five refused reads and the limit=200 read.
    expect(one.total).toBe(6);
  });

  it("filters by api_key_id, method, status_code and route, alone and combined", async () => {
    const org = await createOrg();
    interface Seen {
      requestId: string;
      method: string;
      status: number;
      route: string | null;
      keyId: string | null;
    }
    const seen: Seen[] = [];
    // Each call is a millisecond after the one before, so "newest first" has one answer.
    const clock = stopClock();
    const track = async (
      result: Pick<ApiResult, "status" | "headers">,
      method: string,
      route: string | null,
      keyId: string | null,
    ) => {
      seen.push({ requestId: requestIdOf(result), method, status: result.status, route, keyId });
      clock.advance(1);
      return result;
    };

    const alphaCreated = await callApi("post", "/v1/api-keys", { token: org.token, body: { name: "alpha" } });
    await track(alphaCreated, "POST", "/v1/api-keys", null);
    const betaCreated = await callApi("post", "/v1/api-keys", {
      token: org.token,
      body: { name: "beta", scopes: ["keys:manage"] },
    });
    await track(betaCreated, "POST", "/v1/api-keys", null);
    const alpha = bodyAt(alphaCreated, 201);
    const beta = bodyAt(betaCreated, 201);

    await track(await call("/v1/utils/authtest", { token: alpha.secret }), "GET", "/v1/utils/authtest", alpha.id);
    await track(await call("/v1/utils/authtest", { token: beta.secret }), "GET", "/v1/utils/authtest", beta.id);
    await track(await call("/v1/api-keys", { token: alpha.secret }), "GET", "/v1/api-keys", alpha.id);
    await track(await call("/v1/api-keys", { token: beta.secret }), "GET", "/v1/api-keys", beta.id);
    await track(
      await call(`/v1/api-keys/${"f".repeat(32)}/revoke`, { method: "POST", token: beta.secret, body: {} }),
      "POST",
      "/v1/api-keys/{api_key_id}/revoke",
      beta.id,
    );
    await track(await call("/v1/nowhere", { token: alpha.secret }), "GET", null, alpha.id);
    expect(seen.map((entry) => entry.status)).toEqual([201, 201, 200, 200, 403, 200, 404, 404]);

    const cases: [string, (entry: Seen) => boolean][] = [
      [`api_key_id=${alpha.id}`, (entry) => entry.keyId === alpha.id],
      [`api_key_id=${beta.id}`, (entry) => entry.keyId === beta.id],
      [`api_key_id=${"0".repeat(32)}`, () => false],
      ["method=POST", (entry) => entry.method === "POST"],
      ["method=GET", (entry) => entry.method === "GET"],
      ["method=DELETE", () => false],
      ["status_code=403", (entry) => entry.status === 403],
      ["status_code=404", (entry) => entry.status === 404],
      ["status_code=200", (entry) => entry.status === 200],
      ["status_code=500", () => false],
      [`route=${encodeURIComponent("/v1/utils/authtest")}`, (entry) => entry.route === "/v1/utils/authtest"],
      [`route=${encodeURIComponent("/v1/api-keys")}`, (entry) => entry.route === "/v1/api-keys"],
      [
        `route=${encodeURIComponent("/v1/api-keys/{api_key_id}/revoke")}`,
        (entry) => entry.route === "/v1/api-keys/{api_key_id}/revoke",
      ],
      [
        `api_key_id=${alpha.id}&method=GET&status_code=404`,
        (entry) => entry.keyId === alpha.id && entry.method === "GET" && entry.status === 404,
      ],
      [
        `method=GET&route=${encodeURIComponent("/v1/api-keys")}`,
        (entry) => entry.method === "GET" && entry.route === "/v1/api-keys",
      ],
    ];
    for (const [query, matches] of cases) {
      const expected = seen
        .filter(matches)
        .map((entry) => entry.requestId)
        .reverse();
      const result = await callApi("get", `/v1/system_audit_log?${query}&limit=200`, { token: org.token });
      expect(result.status, query).toBe(200);
      expectStatus(result, 200);
      expect(
        result.body.items.map((item) => item.request_id),
        query,
      ).toEqual(expected);
      expect(result.body.total, query).toBe(expected.length);
      // The read itself is audited too; later expectations must count it.
      await track(result, "GET", "/v1/system_audit_log", null);
    }
  });

  it("start_time and end_time are inclusive Unix seconds", async () => {
    const org = await createOrg();
    const key = await createKey(org, { name: "timed" });
    const base = 1_700_000_000;
    // Times in milliseconds: one entry well before, two inside second `base`, one at base+1, one well after.
    const placements = [
      (base - 100) * 1000,
      base * 1000 + 500,
      (base + 1) * 1000,
      (base + 100) * 1000,
      base * 1000 + 999,
    ];
    const ids: string[] = [];
    for (const at of placements) {
      const result = await call("/v1/utils/authtest", { token: key.secret });
      expect(result.status).toBe(200);
      const requestId = requestIdOf(result);
      await flushAuditLog();
      await db()
        .update(apiAuditLog)
        .set({ occurredAt: new Date(at) })
        .where(eq(apiAuditLog.requestId, requestId));
      ids.push(requestId);
    }
    const [early, mid, next, late, endOfSecond] = ids;

    const all = await readLog(org.token, `?api_key_id=${key.id}`);
    expect(all.items.map((item) => item.request_id)).toEqual([late, next, endOfSecond, mid, early]);
    expect(all.items.map((item) => item.occurred_at)).toEqual([base + 100, base + 1, base, base, base - 100]);

    const cases: [string, (string | undefined)[]][] = [
      [`start_time=${base}`, [late, next, endOfSecond, mid]],
      [`end_time=${base}`, [endOfSecond, mid, early]],
      [`start_time=${base}&end_time=${base}`, [endOfSecond, mid]],
      [`start_time=${base + 1}&end_time=${base + 1}`, [next]],
      [`start_time=${base - 100}&end_time=${base - 100}`, [early]],
      [`start_time=${base - 99}&end_time=${base + 99}`, [next, endOfSecond, mid]],
      [`start_time=${base + 101}`, []],
      [`end_time=${base - 101}`, []],
      [`start_time=${base + 2}&end_time=${base + 99}`, []],
    ];
    for (const [query, expected] of cases) {
      const page = await readLog(org.token, `?api_key_id=${key.id}&${query}`);
      expect(
        page.items.map((item) => item.request_id),
        query,
      ).toEqual(expected);
      expect(page.total, query).toBe(expected.length);
    }
  });
});

describe("audit log access", () => {
  it("allows audit:read keys and member, siloed member, admin and guest tokens; refuses the rest", async () => {
    const org = await createOrg();
    const auditor = await createKey(org, { name: "auditor", scopes: ["audit:read"] });
    const manager = await createKey(org, { name: "manager", scopes: ["keys:manage"] });
    const standard = await createKey(org, { name: "standard" });
    const roleToken = async (role: Parameters<typeof createMember>[1]) => (await createMember(org, role)).token;
    const allowed = [
      auditor.secret,
      org.token,
      await roleToken("org:member"),
      await roleToken("org:siloed_member"),
      await roleToken("org:guest"),
    ];
    const serviceAccount = await roleToken("org:service_account");
    const auxiliary = await roleToken("org:auxiliary_member");

    for (const path of ["/v1/system_audit_log", "/v1/system_audit_log/metadata"]) {
      for (const token of allowed) {
        const result = await call(path, { token });
        expect(result.status, `${path} ${result.text}`).toBe(200);
      }
      for (const token of [manager.secret, standard.secret]) {
        const result = await call<unknown>(path, { token });
        expect(result.status, path).toBe(403);
        expect(errorDetail(result.body).code, path).toBe("insufficient_scope");
      }
      const service = await call<unknown>(path, { token: serviceAccount });
      expect(service.status, path).toBe(403);
      expect(errorDetail(service.body).code, path).toBe("insufficient_role");
      const aux = await call<unknown>(path, { token: auxiliary });
      expect([aux.status, aux.body], path).toEqual([401, { detail: "Unauthorized role." }]);
    }

    // An audit:read key sees the whole organization's log, including dashboard calls.
    const page = await readLog(auditor.secret, "?limit=200");
    const keyIds = new Set(page.items.map((item) => item.api_key_id));
    expect(keyIds).toEqual(new Set([null, auditor.id, manager.id, standard.id]));
  });
});

describe("GET /v1/system_audit_log/metadata and organization isolation", () => {
  it("reports the routes, methods, status codes and keys seen in the organization's own log only", async () => {
    const [orgA, orgB] = await Promise.all([createOrg("Audit A"), createOrg("Audit B")]);

    const createdA = await callApi("post", "/v1/api-keys", { token: orgA.token, body: { name: "meta-key" } });
    expectStatus(createdA, 201);
    const keyA = createdA.body;
    expect((await call("/v1/utils/authtest", { token: keyA.secret })).status).toBe(200);
    expect((await call("/v1/nope", { token: keyA.secret })).status).toBe(404);
    expect((await call("/v1/api-keys", { token: keyA.secret })).status).toBe(403);
    expect((await call(`/v1/org/${orgA.orgId}`, { token: orgA.token })).status).toBe(200);

    const createdB = await callApi("post", "/v1/api-keys", { token: orgB.token, body: { name: "other-org-key" } });
    expectStatus(createdB, 201);
    const keyB = createdB.body;
    const bRequests = [
      await call("/v1/utils/authtest?x=1", { token: keyB.secret }),
      await call("/v1/b-only", { method: "DELETE", token: keyB.secret }),
      await call(`/v1/api-keys/${"e".repeat(32)}/revoke`, { method: "POST", token: orgB.token, body: {} }),
      await call(`/v1/org/${orgB.orgId}`, { method: "POST", token: orgB.token, body: { api_ip_allowlist: ["bad"] } }),
    ];
    expect(bRequests.map((result) => result.status)).toEqual([200, 404, 404, 422]);

    const metaA = await callApi("get", "/v1/system_audit_log/metadata", { token: orgA.token });
    expectStatus(metaA, 200);
    expect(Object.keys(metaA.body).sort()).toEqual(["api_keys", "methods", "routes", "status_codes"]);
    expect(sorted(metaA.body.routes)).toEqual(["/v1/api-keys", "/v1/org/{org_id}", "/v1/utils/authtest"]);
    expect(sorted(metaA.body.methods)).toEqual(["GET", "POST"]);
    expect([...metaA.body.status_codes].sort((a, b) => a - b)).toEqual([200, 201, 403, 404]);
    expect(metaA.body.api_keys).toEqual([{ id: keyA.id, name: "meta-key" }]);

    // The metadata read is itself in the log now.
    const again = bodyAt(await callApi("get", "/v1/system_audit_log/metadata", { token: orgA.token }), 200);
    expect(sorted(again.routes)).toEqual([
      "/v1/api-keys",
      "/v1/org/{org_id}",
      "/v1/system_audit_log/metadata",
      "/v1/utils/authtest",
    ]);

    const metaB = await callApi("get", "/v1/system_audit_log/metadata", { token: orgB.token });
    expectStatus(metaB, 200);
    expect(sorted(metaB.body.routes)).toEqual([
      "/v1/api-keys",
      "/v1/api-keys/{api_key_id}/revoke",
      "/v1/org/{org_id}",
      "/v1/utils/authtest",
    ]);
    expect(sorted(metaB.body.methods)).toEqual(["DELETE", "GET", "POST"]);
    expect([...metaB.body.status_codes].sort((a, b) => a - b)).toEqual([200, 201, 404, 422]);
    expect(metaB.body.api_keys).toEqual([{ id: keyB.id, name: "other-org-key" }]);

    const bIds = new Set([requestIdOf(createdB), ...bRequests.map(requestIdOf)]);
    const pageA = await readLog(orgA.token, "?limit=200");
    expect(pageA.items.length).toBeGreaterThan(0);
    for (const item of pageA.items) {
      expect(bIds.has(item.request_id)).toBe(false);
      expect([null, keyA.id]).toContain(item.api_key_id);
      expect([null, orgA.userId]).toContain(item.user_id);
    }
    const crossFilter = await readLog(orgA.token, `?api_key_id=${keyB.id}`);
    expect([crossFilter.items, crossFilter.total]).toEqual([[], 0]);
    const pageB = await readLog(orgB.token, "?limit=200");
    expect(sorted(pageB.items.map((item) => item.request_id))).toEqual(sorted([...bIds, requestIdOf(metaB)]));
  });
});
