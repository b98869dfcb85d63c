import { beforeAll, describe, expect, it } from "vitest";
import { createOrg, createWebhook, type TestOrg } from "@/lib/testing/fixtures";
import { call, callApi, expectStatus, validationIssues } from "@/lib/testing/http";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-depth";

/** `levels` nested objects as JSON text: {"a":{"a":...{"a":1}...}}. */
const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;
/** An object holding arrays nested to `levels` in all: {"a":[[...[]...]]}. */
const nestedArrays = (levels: number) => `{"a":${"[".repeat(levels - 1)}${"]".repeat(levels - 1)}}`;

const tooDeep = (field: string) => ({
  detail: [
    { loc: ["body", field], msg: `Value error, nesting is deeper than ${MAX_JSON_DEPTH} levels`, type: "value_error" },
  ],
});

describe("nestsDeeperThan", () => {
  it("counts the value itself as level 1, objects and arrays alike", () => {
    expect(nestsDeeperThan({}, 1)).toBe(false);
    expect(nestsDeeperThan({ a: [] }, 1)).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
    expect(nestsDeeperThan("text", 0)).toBe(false);
  });

  it("checks a million levels without recursion", () => {
    expect(nestsDeeperThan(JSON.parse(nestedObjects(1_000_000)), MAX_JSON_DEPTH)).toBe(true);
  });
});

describe("stored free-form objects nest at most 32 levels", () => {
  let org: TestOrg;
  let webhookId: string;
  beforeAll(async () => {
    org = await createOrg();
    webhookId = (await createWebhook(org)).id;
  });

  const runWorkflow = (body: string) =>
    callApi("post", "/v1/workflows/vendor_onboarding/run", {
      token: org.token,
      rawBody: body,
      headers: { "content-type": "application/json" },
    });
  const testWebhook = (body: string) =>
    callApi("post", `/v1/webhooks/${webhookId}/test`, {
      token: org.token,
      rawBody: body,
      headers: { "content-type": "application/json" },
    });

  it("accepts 32 levels and refuses 33 with a 422 at the field", async () => {
    const accepted = await runWorkflow(`{"input":${nestedObjects(MAX_JSON_DEPTH)}}`);
    expectStatus(accepted, 201);
    expect(JSON.stringify(accepted.body.input)).toBe(nestedObjects(MAX_JSON_DEPTH));
    const refused = await runWorkflow(`{"input":${nestedArrays(MAX_JSON_DEPTH + 1)}}`);
    expect([refused.status, refused.body]).toEqual([422, tooDeep("input")]);

    expect((await testWebhook(`{"payload":${nestedArrays(MAX_JSON_DEPTH)}}`)).status).toBe(200);
    const deepPayload = await testWebhook(`{"payload":${nestedObjects(MAX_JSON_DEPTH + 1)}}`);
    expect([deepPayload.status, deepPayload.body]).toEqual([422, tooDeep("payload")]);
  });

  it.each([10_000, 100_000])("refuses %i levels with 422, never 500", async (levels) => {
    for (const nested of [nestedObjects(levels), nestedArrays(levels)]) {
      const run = await runWorkflow(`{"input":${nested}}`);
      expect([run.status, run.body]).toEqual([422, tooDeep("input")]);
      const test = await testWebhook(`{"payload":${nested}}`);
      expect([test.status, test.body]).toEqual([422, tooDeep("payload")]);
    }
  });

  it("limits workflow step settings the same way", async () => {
    const result = await call<unknown>("/v1/workflows", {
      method: "POST",
      token: org.token,
      rawBody: `{"name":"deep-settings","steps":[{"component_name":"Set status","action_type":"set_vendor_status","settings":${nestedObjects(10_000)}}]}`,
      headers: { "content-type": "application/json" },
    });
    expect(result.status).toBe(422);
    expect(validationIssues(result.body)).toEqual([
      {
        loc: ["body", "steps", 0, "settings"],
        msg: `Value error, nesting is deeper than ${MAX_JSON_DEPTH} levels`,
        type: "value_error",
      },
    ]);
  });
});
