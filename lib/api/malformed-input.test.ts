import { z } from "@hono/zod-openapi";
import { beforeAll, describe, expect, it } from "vitest";
import { createKey, createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { call, callApi, expectStatus, validationIssues } from "@/lib/testing/http";
import { documentOperations, documentSchemas, type JsonSchema, resolveSchema } from "@/lib/testing/openapi-operations";
import { createRadarEvent } from "@/lib/testing/radar";
import { anyCredential } from "./access-policy";
import { defineRoute } from "./route";
import { MAX_UNIX_SECONDS } from "./timestamps";
import { validationErrors } from "./validation";

const NUL = "Value error, text cannot contain the NUL character (\\u0000)";
const SURROGATE = "Value error, text must be valid UTF-16: a surrogate (\\ud800 to \\udfff) must be half of a pair";
const nulAt = (...loc: (string | number)[]) => ({ loc, msg: NUL, type: "value_error" });
const surrogateAt = (...loc: (string | number)[]) => ({ loc, msg: SURROGATE, type: "value_error" });
const tooLateAt = (...loc: string[]) => ({
  loc,
  msg: `Input should be less than or equal to ${MAX_UNIX_SECONDS}`,
  type: "less_than_equal",
});

let org: TestOrg;
beforeAll(async () => {
  org = await createOrg("Malformed input");
});

describe("timestamps: integer Unix seconds from 1970 to the end of year 9999", () => {
  const YEAR_10000 = MAX_UNIX_SECONDS + 1;

  it("refuses a radar event's occurred_at past year 9999 with a 422 naming the field", async () => {
    const vendor = await createVendor(org);
    const body = { name: "Late", summary: "s", primary_impact_type: "Infosec", vendor_ids: [vendor.id] };
    for (const occurredAt of [YEAR_10000, 1e15]) {
      const created = await callApi("post", "/v1/radar/events", {
        token: org.token,
        uncheckedBody: { ...body, occurred_at: occurredAt },
      });
      expectStatus(created, 422);
      expect(created.body.detail, String(occurredAt)).toEqual([tooLateAt("body", "occurred_at")]);
    }
    const event = await createRadarEvent(org, [vendor.id], { occurred_at: MAX_UNIX_SECONDS });
    expect(event.occurred_at).toBe(MAX_UNIX_SECONDS);
    const patched = await callApi("patch", `/v1/radar/events/${event.id}`, {
      token: org.token,
      uncheckedBody: { occurred_at: 1e15 },
    });
    expectStatus(patched, 422);
    expect(patched.body.detail).toEqual([tooLateAt("body", "occurred_at")]);
  });

  it("refuses due dates past year 9999 on findings and obligations", async () => {
    const vendor = await createVendor(org);
    const finding = await callApi("post", "/v1/findings", {
      token: org.token,
      uncheckedBody: { title: "Late", vendor_id: vendor.id, due_date: 1e15 },
    });
    expectStatus(finding, 422);
    expect(finding.body.detail).toEqual([tooLateAt("body", "due_date")]);
    const obligation = await callApi("post", "/v1/obligations", {
      token: org.token,
      uncheckedBody: { statement: "Late", due_date: YEAR_10000 },
    });
    expectStatus(obligation, 422);
    expect(obligation.body.detail).toEqual([tooLateAt("body", "due_date")]);
  });

  it("refuses time filters past year 9999 in query strings", async () => {
    const cases = [
      ["/v1/system_audit_log", "start_time"],
      ["/v1/system_audit_log", "end_time"],
      ["/v1/workflows/runs", "created_at_after"],
      ["/v1/workflows/runs", "created_at_before"],
    ] as const;
    for (const [path, name] of cases) {
      const result = await call<unknown>(`${path}?${name}=1000000000000000`, { token: org.token });
      expect([result.status, validationIssues(result.body)], name).toEqual([422, [tooLateAt("query", name)]]);
    }
    // The last second of year 9999 is a filter like any other: "through it" needs no later Date.
    for (const [path, name] of cases) {
      const latest = await call(`${path}?${name}=${MAX_UNIX_SECONDS}`, { token: org.token });
      expect(latest.status, `${name} ${latest.text}`).toBe(200);
    }
  });

  it("bounds every timestamp of every schema, requests and responses, by the one shared piece", () => {
    const schemas = documentSchemas();
    const unbounded: string[] = [];
    const visit = (schema: JsonSchema | undefined, where: string, seen: Set<JsonSchema>) => {
      const resolved = resolveSchema(schema, schemas);
      if (schema === undefined || seen.has(resolved)) {
        return;
      }
      seen.add(resolved);
      for (const [name, child] of Object.entries(resolved.properties ?? {})) {
        const field = resolveSchema(child, schemas);
        const types = [field.type, ...(field.anyOf ?? []).map((option) => option.type)].flat();
        if (/(_at|_date|_time|_after|_before)$/.test(name) && types.includes("integer")) {
          const bounded = [field, ...(field.anyOf ?? [])].some(
            (option) => option.minimum === 0 && option.maximum === MAX_UNIX_SECONDS,
          );
          if (!bounded) {
            unbounded.push(`${where}.${name}`);
          }
        }
        visit(child, `${where}.${name}`, seen);
      }
      for (const child of [resolved.items, ...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])]) {
        visit(child, where, seen);
      }
    };
    const operations = documentOperations("/");
    for (const op of operations) {
      const label = `${op.method} ${op.template}`;
      visit(
        { type: "object", properties: Object.fromEntries(op.query.map((q) => [q.name, q.schema])) },
        label,
        new Set(),
      );
      visit(op.body?.schema, `${label} body`, new Set());
      for (const response of op.responses) {
        visit(response, `${label} response`, new Set());
      }
    }
    for (const [name, schema] of Object.entries(schemas)) {
      visit(schema, name, new Set());
    }
    expect(unbounded).toEqual([]);
    // The walk did see timestamps: a request body's, a query's and a response's.
    const radar = resolveSchema(schemas.CreateRadarEvent, schemas).properties?.occurred_at;
    expect(radar?.maximum).toBe(MAX_UNIX_SECONDS);
    expect(resolveSchema(schemas.Vendor, schemas).properties?.created_at?.maximum).toBe(MAX_UNIX_SECONDS);
  });
});

describe("text PostgreSQL cannot store: refused once, in the shared validation", () => {
  it("refuses a lone surrogate in a body string with a 422 at its location", async () => {
    for (const name of ["Acme\ud800", "\udc00Acme"]) {
      const result = await callApi("post", "/v1/vendors", { token: org.token, body: { name } });
      expectStatus(result, 422);
      expect(result.body.detail).toEqual([surrogateAt("body", "name")]);
    }
    // As the client wrote it: a JSON escape JSON.parse turns into a lone surrogate.
    const raw = await call<unknown>("/v1/vendors", {
      method: "POST",
      token: org.token,
      rawBody: '{"name": "Acme \\ud83d"}',
      headers: { "content-type": "application/json" },
    });
    expect([raw.status, validationIssues(raw.body)]).toEqual([422, [surrogateAt("body", "name")]]);
    const paired = await callApi("post", "/v1/vendors", { token: org.token, body: { name: "Acme \ud83d\udc4d" } });
    expectStatus(paired, 201);
    expect(paired.body.name).toBe("Acme 👍");
  });

  it("refuses a lone surrogate in text bound for a jsonb column, in a value or an object key, instead of a 500", async () => {
    const cases = [
      { input: { note: "a\udc00b" }, loc: ["body", "input", "note"] },
      { input: { list: ["ok", { "k\ud800": 1 }] }, loc: ["body", "input", "list", 1, "k\ud800"] },
    ];
    for (const { input, loc } of cases) {
      const result = await callApi("post", "/v1/workflows/vendor_onboarding/run", {
        token: org.token,
        body: { input },
      });
      expectStatus(result, 422);
      expect(result.body.detail).toEqual([surrogateAt(...loc)]);
    }
  });

  it("checks query and path values the same way", () => {
    const shape = z.object({ q: z.string() });
    for (const [target, where] of [
      ["query", "query"],
      ["param", "path"],
    ] as const) {
      const parsed = shape.safeParse({ q: "a\ud800" });
      expect(parsed.success).toBe(true);
      expect(validationErrors({ success: true, data: parsed.data, target })).toEqual([surrogateAt(where, "q")]);
      expect(validationErrors({ success: true, data: { q: "a\u0000" }, target })).toEqual([nulAt(where, "q")]);
      expect(validationErrors({ success: true, data: { q: "a\ud83d\udc4d" }, target })).toEqual([]);
    }
  });
});

describe("path parameters: validated before any middleware looks a record up by them", () => {
  it("answers a NUL in a path parameter 422 at its location, on routes whose lookup runs before validation", async () => {
    const vendor = await createVendor(org);
    const cases = [
      { path: "/v1/vendors/%00/sites", init: {}, loc: ["path", "vendor_id"] },
      { path: `/v1/vendors/${vendor.id}/sites/x%00`, init: {}, loc: ["path", "site_id"] },
      { path: "/v1/webhooks/%00", init: { method: "PATCH", body: { description: "x" } }, loc: ["path", "webhook_id"] },
      { path: "/v1/reassessments/%00/confirm", init: { method: "POST", body: {} }, loc: ["path", "reassessment_id"] },
    ];
    for (const { path, init, loc } of cases) {
      const result = await call<unknown>(path, { token: org.token, ...init });
      expect([result.status, validationIssues(result.body)], path).toEqual([422, [nulAt(...loc)]]);
    }
  });

  it("keeps the order around it: access first, and an unknown ID is still a 404 before the body is read", async () => {
    const key = await createKey(org);
    // Dashboard-only route: the key is refused whatever the path holds.
    const refused = await call<unknown>("/v1/bank_reviews/%00/approve", { method: "POST", token: key.secret });
    expect([refused.status, refused.body]).toEqual([401, { detail: "Unauthorized role." }]);
    const unknown = await callApi("patch", "/v1/webhooks/cbwh_unknown", {
      token: org.token,
      uncheckedBody: { url: 5 },
    });
    expectStatus(unknown, 404);
    expect(unknown.body.detail.code).toBe("webhook_not_found");
  });

  it("cannot be forgotten: a route with path parameters must declare their schema", () => {
    const responses = { 200: { description: "OK" } };
    expect(() =>
      defineRoute({ method: "get", path: "/v1/things/{thing_id}", access: anyCredential, responses }),
    ).toThrow("GET /v1/things/{thing_id}: a route with path parameters declares them in request.params.");
    const params = z.object({ thing_id: z.string() });
    const route = defineRoute({
      method: "get",
      path: "/v1/things/{thing_id}",
      request: { params },
      access: anyCredential,
      responses,
    });
    expect((route as { middleware?: unknown[] }).middleware).toHaveLength(1);
  });
});
