import { beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createKey, createMember, createOrg, createWebhook, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, errorDetail, expectStatus, validationIssues } from "@/lib/testing/http";

const SECRET = "a-secret-of-24-characters";
const PUBLIC_URL = "https://93.184.215.14/hooks";

describe("webhook subscriptions", () => {
  let org: TestOrg;
  let other: TestOrg;

  beforeAll(async () => {
    [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
  });

  const create = (body: Schemas["CreateWebhook"], token = org.token) =>
    callApi("post", "/v1/webhooks", { token, body });

  it("creates a subscription and never returns the secret", async () => {
    const result = await create({ url: PUBLIC_URL, events: ["Vendor.Created", "Service.Updated"], secret: SECRET });
    expectStatus(result, 201);
    expect(result.body).toEqual({
      id: expect.stringMatching(/^cbwh_[0-9a-f]{32}$/),
      url: PUBLIC_URL,
      events: ["Vendor.Created", "Service.Updated"],
      description: null,
      enabled: true,
      created_at: expect.any(Number),
      last_delivery_status: null,
      delivery_success_rate: null,
      delivery_count: 0,
    });
    expect(result.text).not.toContain(SECRET);
  });

  it("checks the secret, then the url, then the events", async () => {
    const bad = { url: "http://127.0.0.1/", events: ["vendor.created"], secret: "short" };
    const weak = await create(bad);
    expect(bodyAt(weak, 400).detail.code).toBe("weak_secret");
    const url = await create({ ...bad, secret: SECRET });
    expect(bodyAt(url, 400).detail.code).toBe("invalid_url");
    const events = await create({ ...bad, secret: SECRET, url: PUBLIC_URL });
    expectStatus(events, 422);
    expect(events.body).toEqual({
      detail: { code: "invalid_event_types", message: expect.stringContaining("vendor.created") },
    });
  });

  it("keeps that order whatever is wrong with the url or events (empty, over-long, many)", async () => {
    const longUrl = `https://93.184.215.14/${"a".repeat(2100)}`;
    const longEvent = "Vendor.Created".padEnd(300, "x");
    for (const body of [
      { url: PUBLIC_URL, events: [], secret: "short" },
      { url: longUrl, events: ["Vendor.Created"], secret: "short" },
      { url: PUBLIC_URL, events: [longEvent], secret: "short" },
      { url: PUBLIC_URL, events: Array(150).fill("Vendor.Created"), secret: "short" },
    ]) {
      const result = await create(body);
      expect(bodyAt(result, 400).detail.code).toBe("weak_secret");
    }
    const url = await create({ url: longUrl, events: [longEvent], secret: SECRET });
    expect(bodyAt(url, 400).detail.code).toBe("invalid_url");
    const events = await create({ url: PUBLIC_URL, events: ["Vendor.Created", longEvent], secret: SECRET });
    expectStatus(events, 422);
    const { code, message } = errorDetail(events.body);
    expect(code).toBe("invalid_event_types");
    expect(message.length).toBeLessThan(200);
    const empty = await create({ url: PUBLIC_URL, events: [], secret: SECRET });
    expect([empty.status, empty.body]).toEqual([
      422,
      { detail: [{ loc: ["body", "events"], msg: "List should have at least 1 item", type: "too_short" }] },
    ]);
    const many = await create({ url: PUBLIC_URL, events: Array(150).fill("Vendor.Created"), secret: SECRET });
    expect(bodyAt(many, 201).events).toEqual(["Vendor.Created"]);
  });

  it("accepts a secret of exactly 16 characters", async () => {
    expect((await create({ url: PUBLIC_URL, events: ["Vendor.Created"], secret: "x".repeat(15) })).status).toBe(400);
    expect((await create({ url: PUBLIC_URL, events: ["Vendor.Created"], secret: "x".repeat(16) })).status).toBe(201);
  });

  it.each([
    "http://93.184.215.14/hooks",
    "https://user:pw@93.184.215.14/",
    "https://93.184.215.14:8443/",
    "https://10.0.0.8/",
    "https://0x7f.1/",
    "https://[::ffff:169.254.169.254]/",
    "https://localhost/",
  ])("rejects %s with invalid_url", async (url) => {
    const result = await create({ url, events: ["Vendor.Created"], secret: SECRET });
    expect(bodyAt(result, 400).detail.code).toBe("invalid_url");
  });

  it("a missing field is a schema 422", async () => {
    const result = await callApi("post", "/v1/webhooks", {
      token: org.token,
      uncheckedBody: { url: PUBLIC_URL, secret: SECRET },
    });
    expectStatus(result, 422);
    expect(Array.isArray(result.body.detail)).toBe(true);
  });

  it("lists non-archived subscriptions of the caller's org only", async () => {
    const mine = await createWebhook(org, { description: "mine" });
    const archived = await createWebhook(org);
    const theirs = await createWebhook(other);
    expect((await callApi("delete", `/v1/webhooks/${archived.id}`, { token: org.token })).status).toBe(204);
    const list = await callApi("get", "/v1/webhooks", { token: org.token });
    expectStatus(list, 200);
    expect(Object.keys(list.body)).toEqual(["data"]);
    const ids = list.body.data.map((item) => item.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(archived.id);
    expect(ids).not.toContain(theirs.id);
  });

  it("PATCH changes only supplied fields; null leaves a field unchanged", async () => {
    const webhook = await createWebhook(org, { description: "before", events: ["Vendor.Created"] });
    const result = await callApi("patch", `/v1/webhooks/${webhook.id}`, {
      token: org.token,
      body: { description: null, url: null, events: ["Vendor.Updated"], enabled: false },
    });
    expectStatus(result, 200);
    expect(result.body).toMatchObject({
      description: "before",
      url: webhook.url,
      events: ["Vendor.Updated"],
      enabled: false,
    });
  });

  it("PATCH applies the same rules", async () => {
    const webhook = await createWebhook(org);
    const patch = (body: Schemas["UpdateWebhook"]) =>
      callApi("patch", `/v1/webhooks/${webhook.id}`, { token: org.token, body });
    expect(errorDetail((await patch({ secret: "short", url: "http://x" })).body).code).toBe("weak_secret");
    expect(errorDetail((await patch({ secret: "short", events: [] })).body).code).toBe("weak_secret");
    expect(errorDetail((await patch({ url: "http://93.184.215.14/" })).body).code).toBe("invalid_url");
    expect(errorDetail((await patch({ url: `${PUBLIC_URL}/${"a".repeat(2100)}`, events: [] })).body).code).toBe(
      "invalid_url",
    );
    expect(validationIssues((await patch({ events: [] })).body)).toEqual([
      { loc: ["body", "events"], msg: "List should have at least 1 item", type: "too_short" },
    ]);
    const events = await patch({ events: ["Vendor.Created", "Nope.Event"] });
    expectStatus(events, 422);
    expect(errorDetail(events.body).code).toBe("invalid_event_types");
    expect((await patch({ secret: "a-new-secret-long-enough" })).status).toBe(200);
  });

  it("DELETE archives with 204 and an empty body; the webhook is then not found", async () => {
    const webhook = await createWebhook(org);
    const deleted = await callApi("delete", `/v1/webhooks/${webhook.id}`, { token: org.token });
    expect([deleted.status, deleted.text]).toEqual([204, ""]);
    const again = await callApi("delete", `/v1/webhooks/${webhook.id}`, { token: org.token });
    expect(bodyAt(again, 404).detail.code).toBe("webhook_not_found");
    const patch = await callApi("patch", `/v1/webhooks/${webhook.id}`, { token: org.token, body: {} });
    expect(patch.status).toBe(404);
  });

  it("another org's webhook is not found on every route", async () => {
    const theirs = await createWebhook(other);
    for (const [method, path] of [
      ["GET", ""],
      ["PATCH", ""],
      ["DELETE", ""],
      ["POST", "/test"],
      ["GET", "/deliveries"],
    ] as const) {
      const result = await call(`/v1/webhooks/${theirs.id}${path}`, {
        method,
        token: org.token,
        body: method === "GET" || method === "DELETE" ? undefined : {},
      });
      expect([result.status, errorDetail(result.body).code]).toEqual([404, "webhook_not_found"]);
    }
  });

  it("a standard ak_ key manages webhooks; a non-admin dashboard user cannot write", async () => {
    const key = await createKey(org);
    expect((await create({ url: PUBLIC_URL, events: ["Vendor.Created"], secret: SECRET }, key.secret)).status).toBe(
      201,
    );
    const member = await createMember(org, "org:member");
    const denied = await create({ url: PUBLIC_URL, events: ["Vendor.Created"], secret: SECRET }, member.token);
    expect(bodyAt(denied, 403).detail.code).toBe("insufficient_role");
    expect((await call("/v1/webhooks", { token: member.token })).status).toBe(200);
  });

  it("the test endpoint answers exactly as the spec says", async () => {
    const webhook = await createWebhook(org);
    const result = await callApi("post", `/v1/webhooks/${webhook.id}/test`, {
      token: org.token,
      body: { event_type: "Not.InTheCatalog" },
    });
    expect([result.status, result.body]).toEqual([
      200,
      { delivered: true, response_status: null, response_time_ms: null },
    ]);
    const empty = await callApi("post", `/v1/webhooks/${webhook.id}/test`, { token: org.token });
    expect(empty.status).toBe(200);
  });

  it("delivery history is an empty page at first and validates its query", async () => {
    const webhook = await createWebhook(org);
    const page = await callApi("get", `/v1/webhooks/${webhook.id}/deliveries`, { token: org.token });
    expect(bodyAt(page, 200)).toEqual({
      data: [],
      total: 0,
      limit: 50,
      offset: 0,
      summary: { delivery_count: 0, delivered_count: 0, delivery_success_rate: null, last_delivery_status: null },
    });
    for (const query of ["limit=0", "limit=201", "offset=-1", "status=bogus"]) {
      expect((await call(`/v1/webhooks/${webhook.id}/deliveries?${query}`, { token: org.token })).status).toBe(422);
    }
  });
});
