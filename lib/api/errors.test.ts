import { z } from "@hono/zod-openapi";
import { describe, expect, it, vi } from "vitest";
import { createBaseApp } from "@/lib/api/create-app";
import { createKey, createOrg } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, expectStatus, validationIssues } from "@/lib/testing/http";
import { toFastApiErrors } from "./validation";

describe("error envelopes", () => {
  it("an unknown /v1 route is a 404 with the code envelope once authenticated", async () => {
    const org = await createOrg();
    const result = await call<unknown>("/v1/no-such-thing", { token: org.token });
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ detail: { code: "not_found", message: "Not Found" } });
    expect(result.headers.get("x-request-id")).toMatch(/^req_[0-9a-f]{32}$/);
  });

  it("a malformed JSON body is a FastAPI-style 422", async () => {
    const org = await createOrg();
    const key = await createKey(org);
    const result = await call<unknown>(`/v1/org/${org.orgId}`, {
      method: "POST",
      token: org.token,
      rawBody: '{"name": "unterminated',
      headers: { "content-type": "application/json" },
    });
    expect(result.status).toBe(422);
    expect(result.body).toEqual({ detail: [{ loc: ["body"], msg: "JSON decode error", type: "json_invalid" }] });
    expect(key.id).toBeTruthy();
  });

  it("an empty body sent as JSON counts as no body: an optional body takes its defaults", async () => {
    const org = await createOrg();
    const json = { "content-type": "application/json" };
    for (const headers of [json, { ...json, "content-length": "0" }]) {
      const started = await callApi("post", "/v1/workflows/vendor_onboarding/run", {
        token: org.token,
        rawBody: "",
        headers,
      });
      expectStatus(started, 201);
      expect(started.body.input).toEqual({});
    }
    const required = await call<unknown>("/v1/vendors", {
      method: "POST",
      token: org.token,
      rawBody: "",
      headers: json,
    });
    expect(required.status).toBe(422);
    expect(validationIssues(required.body)).toEqual([
      { loc: ["body", "name"], msg: "Field required", type: "missing" },
    ]);
    // Not empty: whitespace is still a body to decode.
    const blank = await callApi("post", "/v1/workflows/vendor_onboarding/run", {
      token: org.token,
      rawBody: " ",
      headers: json,
    });
    expect(blank.body).toEqual({ detail: [{ loc: ["body"], msg: "JSON decode error", type: "json_invalid" }] });
  });

  it("schema failures list every problem with loc, msg and type", async () => {
    const org = await createOrg();
    const result = await callApi("post", "/v1/api-keys", {
      token: org.token,
      uncheckedBody: { scopes: ["everything"], seconds_until_expiration: 0 },
    });
    expectStatus(result, 422);
    expect(result.body.detail).toEqual(
      expect.arrayContaining([
        { loc: ["body", "name"], msg: "Field required", type: "missing" },
        expect.objectContaining({ loc: ["body", "scopes", 0], type: "enum" }),
        {
          loc: ["body", "seconds_until_expiration"],
          msg: "Input should be greater than or equal to 1",
          type: "greater_than_equal",
        },
      ]),
    );
  });

  it("query bounds are enforced with 422", async () => {
    const org = await createOrg();
    for (const query of ["limit=0", "limit=201", "offset=-1", "limit=abc"]) {
      const result = await callApi("get", `/v1/system_audit_log?${query}`, { token: org.token });
      expect(result.status, query).toBe(422);
      expectStatus(result, 422);
      expect(result.body.detail[0]?.loc[0]).toBe("query");
    }
    // Integers are read as FastAPI reads them, not coerced: no empty value, exponent, hex or fraction
    // (surrounding spaces, as in "+7" decoded from a query string, are allowed).
    for (const query of ["offset=", "limit=1e1", "limit=0x10", "limit=1.5", "start_time=1e9", "status_code=2e2"]) {
      const result = await callApi("get", `/v1/system_audit_log?${query}`, { token: org.token });
      expect(result.status, query).toBe(422);
      expectStatus(result, 422);
      expect(result.body.detail, query).toEqual([
        {
          loc: ["query", query.split("=")[0]],
          msg: "Input should be a valid integer, unable to parse string as an integer",
          type: "int_parsing",
        },
      ]);
    }
    for (const query of ["limit=7", "limit=%2B7", "limit=+7", "offset=0", "start_time=0", "status_code=200"]) {
      const result = await callApi("get", `/v1/system_audit_log?${query}`, { token: org.token });
      expect(result.status, query).toBe(200);
    }
    expect(bodyAt(await callApi("get", "/v1/system_audit_log?limit=%2B7", { token: org.token }), 200).limit).toBe(7);
  });

  it("a NUL character anywhere in the input is a 422 at its location, never a database 500", async () => {
    const org = await createOrg();
    const message = "Value error, text cannot contain the NUL character (\\u0000)";
    const cases = [
      { path: "/v1/vendors", init: { body: { name: "Acme\u0000" } }, loc: ["body", "name"] },
      { path: "/v1/vendors", init: { body: { name: "Acme", description: "x\u0000y" } }, loc: ["body", "description"] },
      { path: "/v1/vendors?name=a%00b", init: {}, loc: ["query", "name"] },
      { path: "/v1/vendors/cbven_%00", init: {}, loc: ["path", "vendor_id"] },
    ];
    for (const { path, init, loc } of cases) {
      const result = await call<unknown>(path, { token: org.token, ...init });
      expect(result.status, path).toBe(422);
      expect(validationIssues(result.body), path).toEqual([{ loc, msg: message, type: "value_error" }]);
    }
  });

  it("an unexpected error is a 500 without a stack trace, naming the request id", async () => {
    const app = createBaseApp();
    app.get("/boom", () => {
      throw new Error("secret internals at /work/main/lib/x.ts:12");
    });
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await app.request("/boom");
    spy.mockRestore();
    const body = await response.json();
    const requestId = response.headers.get("x-request-id");
    expect(response.status).toBe(500);
    expect(body).toEqual({
      detail: { code: "internal_error", message: `An unexpected error occurred. Request ID: ${requestId}.` },
    });
  });

  it("maps zod issues to FastAPI types", () => {
    const schema = z.object({ name: z.string().min(2), tags: z.array(z.string()).max(1), flag: z.boolean() });
    const parsed = schema.safeParse({ name: "a", tags: ["x", "y"], flag: "yes" });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(toFastApiErrors(parsed.error, "json", { name: "a", tags: ["x", "y"], flag: "yes" })).toEqual([
        { loc: ["body", "name"], msg: "String should have at least 2 characters", type: "string_too_short" },
        { loc: ["body", "tags"], msg: "List should have at most 1 items", type: "too_long" },
        { loc: ["body", "flag"], msg: "Input should be a valid boolean", type: "bool_parsing" },
      ]);
      const missing = schema.safeParse({});
      expect(missing.success || toFastApiErrors(missing.error, "json", {})[0]).toEqual({
        loc: ["body", "name"],
        msg: "Field required",
        type: "missing",
      });
    }
  });
});
