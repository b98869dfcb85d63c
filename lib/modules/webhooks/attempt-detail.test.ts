import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { JobWorker } from "@/lib/jobs";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createOrg, createVendor, createWebhook, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { exchangeLimits } from "./exchange";
import { webhookDeliveries } from "./tables";
import { startReceiver } from "./testing";

const SECRET = "attempt-detail-secret-0123456789";

describe("webhook delivery attempts: what was sent and received, counts, subjects", () => {
  let org: TestOrg;
  let other: TestOrg;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const freshPath = () => `/detail-${randomBytes(4).toString("hex")}`;

  beforeAll(async () => {
    receiver = await startReceiver();
    [org, other] = await Promise.all([createOrg(), createOrg()]);
  });
  afterAll(() => receiver.close());

  const runWorker = () => new JobWorker({ orgId: org.orgId }).runUntilIdle();
  const subscribe = (path: string, body: Partial<Schemas["CreateWebhook"]> = {}) =>
    createWebhook(org, { url: `${receiver.origin}${path}`, secret: SECRET, ...body });
  const history = async (webhookId: string) =>
    bodyAt(await callApi("get", `/v1/webhooks/${webhookId}/deliveries`, { token: org.token }), 200);
  /** The newest attempt in the webhook's history, which must have one. */
  const newestAttempt = async (webhookId: string) => {
    const [row] = (await history(webhookId)).data;
    if (!row) {
      throw new Error(`no delivery attempt of webhook ${webhookId}`);
    }
    return row;
  };
  const detail = (webhookId: string, deliveryId: string, as: TestOrg = org) =>
    callApi("get", `/v1/webhooks/${webhookId}/deliveries/${deliveryId}`, { token: as.token });
  const sendTest = (webhookId: string, body: { payload?: Record<string, unknown> } = {}) =>
    callApi("post", `/v1/webhooks/${webhookId}/test`, { token: org.token, body });

  it("keeps each attempt's request headers (signature, never the secret), response and its first 4 KB", async () => {
    const path = freshPath();
    let calls = 0;
    const longBody = `${"é".repeat(3000)}tail`; // 6,004 bytes: cut at 4 KB, on a character boundary
    receiver.on(path, (_request, res) => {
      calls += 1;
      if (calls === 1) {
        const many = Object.fromEntries(Array.from({ length: 80 }, (_, index) => [`x-extra-${index}`, "v"]));
        res.writeHead(500, { "content-type": "text/plain; charset=utf-8", "x-receiver": "detail", ...many });
        res.end(longBody);
      } else {
        res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
      }
    });
    const webhook = await subscribe(path);
    const sent = await sendTest(webhook.id, { payload: { n: 1 } });
    expect(sent.status).toBe(200);
    await runWorker();

    const page = await history(webhook.id);
    expect(page.data.map((d) => [d.attempt, d.status])).toEqual([
      [2, "delivered"],
      [1, "error"],
    ]);
    const [second, first] = page.data;
    if (!first || !second) {
      throw new Error("two attempts listed");
    }
    expect(first).toMatchObject({ retry_state: "retried", next_retry_at: second.attempted_at });
    expect(second).toMatchObject({ retry_state: "none", next_retry_at: null, subject: null });

    const failed = await detail(webhook.id, first.id);
    expectStatus(failed, 200);
    const [request] = receiver.at(path);
    const { request: sentRequest, response } = failed.body;
    if (!sentRequest || !response) {
      throw new Error(`attempt ${first.id} kept no exchange: ${failed.text}`);
    }
    const headers = Object.fromEntries(sentRequest.headers.map((h) => [h.name, h.value]));
    expect(headers).toMatchObject({
      "Content-Type": "application/json",
      "Service-Signature": createHmac("sha256", SECRET)
        .update(request?.body ?? "")
        .digest("hex"),
      "X-Service-Event-Id": first.event_id,
      "X-Service-Event-Type": "webhook.test",
    });
    expect(sentRequest).toMatchObject({ method: "POST", body: request?.body, body_truncated: false });
    expect(response.status).toBe(500);
    expect(Buffer.byteLength(response.body ?? "")).toBeLessThanOrEqual(exchangeLimits.responseBodyBytes);
    expect(Buffer.byteLength(response.body ?? "")).toBeGreaterThan(exchangeLimits.responseBodyBytes - 4);
    expect(response.body).toBe("é".repeat(2048));
    expect(response.body_truncated).toBe(true);
    expect(response.headers).toHaveLength(exchangeLimits.headerCount);
    expect(response.headers).toContainEqual({ name: "x-receiver", value: "detail" });

    const ok = await detail(webhook.id, second.id);
    expect(bodyAt(ok, 200).response).toMatchObject({ status: 200, body: '{"ok":true}', body_truncated: false });

    // The secret is neither returned nor stored with the attempts.
    expect(JSON.stringify(failed.body)).not.toContain(SECRET);
    expect(JSON.stringify(page)).not.toContain(SECRET);
    const stored = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhook.id));
    expect(stored).toHaveLength(2);
    expect(JSON.stringify(stored)).not.toContain(SECRET);
  });

  it("says when retries ran out, and the summary counts are the attempts listed", async () => {
    const path = freshPath();
    receiver.on(path, (_request, res) => res.writeHead(503).end("busy"));
    const webhook = await subscribe(path);
    await sendTest(webhook.id);
    await runWorker();
    const page = await history(webhook.id);
    expect(page.data.map((d) => d.retry_state)).toEqual(["exhausted", "retried", "retried", "retried", "retried"]);
    expect(page.summary).toEqual({
      delivery_count: 5,
      delivered_count: 0,
      delivery_success_rate: 0,
      last_delivery_status: "error",
    });
    expect(page.summary.delivery_count).toBe(page.total);
    const one = await callApi("get", `/v1/webhooks/${webhook.id}`, { token: org.token });
    expect(bodyAt(one, 200)).toMatchObject({ delivery_count: page.total, last_delivery_status: page.data[0]?.status });

    // A filtered page still reports the counts of every attempt beside its own filtered total.
    const filtered = await callApi("get", `/v1/webhooks/${webhook.id}/deliveries?status=delivered`, {
      token: org.token,
    });
    const delivered = bodyAt(filtered, 200);
    expect([delivered.total, delivered.summary.delivery_count]).toEqual([0, 5]);
  });

  it("names what each event was about", async () => {
    const path = freshPath();
    const webhook = await subscribe(path, { events: ["Vendor.Created"] });
    const vendor = await createVendor(org, { name: "Acme Ltd" });
    await runWorker();
    const row = await newestAttempt(webhook.id);
    expect(row.subject).toEqual({ type: "vendor", id: vendor.id, name: "Acme Ltd" });
    expect(bodyAt(await detail(webhook.id, row.id), 200).subject).toEqual(row.subject);
  });

  it("answers 404 for another organization's webhook or attempt", async () => {
    const path = freshPath();
    const webhook = await subscribe(path);
    await sendTest(webhook.id);
    await runWorker();
    const row = await newestAttempt(webhook.id);
    const foreign = await detail(webhook.id, row.id, other);
    expect(bodyAt(foreign, 404).detail.code).toBe("webhook_not_found");
    const foreignList = await callApi("get", `/v1/webhooks/${webhook.id}/deliveries`, { token: other.token });
    expect(bodyAt(foreignList, 404).detail.code).toBe("webhook_not_found");
    // Another organization's own webhook cannot reach this attempt either.
    const theirs = await createWebhook(other);
    const crossed = await detail(theirs.id, row.id, other);
    expect(bodyAt(crossed, 404).detail.code).toBe("delivery_not_found");
    // Nor another webhook of the same organization.
    const sibling = await subscribe(freshPath());
    const misplaced = await detail(sibling.id, row.id);
    expect(bodyAt(misplaced, 404).detail.code).toBe("delivery_not_found");
  });
});
