import { beforeAll, describe, expect, it } from "vitest";
import { createKey, createMember, createOrg, createWebhook, type TestOrg } from "@/lib/testing/fixtures";
import { call } from "@/lib/testing/http";

const SECRET = "a-secret-of-24-characters";
const PUBLIC_URL = "https://93.184.215.14/hooks";

describe("webhook subscriptions", () => {
  let org: TestOrg;
  let other: TestOrg;

  beforeAll(async () => {
    [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
  });

  const create = (body: Record<string, unknown>, token = org.token) => call("/v1/webhooks", { token, body });

  it("creates a subscription and never returns the secret", async () => {
    const result = await create({ url: PUBLIC_URL, events: ["Vendor.Created", "Service.Updated"], secret: SECRET });
    expect(result.status).toBe(201);
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
    expect([weak.status, weak.body.detail.code]).toEqual([400, "weak_secret"]);
    const url = await create({ ...bad, secret: SECRET });
    expect([url.status, url.body.detail.code]).toEqual([400, "invalid_url"]);
    const events = await create({ ...bad, secret: SECRET, url: PUBLIC_URL });
    expect(events.status).toBe(422);
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
      expect([result.status, result.body.detail.code]).toEqual([400, "weak_secret"]);
    }
    const url = await create({ url: longUrl, events: [longEvent], secret: SECRET });
    expect([url.status, url.body.detail.code]).toEqual([400, "invalid_url"]);
    const events = await create({ url: PUBLIC_URL, events: ["Vendor.Created", longEvent], secret: SECRET });
    expect([events.status, events.body.detail.code]).toEqual([422, "invalid_event_types"]);
    expect(events.body.detail.message.length).toBeLessThan(200);
    const empty = await create({ url: PUBLIC_URL, events: [], secret: SECRET });
    expect([empty.status, empty.body]).toEqual([
      422,
      { detail: [{ loc: ["body", "events"], msg: "List should have at least 1 item", type: "too_short" }] },
    ]);
    const many = await create({ url: PUBLIC_URL, events: Array(150).fill("Vendor.Created"), secret: SECRET });
    expect([many.status, many.body.events]).toEqual([201, ["Vendor.Created"]]);
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
    expect([result.status, result.body.detail.code]).toEqual([400, "invalid_url"]);
  });

  it("a missing field is a schema 422", async () => {
    const result = await create({ url: PUBLIC_URL, secret: SECRET });
    expect(result.status).toBe(422);
    expect(Array.isArray(result.body.detail)).toBe(true);
  });

  it("lists non-archived subscriptions of the caller's org only", async () => {
    const mine = await createWebhook(org, { description: "mine" });
    const archived = await createWebhook(org);
    const theirs = await createWebhook(other);
    expect((await call(`/v1/webhooks/${archived.id}`, { method: "DELETE", token: org.token })).status).toBe(204);
    const list = await call("/v1/webhooks", { token: org.token });
    expect(list.status).toBe(200);
    expect(Object.keys(list.body)).toEqual(["data"]);
    const ids = list.body.data.map((item: { id: string }) => item.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(archived.id);
    expect(ids).not.toContain(theirs.id);
  });

  it("PATCH changes only supplied fields; null leaves a field unchanged", async () => {
    const webhook = await createWebhook(org, { description: "before", events: ["Vendor.Created"] });
    const result = await call(`/v1/webhooks/${webhook.id}`, {
      method: "PATCH",
      token: org.token,
      body: { description: null, url: null, events: ["Vendor.Updated"], enabled: false },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      description: "before",
      url: webhook.url,
      events: ["Vendor.Updated"],
      enabled: false,
    });
  });

  it("PATCH applies the same rules", async () => {
    const webhook = await createWebhook(org);
    const patch = (body: Record<string, unknown>) =>
      call(`/v1/webhooks/${webhook.id}`, { method: "PATCH", token: org.token, body });
    expect((await patch({ secret: "short", url: "http://x" })).body.detail.code).toBe("weak_secret");
    expect((await patch({ secret: "short", events: [] })).body.detail.code).toBe("weak_secret");
    expect((await patch({ url: "http://93.184.215.14/" })).body.detail.code).toBe("invalid_url");
    expect((await patch({ url: `${PUBLIC_URL}/${"a".repeat(2100)}`, events: [] })).body.detail.code).toBe(
      "invalid_url",
    );
    expect((await patch({ events: [] })).body.detail).toEqual([
      { loc: ["body", "events"], msg: "List should have at least 1 item", type: "too_short" },
    ]);
    const events = await patch({ events: ["Vendor.Created", "Nope.Event"] });
    expect([events.status, events.body.detail.code]).toEqual([422, "invalid_event_types"]);
    expect((await patch({ secret: "a-new-secret-long-enough" })).status).toBe(200);
  });

  it("DELETE archives with 204 and an empty body; the webhook is then not found", async () => {
    const webhook = await createWebhook(org);
    const deleted = await call(`/v1/webhooks/${webhook.id}`, { method: "DELETE", token: org.token });
    expect([deleted.status, deleted.text]).toEqual([204, ""]);
    const again = await call(`/v1/webhooks/${webhook.id}`, { method: "DELETE", token: org.token });
    expect([again.status, again.body.detail.code]).toEqual([404, "webhook_not_found"]);
    const patch = await call(`/v1/webhooks/${webhook.id}`, { method: "PATCH", token: org.token, body: {} });
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
      expect([result.status, result.body.detail.code]).toEqual([404, "webhook_not_found"]);
    }
  });

  it("a standard ak_ key manages webhooks; a non-admin dashboard user cannot write", async () => {
    const key = await createKey(org);
    expect((await create({ url: PUBLIC_URL, events: ["Vendor.Created"], secret: SECRET }, key.secret)).status).toBe(
      201,
    );
    const member = await createMember(org, "org:member");
    const denied = await create({ url: PUBLIC_URL, events: ["Vendor.Created"], secret: SECRET }, member.token);
    expect([denied.status, denied.body.detail.code]).toEqual([403, "insufficient_role"]);
    expect((await call("/v1/webhooks", { token: member.token })).status).toBe(200);
  });

  it("the test endpoint answers exactly as the spec says", async () => {
    const webhook = await createWebhook(org);
    const result = await call(`/v1/webhooks/${webhook.id}/test`, {
      token: org.token,
      body: { event_type: "Not.InTheCatalog" },
    });
    expect([result.status, result.body]).toEqual([
      200,
      { delivered: true, response_status: null, response_time_ms: null },
    ]);
    const empty = await call(`/v1/webhooks/${webhook.id}/test`, { method: "POST", token: org.token });
    expect(empty.status).toBe(200);
  });

  it("delivery history is an empty page at first and validates its query", async () => {
    const webhook = await createWebhook(org);
    const page = await call(`/v1/webhooks/${webhook.id}/deliveries`, { token: org.token });
    expect(page.body).toEqual({
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
