import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { policyFromExtension } from "@/lib/api/access-policy";
import { flushAuditLog } from "@/lib/audit/api-calls";
import { apiScopes } from "@/lib/contract/api-scopes";
import { createKey, createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import {
  type Fixtures,
  mutantValue,
  oddJsonText,
  oddValue,
  pathSegment,
  queryValues,
  validValue,
} from "@/lib/testing/fuzz-arbitraries";
import { call, callApi, expectStatus } from "@/lib/testing/http";
import {
  type DocumentOperation,
  documentOperations,
  documentSchemas,
  type JsonSchema,
  resolveSchema,
} from "@/lib/testing/openapi-operations";
import { pathParamFixtures } from "@/lib/testing/route-policies";

/**
 * The fuzz pass: every operation of the OpenAPI document gets requests derived from its schemas —
 * valid-shaped bodies, the same with odd leaves, odd values and broken JSON, odd path segments and
 * query values (NUL, lone surrogates, bad percent-encoding, huge numbers) — with an admin session
 * token or an API key holding every scope, on one throwaway organization. No answer may be a 5xx.
 *
 * The generator is seeded: FUZZ_SEED=<n> replays a run (or explores another); a failure names the
 * seed, the operation and the request.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_201);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 10);

type Credential = "admin" | "key" | "none";

interface FuzzRequest {
  credential: Credential;
  path: string;
  query: [string, string[]][];
  body: { json: unknown } | { text: string } | { form: Record<string, unknown> } | undefined;
}

const schemas = documentSchemas();
const resolve = (schema: JsonSchema) => resolveSchema(schema, schemas);

// The organization's own settings last: a fuzzed update may switch modules off or set an IP allowlist.
const isOrgSettings = (op: DocumentOperation) => op.template === "/v1/org/{org_id}" && op.method === "POST";
const operations = documentOperations("/").sort((a, b) => Number(isOrgSettings(a)) - Number(isOrgSettings(b)));
const label = (op: DocumentOperation) => `${op.method} ${op.template}`;

/** A seed of its own per operation, so one operation's requests do not depend on the others'. */
function operationSeed(op: DocumentOperation): number {
  let hash = SEED | 0;
  for (const char of label(op)) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  }
  return hash;
}

function credentialsFor(op: DocumentOperation): Credential[] {
  if (!op.template.startsWith("/v1/")) {
    return ["none"];
  }
  if (!op.access) {
    return ["admin"];
  }
  const policy = policyFromExtension(op.access);
  const allowed: Credential[] = [];
  if (policy.roles.includes("org:admin")) {
    allowed.push("admin");
  }
  if (policy.keys !== false) {
    allowed.push("key");
  }
  return allowed.length > 0 ? allowed : ["admin"];
}

function bodyArbitrary(op: DocumentOperation, fixtures: Fixtures): fc.Arbitrary<FuzzRequest["body"]> {
  if (!op.body) {
    return fc.constant(undefined);
  }
  const { schema, contentType } = op.body;
  if (contentType !== "application/json") {
    return fc
      .oneof(
        { weight: 2, arbitrary: validValue(schema, resolve, fixtures) },
        { weight: 1, arbitrary: mutantValue(schema, resolve, fixtures) },
      )
      .map((form) => ({ form: form !== null && typeof form === "object" ? (form as Record<string, unknown>) : {} }));
  }
  return fc.oneof(
    { weight: 3, arbitrary: validValue(schema, resolve, fixtures).map((json) => ({ json })) },
    { weight: 4, arbitrary: mutantValue(schema, resolve, fixtures).map((json) => ({ json })) },
    { weight: 1, arbitrary: oddValue.map((json) => ({ json })) },
    { weight: 1, arbitrary: oddJsonText.map((text) => ({ text })) },
  );
}

function requestArbitrary(op: DocumentOperation, fixtures: Fixtures): fc.Arbitrary<FuzzRequest> {
  const segments = fc.tuple(...op.params.map((name) => pathSegment(fixtures[name])));
  const declared = op.query.map((parameter) =>
    fc.option(
      queryValues(parameter.schema, resolve, fixtures, parameter.name).map(
        (values) => [parameter.name, values] as [string, string[]],
      ),
      { freq: 2 },
    ),
  );
  const undeclared = fc.option(
    fc.tuple(fc.constantFrom("a%00", "%ED%A0%80", "__proto__", "%FF", "x".repeat(500)), fc.constant(["1"])),
    { freq: 6 },
  );
  return fc.record({
    credential: fc.constantFrom(...credentialsFor(op)),
    path: segments.map((values) => {
      let index = 0;
      return op.template.replace(/\{[^}]+\}/g, () => values[index++] ?? "");
    }),
    query: fc
      .tuple(fc.tuple(...declared), undeclared)
      .map(([pairs, extra]) => [...pairs, extra].filter((pair): pair is [string, string[]] => pair !== null)),
    body: bodyArbitrary(op, fixtures),
  });
}

function formData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (name === "file") {
        form.append(name, new Blob([String(item)]), typeof item === "string" ? item : "fuzz.txt");
      } else {
        form.append(name, typeof item === "string" ? item : (JSON.stringify(item) ?? ""));
      }
    }
  }
  if (!form.has("file")) {
    form.append("file", new Blob(["fuzz"]), "fuzz.txt");
  }
  return form;
}

describe("fuzz: no 5xx from any operation of the OpenAPI document", () => {
  let org: TestOrg;
  let tokens: Record<Credential, string | undefined>;
  const fixtures: Fixtures = {};

  beforeAll(async () => {
    org = await createOrg("Fuzz");
    const key = await createKey(org, { name: "fuzz, every scope", scopes: [...apiScopes] });
    tokens = { admin: org.token, key: key.secret, none: undefined };
    // One vendor's children, so nested paths (a site of this vendor) find their records.
    const vendorId = (await createVendor(org)).id;
    fixtures.vendor_id = vendorId;
    for (const [name, make] of Object.entries(pathParamFixtures)) {
      fixtures[name] ??= await make(org, vendorId);
    }
  }, 120_000);

  async function send(op: DocumentOperation, request: FuzzRequest) {
    const search = request.query.flatMap(([name, values]) => values.map((value) => `${name}=${value}`)).join("&");
    const url = search ? `${request.path}?${search}` : request.path;
    const body = request.body;
    const result = await call(url, {
      method: op.method,
      token: tokens[request.credential],
      ...(body === undefined
        ? {}
        : "json" in body
          ? { body: body.json ?? null }
          : "text" in body
            ? { rawBody: body.text, headers: { "content-type": "application/json" } }
            : { rawBody: formData(body.form) }),
    });
    return { url, result };
  }

  it("covers every operation, the gated modules' included", () => {
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.map(label)).toEqual(
      expect.arrayContaining(["GET /v1/vendors/{vendor_id}/sites", "POST /v1/zero_touch_assessment"]),
    );
  });

  it.each(operations.map((op) => [label(op), op] as const))(
    "%s",
    async (name, op) => {
      const seed = operationSeed(op);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op, fixtures), async (request) => {
          const { url, result } = await send(op, request);
          if (result.status >= 500) {
            throw new Error(
              `FUZZ_SEED=${SEED} (operation seed ${seed}) ${name}: ${op.method} ${url} → ${result.status} ` +
                result.text.slice(0, 300),
            );
          }
        }),
        { seed, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    },
    120_000,
  );

  it("leaves the audit log writing (no fuzzed request poisoned a batch)", async () => {
    const probe = await callApi("get", "/v1/utils/authtest?after_fuzz=1", { token: org.token });
    expectStatus(probe, 200);
    await flushAuditLog();
    const page = await callApi("get", "/v1/system_audit_log?limit=200", { token: org.token });
    expectStatus(page, 200);
    const ids = page.body.items.map((item) => item.request_id);
    expect(ids).toContain(probe.headers.get("x-request-id"));
  });
});
