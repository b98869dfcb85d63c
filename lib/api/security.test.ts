import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type AccessExtension, type AccessPolicy, policyFromExtension } from "@/lib/api/access-policy";
import type { OrgRole, Scope } from "@/lib/api/context";
import { flushAuditLog } from "@/lib/audit/api-calls";
import { apiAuditLog } from "@/lib/audit/tables";
import { secondStatuses } from "@/lib/contract/error-codes";
import { db } from "@/lib/db/client";
import { createKey, createMember, createOrg, expireKey, type TestKey, type TestOrg } from "@/lib/testing/fixtures";
import { call, errorDetail } from "@/lib/testing/http";
import { documentOperations } from "@/lib/testing/openapi-operations";
import { pathParamFixtures, sharedPathParams, targetTypeIdParams } from "@/lib/testing/route-policies";

interface Operation {
  method: string;
  template: string;
  params: string[];
  /** Query parameter names. */
  query: string[];
  /** The JSON body's top-level fields and which of them are required. */
  body: { fields: string[]; required: string[] };
  /** The route's declared access policy (`x-access`), if any. */
  access: AccessExtension | undefined;
}

function v1Operations(): Operation[] {
  return documentOperations("/v1/").map((op) => {
    const json = op.body?.contentType === "application/json" ? op.body.schema : undefined;
    return {
      ...op,
      query: op.query.map((parameter) => parameter.name),
      body: { fields: Object.keys(json?.properties ?? {}), required: json?.required ?? [] },
    };
  });
}

const operations = v1Operations();
const label = (op: Operation) => `${op.method} ${op.template}`;
const fill = (op: Operation, values: Record<string, string>) =>
  op.template.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? `unknown_${name}`);
const bodyFor = (op: Operation) => (["POST", "PUT", "PATCH"].includes(op.method) ? {} : undefined);

const INVALID = { detail: "Invalid or expired API key." };
const NOT_AUTHENTICATED = { detail: "Not authenticated." };
const UNAUTHORIZED_ROLE = { detail: "Unauthorized role." };

/** The credentials every route is tried with. */
type Credential =
  | { label: string; kind: "api_key"; scopes: Scope[]; secret: string }
  | { label: string; kind: "dashboard"; role: OrgRole; token: string };

/** What `policy` answers `credential`: allowed, or the exact refusal. */
type Outcome = "allowed" | { status: 401; body: typeof UNAUTHORIZED_ROLE } | { status: 403; code: string };

function expectedOutcome(policy: AccessPolicy, credential: Credential): Outcome {
  if (credential.kind === "api_key") {
    if (policy.keys === false) {
      return { status: 401, body: UNAUTHORIZED_ROLE };
    }
    if (typeof policy.keys === "object" && !credential.scopes.includes(policy.keys.scope)) {
      return { status: 403, code: "insufficient_scope" };
    }
    return "allowed";
  }
  // The path's user_id is never the caller's own here, so self_or_user_manager allows no one more.
  return policy.roles.includes(credential.role) ? "allowed" : { status: 403, code: "insufficient_role" };
}

const DASHBOARD_ROLES: OrgRole[] = ["org:member", "org:siloed_member", "org:guest", "org:service_account"];

describe("security suite: every /v1 route", () => {
  let org: TestOrg;
  let other: TestOrg;
  let standardKey: TestKey;
  let revokedKey: TestKey;
  let expiredKey: TestKey;
  let auxiliaryToken: string;
  const credentials: Credential[] = [];
  /** Non-admin members whose own user_id a self-service rule is tried with (their sessions may end). */
  const selfServiceMembers: { role: OrgRole; userId: string; token: string }[] = [];
  const ownIds: Record<string, string> = {};
  const foreignIds: Record<string, string> = {};

  beforeAll(async () => {
    [org, other] = await Promise.all([createOrg("Security A"), createOrg("Security B")]);
    standardKey = await createKey(org, { name: "standard" });
    revokedKey = await createKey(org, { name: "revoked" });
    expiredKey = await createKey(org, { name: "expired", seconds: 3600 });
    const keysManageKey = await createKey(org, { name: "keys:manage", scopes: ["keys:manage"] });
    const auditReadKey = await createKey(org, { name: "audit:read", scopes: ["audit:read"] });
    await call(`/v1/api-keys/${revokedKey.id}/revoke`, { method: "POST", token: org.token });
    await expireKey(expiredKey.id);
    auxiliaryToken = (await createMember(org, "org:auxiliary_member")).token;
    credentials.push(
      { label: "standard ak_ key", kind: "api_key", scopes: [], secret: standardKey.secret },
      { label: "keys:manage ak_ key", kind: "api_key", scopes: ["keys:manage"], secret: keysManageKey.secret },
      { label: "audit:read ak_ key", kind: "api_key", scopes: ["audit:read"], secret: auditReadKey.secret },
      { label: "admin token", kind: "dashboard", role: "org:admin", token: org.token },
    );
    const [members, selfServers] = await Promise.all([
      Promise.all(DASHBOARD_ROLES.map((role) => createMember(org, role))),
      Promise.all(DASHBOARD_ROLES.map((role) => createMember(org, role))),
    ]);
    DASHBOARD_ROLES.forEach((role, index) => {
      credentials.push({ label: `${role} token`, kind: "dashboard", role, token: members[index]?.token ?? "" });
      selfServiceMembers.push({
        role,
        userId: selfServers[index]?.userId ?? "",
        token: selfServers[index]?.token ?? "",
      });
    });
    for (const [name, make] of Object.entries(pathParamFixtures)) {
      [ownIds[name], foreignIds[name]] = await Promise.all([make(org), make(other)]);
    }
  });

  it("covers the routes of the API, each with a declared access policy", () => {
    expect(operations.length).toBeGreaterThan(10);
    const params = new Set(operations.flatMap((op) => op.params));
    for (const param of params) {
      expect(pathParamFixtures, `a fixture for path parameter ${param}`).toHaveProperty(param);
    }
    expect(operations.filter((op) => !op.access).map(label), "operations without x-access").toEqual([]);
  });

  it.each(operations.map((op) => [label(op), op] as const))("%s rejects bad credentials", async (_, op) => {
    const path = fill(op, ownIds);
    const auditRowsBefore = await auditCount(org.orgId);
    const send = (headers: Record<string, string>, token?: string) =>
      call<unknown>(path, { method: op.method, headers, token, body: bodyFor(op) });

    const none = await send({});
    expect(none.status).toBe(401);
    expect(none.body).toEqual(NOT_AUTHENTICATED);
    expect(none.headers.get("www-authenticate")).toBe("Bearer");
    expect(none.headers.get("x-request-id")).toMatch(/^req_/);

    expect((await send({ authorization: `Basic ${Buffer.from("a:b").toString("base64")}` })).body).toEqual(
      NOT_AUTHENTICATED,
    );
    const unknown = await send({}, `ak_${randomBytes(16).toString("hex")}_${randomBytes(32).toString("base64url")}`);
    expect([unknown.status, unknown.body]).toEqual([401, INVALID]);
    const results = await Promise.all(
      [revokedKey.secret, expiredKey.secret, "not-a-jwt", `${org.token}x`].map((token) => send({}, token)),
    );
    for (const result of results) {
      expect([result.status, result.body]).toEqual([401, INVALID]);
    }
    const auxiliary = await send({}, auxiliaryToken);
    expect([auxiliary.status, auxiliary.body]).toEqual([401, UNAUTHORIZED_ROLE]);
    // Requests that fail authentication are never audited.
    expect(await auditCount(org.orgId)).toBe(auditRowsBefore);
  });

  // Before the credential matrix, which may archive or revoke the own fixtures.
  const ownedParamsOf = (op: Operation) => op.params.filter((param) => !sharedPathParams.has(param));
  const nestedOperations = operations.filter((op) => ownedParamsOf(op).length >= 2);
  it.each(nestedOperations.map((op) => [label(op), op] as const))(
    "%s answers 404 for another organization's child under an own parent",
    async (_, op) => {
      const owned = ownedParamsOf(op);
      const results = await Promise.all(
        owned.slice(1).map(async (child) => {
          const values = { ...ownIds, [child]: foreignIds[child] ?? "" };
          return call<unknown>(fill(op, values), { method: op.method, token: org.token, body: bodyFor(op) });
        }),
      );
      for (const result of results) {
        expect(result.status).toBe(404);
        expect(errorDetail(result.body).code).toMatch(/_not_found$/);
      }
    },
  );

  const targetOperations = operations.filter((op) => op.params.includes("target_type"));
  it.each(targetOperations.map((op) => [label(op), op] as const))(
    "%s answers 404 for another organization's record of each own target type",
    async (_, op) => {
      for (const [targetType, idParam] of Object.entries(targetTypeIdParams)) {
        const values = { ...ownIds, target_type: targetType, target_id: foreignIds[idParam] ?? "" };
        const result = await call<unknown>(fill(op, values), {
          method: op.method,
          token: org.token,
          body: bodyFor(op),
        });
        expect([targetType, result.status]).toEqual([targetType, 404]);
        expect(errorDetail(result.body).code).toBe(`${targetType}_not_found`);
      }
    },
  );

  // A filter naming another organization's record never reveals anything: 404 `_not_found` or an
  // empty page (own workflow runs filtered by a foreign workflow, own findings by a foreign vendor...).
  const ownedFilter = (name: string) => name in pathParamFixtures && !sharedPathParams.has(name);
  const filteredOperations = operations.filter((op) => op.method === "GET" && op.query.some(ownedFilter));
  it.each(filteredOperations.map((op) => [label(op), op] as const))(
    "%s finds nothing when a filter names another organization's record",
    async (_, op) => {
      const path = fill(op, ownIds);
      const results = await Promise.all(
        op.query.filter(ownedFilter).map(async (name) => {
          const query = new URLSearchParams({ [name]: foreignIds[name] ?? "" });
          return { name, result: await call<unknown>(`${path}?${query}`, { token: org.token }) };
        }),
      );
      for (const { name, result } of results) {
        const what = `${name}: ${result.status} ${result.text.slice(0, 200)}`;
        if (result.status === 404) {
          expect(errorDetail(result.body).code, what).toMatch(/_not_found$/);
        } else {
          // A page ({items|data, total}), a bare list ({items}) or counts ({total, ...}): nothing either way.
          expect(result.status, what).toBe(200);
          const { items, total } = pageParts(result.body);
          expect(items !== undefined || total !== undefined, what).toBe(true);
          expect([items ?? [], total ?? 0], what).toEqual([[], 0]);
        }
      }
    },
  );

  // A body naming another organization's record under an own parent (own webhook, foreign event):
  // tried where every required field names an owned record, so the body is otherwise valid.
  const bodyChildOperations = operations.filter(
    (op) => op.body.fields.some(ownedFilter) && op.body.required.every(ownedFilter),
  );
  it.each(bodyChildOperations.map((op) => [label(op), op] as const))(
    "%s refuses a body naming another organization's record",
    async (_, op) => {
      const owned = op.body.fields.filter(ownedFilter);
      const results = await Promise.all(
        owned.map(async (field) => {
          const body = { ...Object.fromEntries(owned.map((name) => [name, ownIds[name]])), [field]: foreignIds[field] };
          return {
            field,
            result: await call<unknown>(fill(op, ownIds), { method: op.method, token: org.token, body }),
          };
        }),
      );
      for (const { field, result } of results) {
        const what = `${field}: ${result.status} ${result.text.slice(0, 200)}`;
        expect([400, 404], what).toContain(result.status);
        // A not-found code the specification answers with 400 in one place (contract records' vendor_id).
        const { code } = errorDetail(result.body);
        const notFoundAs400 = (secondStatuses as Record<string, number>)[code] === 400;
        expect(code, what).toMatch(result.status === 404 || notFoundAs400 ? /_not_found$/ : /^invalid_/);
      }
    },
  );

  const ownedParamOperations = operations.filter((op) => ownedParamsOf(op).length > 0);
  it.each(ownedParamOperations.map((op) => [label(op), op] as const))(
    "%s answers 404 for another organization's resource",
    async (_, op) => {
      const result = await call<unknown>(fill(op, foreignIds), {
        method: op.method,
        token: org.token,
        body: bodyFor(op),
      });
      expect(result.status).toBe(404);
      expect(errorDetail(result.body).code).toMatch(/_not_found$/);
    },
  );

  it.each(operations.map((op) => [label(op), op] as const))(
    "%s answers every credential as its access policy says",
    async (_, op) => {
      expect(op.access, "x-access").toBeDefined();
      const policy = policyFromExtension(op.access as AccessExtension);
      const path = fill(op, ownIds);
      const results = await Promise.all(
        credentials.map(async (credential) => {
          const token = credential.kind === "api_key" ? credential.secret : credential.token;
          const result = await call<unknown>(path, { method: op.method, token, body: bodyFor(op) });
          return { credential, result, expected: expectedOutcome(policy, credential) };
        }),
      );
      for (const { credential, result, expected } of results) {
        const what = `${credential.label}: ${result.status} ${result.text.slice(0, 200)}`;
        if (expected === "allowed") {
          expectAllowed(result, what);
        } else if (expected.status === 401) {
          expect([result.status, result.body], what).toEqual([401, expected.body]);
          expect(result.headers.get("www-authenticate"), what).toBe("Bearer");
        } else {
          expect(result.status, what).toBe(403);
          expect(errorDetail(result.body).code, what).toBe(expected.code);
        }
      }
    },
  );

  const scopeGrantOperations = operations.filter((op) => op.access?.rule === "scope_grant_only_if_admin");
  it.each(scopeGrantOperations.map((op) => [label(op), op] as const))(
    "%s grants scopes only to an admin dashboard token",
    async (_, op) => {
      const body = { name: "scope grant", scopes: ["audit:read"] };
      const results = await Promise.all(
        credentials.map(async (credential) => {
          const token = credential.kind === "api_key" ? credential.secret : credential.token;
          return { credential, result: await call<unknown>(fill(op, ownIds), { method: op.method, token, body }) };
        }),
      );
      for (const { credential, result } of results) {
        const what = `${credential.label}: ${result.status} ${result.text.slice(0, 200)}`;
        if (credential.kind === "dashboard" && credential.role === "org:admin") {
          expectAllowed(result, what);
        } else {
          expect([result.status, errorDetail(result.body).code], what).toEqual([403, "scope_grant_forbidden"]);
        }
      }
    },
  );

  const selfServiceOperations = operations.filter((op) => op.access?.rule === "self_or_user_manager");
  it.each(selfServiceOperations.map((op) => [label(op), op] as const))(
    "%s lets every dashboard user act on their own user_id",
    async (_, op) => {
      expect(op.params).toContain("user_id");
      for (const member of selfServiceMembers) {
        const result = await call<unknown>(fill(op, { ...ownIds, user_id: member.userId }), {
          method: op.method,
          token: member.token,
          body: bodyFor(op),
        });
        expectAllowed(result, `${member.role}: ${result.status} ${result.text}`);
      }
    },
  );
});

/** An allowed call is neither refused (401, 403) nor a server error: a 500 is no pass. */
function expectAllowed(result: { status: number }, what: string): void {
  expect([401, 403], what).not.toContain(result.status);
  expect(result.status, what).toBeLessThan(500);
}

/** The `items` (or `data`) and `total` of a page answer, undefined where it has none. */
function pageParts(body: unknown): { items: unknown; total: unknown } {
  const page = typeof body === "object" && body !== null ? body : {};
  const items = "items" in page ? page.items : undefined;
  const data = "data" in page ? page.data : undefined;
  return { items: items ?? data, total: "total" in page ? page.total : undefined };
}

async function auditCount(orgId: string): Promise<number> {
  await flushAuditLog();
  const [row] = await db().select({ total: count() }).from(apiAuditLog).where(eq(apiAuditLog.orgId, orgId));
  return row?.total ?? 0;
}
