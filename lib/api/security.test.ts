import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/api/openapi";
import { flushAuditLog } from "@/lib/audit/api-calls";
import { apiAuditLog } from "@/lib/audit/tables";
import { db } from "@/lib/db/client";
import { createKey, createMember, createOrg, expireKey, type TestKey, type TestOrg } from "@/lib/testing/fixtures";
import { call } from "@/lib/testing/http";
import { dashboardOnlyRoutes, pathParamFixtures, scopedRoutes, sharedPathParams } from "@/lib/testing/route-policies";

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

interface Operation {
  method: string;
  template: string;
  params: string[];
}

function v1Operations(): Operation[] {
  const paths = openApiDocument().paths ?? {};
  return Object.entries(paths)
    .filter(([template]) => template.startsWith("/v1/"))
    .flatMap(([template, item]) =>
      METHODS.filter((method) => item && method in item).map((method) => ({
        method: method.toUpperCase(),
        template,
        params: [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? ""),
      })),
    );
}

const operations = v1Operations();
const label = (op: Operation) => `${op.method} ${op.template}`;
const fill = (op: Operation, values: Record<string, string>) =>
  op.template.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? `unknown_${name}`);
const bodyFor = (op: Operation) => (["POST", "PUT", "PATCH"].includes(op.method) ? {} : undefined);

const INVALID = { detail: "Invalid or expired API key." };
const NOT_AUTHENTICATED = { detail: "Not authenticated." };

describe("security suite: every /v1 route", () => {
  let org: TestOrg;
  let other: TestOrg;
  let standardKey: TestKey;
  let revokedKey: TestKey;
  let expiredKey: TestKey;
  let auxiliaryToken: string;
  const ownIds: Record<string, string> = {};
  const foreignIds: Record<string, string> = {};

  beforeAll(async () => {
    [org, other] = await Promise.all([createOrg("Security A"), createOrg("Security B")]);
    standardKey = await createKey(org, { name: "standard" });
    revokedKey = await createKey(org, { name: "revoked" });
    expiredKey = await createKey(org, { name: "expired", seconds: 3600 });
    await call(`/v1/api-keys/${revokedKey.id}/revoke`, { method: "POST", token: org.token });
    await expireKey(expiredKey.id);
    auxiliaryToken = (await createMember(org, "org:auxiliary_member")).token;
    for (const [name, make] of Object.entries(pathParamFixtures)) {
      ownIds[name] = await make(org);
      foreignIds[name] = await make(other);
    }
  });

  it("covers the routes of the API", () => {
    expect(operations.length).toBeGreaterThan(10);
    const params = new Set(operations.flatMap((op) => op.params));
    for (const param of params) {
      expect(pathParamFixtures, `a fixture for path parameter ${param}`).toHaveProperty(param);
    }
  });

  it.each(operations.map((op) => [label(op), op] as const))("%s rejects bad credentials", async (_, op) => {
    const path = fill(op, ownIds);
    const auditRowsBefore = await auditCount(org.orgId);
    const send = (headers: Record<string, string>, token?: string) =>
      call(path, { method: op.method, headers, token, body: bodyFor(op) });

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
    for (const token of [revokedKey.secret, expiredKey.secret, "not-a-jwt", `${org.token}x`]) {
      const result = await send({}, token);
      expect([result.status, result.body]).toEqual([401, INVALID]);
    }
    const auxiliary = await send({}, auxiliaryToken);
    expect([auxiliary.status, auxiliary.body]).toEqual([401, { detail: "Unauthorized role." }]);
    // Requests that fail authentication are never audited.
    expect(await auditCount(org.orgId)).toBe(auditRowsBefore);
  });

  it.each(operations.map((op) => [label(op), op] as const))(
    "%s enforces scopes and roles for ak_ keys",
    async (_, op) => {
      const result = await call(fill(op, ownIds), { method: op.method, token: standardKey.secret, body: bodyFor(op) });
      const scope = scopedRoutes[label(op)];
      if (dashboardOnlyRoutes.has(label(op))) {
        expect([result.status, result.body]).toEqual([401, { detail: "Unauthorized role." }]);
      } else if (scope) {
        expect(result.status).toBe(403);
        expect(result.body.detail.code).toBe("insufficient_scope");
      } else {
        expect([401, 403]).not.toContain(result.status);
      }
    },
  );

  const ownedParamOperations = operations.filter((op) => op.params.some((param) => !sharedPathParams.has(param)));
  it.each(ownedParamOperations.map((op) => [label(op), op] as const))(
    "%s answers 404 for another organization's resource",
    async (_, op) => {
      const result = await call(fill(op, foreignIds), { method: op.method, token: org.token, body: bodyFor(op) });
      expect(result.status).toBe(404);
      expect(result.body.detail.code).toMatch(/_not_found$/);
    },
  );
});

async function auditCount(orgId: string): Promise<number> {
  await flushAuditLog();
  const [row] = await db().select({ total: count() }).from(apiAuditLog).where(eq(apiAuditLog.orgId, orgId));
  return row?.total ?? 0;
}
