import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { JobWorker } from "@/lib/jobs";
import { jobs } from "@/lib/jobs/tables";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createOrg, createVendor, createWebhook, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi } from "@/lib/testing/http";
import { deliverySettings } from "./delivery";
import { deliverWebhookEvent } from "./fanout";
import { sendWebhookRequest } from "./http-send";
import { startReceiver } from "./testing";
import { setWebhookResolverForTests } from "./url-rules";

const SECRET = "receiver-secret-0123456789";

describe("webhook delivery", () => {
  let org: TestOrg;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const freshPath = () => `/hook-${randomBytes(4).toString("hex")}`;

  beforeAll(async () => {
    receiver = await startReceiver();
    org = await createOrg();
  });
  afterAll(() => receiver.close());
  afterEach(() => {
    deliverySettings.timeoutMs = 10_000;
    setWebhookResolverForTests(undefined);
  });

  // Scoped to this file's organization: other test files may share the database and its queue.
  const runWorker = () => new JobWorker({ orgId: org.orgId }).runUntilIdle();
  const subscribe = async (path: string, body: Partial<Schemas["CreateWebhook"]> = {}) =>
    createWebhook(org, { url: `${receiver.origin}${path}`, secret: SECRET, ...body });
  const history = async (webhookId: string) =>
    bodyAt(await callApi("get", `/v1/webhooks/${webhookId}/deliveries`, { token: org.token }), 200);
  const sendTest = (webhookId: string, body: Schemas["TestWebhook"] = {}) =>
    callApi("post", `/v1/webhooks/${webhookId}/test`, { token: org.token, body });
  const listWebhooks = async () => bodyAt(await callApi("get", "/v1/webhooks", { token: org.token }), 200);

  it("fans a domain event out as a signed envelope with the spec's headers", async () => {
    const path = freshPath();
    const webhook = await subscribe(path, { events: ["Vendor.Created"] });
    const vendor = await createVendor(org, { name: "Signed Vendor" });
    await runWorker();
    const [request] = receiver.at(path);
    expect(request).toBeDefined();
    const body = request?.body ?? "";
    const headers = request?.headers ?? {};
    expect(headers["service-signature"]).toBe(createHmac("sha256", SECRET).update(body).digest("hex"));
    expect(headers["content-type"]).toBe("application/json");
    const envelope = JSON.parse(body);
    expect(Object.keys(envelope).sort()).toEqual(["data", "event_id", "event_type", "occurred_at"]);
    expect(envelope).toEqual({
      event_id: expect.stringMatching(/^cbevt_[0-9a-f]{32}$/),
      event_type: "Vendor.Created",
      occurred_at: expect.any(Number),
      data: { vendor_id: vendor.id, event_type: "Vendor.Created" },
    });
    expect(headers["x-service-event-id"]).toBe(envelope.event_id);
    expect(headers["x-service-event-type"]).toBe("Vendor.Created");

    const page = await history(webhook.id);
    expect(page.data).toEqual([
      {
        id: expect.stringMatching(/^cbwhd_[0-9a-f]{32}$/),
        webhook_id: webhook.id,
        event_id: envelope.event_id,
        event_type: "Vendor.Created",
        attempt: 1,
        status: "delivered",
        response_status: 200,
        response_time_ms: expect.any(Number),
        error: null,
        attempted_at: expect.any(Number),
        subject: { type: "vendor", id: vendor.id, name: "Signed Vendor" },
        retry_state: "none",
        next_retry_at: null,
      },
    ]);
    const listed = (await listWebhooks()).data.find((item) => item.id === webhook.id);
    expect(listed).toMatchObject({ last_delivery_status: "delivered", delivery_success_rate: 1, delivery_count: 1 });
  });

  it("every subscription of one event shares its event_id; other types get nothing, disabled ones a skipped record", async () => {
    const [a, b, updatesOnly, disabled] = [freshPath(), freshPath(), freshPath(), freshPath()];
    await subscribe(a, { events: ["Vendor.Created"] });
    await subscribe(b, { events: ["Vendor.Created", "Vendor.Updated"] });
    await subscribe(updatesOnly, { events: ["Vendor.Updated"] });
    const paused = await subscribe(disabled, { events: ["Vendor.Created"], enabled: false });
    await createVendor(org);
    await runWorker();
    const ids = [a, b].map((path) => receiver.at(path)[0]?.headers["x-service-event-id"]);
    expect(ids[0]).toMatch(/^cbevt_/);
    expect(ids[1]).toBe(ids[0]);
    expect(receiver.at(updatesOnly)).toHaveLength(0);
    expect(receiver.at(disabled)).toHaveLength(0);
    expect((await history(paused.id)).data).toEqual([
      expect.objectContaining({ event_id: ids[0], status: "skipped", error: "The subscription is disabled." }),
    ]);
  });

  it("retries at once on a non-2xx answer and records every attempt, newest first", async () => {
    const path = freshPath();
    let calls = 0;
    receiver.on(path, (_request, res) => {
      calls += 1;
      res.writeHead(calls < 3 ? 500 : 200).end();
    });
    const webhook = await subscribe(path);
    await sendTest(webhook.id);
    await runWorker();
    const bodies = receiver.at(path).map((request) => request.body);
    expect(bodies).toHaveLength(3);
    expect(new Set(bodies).size).toBe(1);
    const page = await history(webhook.id);
    expect(page.data.map((d) => [d.attempt, d.status, d.response_status])).toEqual([
      [3, "delivered", 200],
      [2, "error", 500],
      [1, "error", 500],
    ]);
    const [listed] = (await listWebhooks()).data.filter((item) => item.id === webhook.id);
    expect(listed?.delivery_success_rate).toBe(0.3333);
  });

  it("gives up after 5 failed attempts", async () => {
    const path = freshPath();
    receiver.on(path, (_request, res) => res.writeHead(503).end());
    const webhook = await subscribe(path);
    await sendTest(webhook.id);
    await runWorker();
    expect(receiver.at(path)).toHaveLength(5);
    const page = await history(webhook.id);
    expect(page.total).toBe(5);
    expect(page.data.every((d) => d.status === "error")).toBe(true);
  });

  it("redelivers an event with the same event_id and bytes as a fresh series", async () => {
    const path = freshPath();
    let failing = true;
    receiver.on(path, (_request, res) => res.writeHead(failing ? 500 : 204).end());
    const webhook = await subscribe(path);
    await sendTest(webhook.id, { payload: { again: true } });
    await runWorker();
    const [failed] = (await history(webhook.id)).data;
    if (!failed) {
      throw new Error("the test send has no delivery attempt");
    }
    const eventId = failed.event_id;
    failing = false;
    const redeliver = (id: string) =>
      callApi("post", `/v1/webhooks/${webhook.id}/redeliver`, { token: org.token, body: { event_id: id } });
    const result = await redeliver(eventId);
    expect([result.status, result.body]).toEqual([200, { delivered: true, event_id: eventId }]);
    await runWorker();
    const bodies = receiver.at(path).map((request) => request.body);
    expect(bodies).toHaveLength(6);
    expect(new Set(bodies).size).toBe(1);
    expect((await history(webhook.id)).data[0]).toMatchObject({ event_id: eventId, attempt: 1, status: "delivered" });
    const unknown = await redeliver("cbevt_00000000000000000000000000000000");
    expect(bodyAt(unknown, 404).detail.code).toBe("event_not_found");
  });

  it("records a timeout per attempt when the receiver does not answer in time", async () => {
    deliverySettings.timeoutMs = 150;
    const path = freshPath();
    receiver.on(path, () => {}); // never answers: each attempt ends at its own time budget
    const webhook = await subscribe(path);
    await sendTest(webhook.id);
    await runWorker();
    const page = await history(webhook.id);
    expect(page.data.map((d) => d.status)).toEqual(Array(5).fill("timeout"));
    expect(page.data[0]?.error).toMatch(/150 ms/);
  });

  it("does not follow redirects: a 3xx is an error", async () => {
    const [path, target] = [freshPath(), freshPath()];
    receiver.on(path, (_request, res) => res.writeHead(302, { location: `${receiver.origin}${target}` }).end());
    const webhook = await subscribe(path);
    await sendTest(webhook.id);
    await runWorker();
    expect(receiver.at(target)).toHaveLength(0);
    const page = await history(webhook.id);
    expect(page.data[0]).toMatchObject({
      status: "error",
      response_status: 302,
      error: expect.stringMatching(/Redirect/),
    });
  });

  it("the test endpoint delivers its payload as data under any event type", async () => {
    const path = freshPath();
    const webhook = await subscribe(path);
    await sendTest(webhook.id, { event_type: "custom.thing", payload: { hello: "world", n: 1 } });
    await sendTest(webhook.id, {});
    expect((await sendTest(webhook.id, { event_type: "" })).status).toBe(200);
    await runWorker();
    // The jobs run concurrently, so arrival order is not fixed.
    const byType = new Map(
      receiver.at(path).map((request) => [request.headers["x-service-event-type"], JSON.parse(request.body)]),
    );
    expect(byType.get("custom.thing")).toMatchObject({ event_type: "custom.thing", data: { hello: "world", n: 1 } });
    expect(byType.get("webhook.test")).toMatchObject({ event_type: "webhook.test", data: { test: true } });
    expect(byType.get("")).toMatchObject({ event_type: "", data: { test: true } });
  });

  it("an event type that cannot be a header value is never sent, and each attempt says why", async () => {
    const path = freshPath();
    const webhook = await subscribe(path);
    const sent = await sendTest(webhook.id, { event_type: "custom.thing\r\nX-Injected: yes" });
    expect(sent.status).toBe(200);
    await runWorker();
    expect(receiver.at(path)).toHaveLength(0);
    const page = await history(webhook.id);
    expect(page.total).toBe(5);
    expect(page.data[0]).toMatchObject({
      status: "error",
      response_status: null,
      error: "Request not sent: invalid X-Service-Event-Type header",
    });
  });

  it("a subscription disabled before the send is skipped and recorded", async () => {
    const path = freshPath();
    const webhook = await subscribe(path);
    await sendTest(webhook.id);
    await callApi("patch", `/v1/webhooks/${webhook.id}`, { token: org.token, body: { enabled: false } });
    await runWorker();
    expect(receiver.at(path)).toHaveLength(0);
    const page = await history(webhook.id);
    expect(page.data).toEqual([expect.objectContaining({ status: "skipped", attempt: 1, response_status: null })]);
  });

  it("re-checks the host at send time: a name that now resolves privately is blocked and recorded as error", async () => {
    let answer = ["93.184.215.14"];
    setWebhookResolverForTests(async () => answer);
    const webhook = await createWebhook(org, { url: "https://hooks.rebind.test/in", secret: SECRET });
    answer = ["127.0.0.1"];
    await sendTest(webhook.id);
    await runWorker();
    const page = await history(webhook.id);
    expect(page.data).toEqual([expect.objectContaining({ status: "error", error: expect.stringMatching(/^Blocked/) })]);
  });

  it("connects only to the vetted address, whatever DNS would answer", async () => {
    const path = freshPath();
    const port = new URL(receiver.origin).port;
    const outcome = await sendWebhookRequest({
      url: new URL(`http://never-resolves.invalid:${port}${path}`),
      body: "{}",
      headers: ["Content-Type", "application/json"],
      timeoutMs: 2000,
      pinnedAddress: "127.0.0.1",
    });
    expect(outcome.status).toBe("delivered");
    expect(receiver.at(path)).toHaveLength(1);
  });

  it("keeps connections alive per vetted address: a reused connection never reaches another address", async () => {
    const connections = new Set<unknown>();
    /** Per request: the address it was meant for (its path) and the one its connection reached. */
    const arrived: [string, string][] = [];
    const server = http.createServer((request, response) => {
      connections.add(request.socket);
      arrived.push([request.url?.slice(1) ?? "", (request.socket.localAddress ?? "").replace(/^::ffff:/, "")]);
      request.resume();
      request.on("end", () => response.end("ok"));
    });
    await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
    const { port } = server.address() as AddressInfo;
    const send = (pinnedAddress: string) =>
      sendWebhookRequest({
        url: new URL(`http://pinned.invalid:${port}/${pinnedAddress}`),
        body: "{}",
        headers: ["Content-Type", "application/json"],
        timeoutMs: 2000,
        pinnedAddress,
      });
    const addresses = ["127.0.0.1", "127.0.0.2", "127.0.0.1", "127.0.0.2", "127.0.0.1", "127.0.0.2"];
    try {
      for (const address of addresses) {
        expect((await send(address)).status).toBe("delivered");
      }
      expect(arrived).toEqual(addresses.map((address) => [address, address]));
      expect(connections.size).toBeLessThan(addresses.length); // kept alive and reused
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("records a refused connection, and takes a large 2xx answer as delivered without reading it all", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port: closedPort } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const request = (url: string) => ({
      url: new URL(url),
      body: "{}",
      headers: ["Content-Type", "application/json"],
      timeoutMs: 2000,
      pinnedAddress: null,
    });
    const refused = await sendWebhookRequest(request(`http://127.0.0.1:${closedPort}/in`));
    expect(refused).toMatchObject({
      status: "error",
      responseStatus: null,
      // Refused reads like any other connection failure: the subscriber is not told a port is closed.
      error: "Connection failed.",
    });
    const path = freshPath();
    receiver.on(path, (_request, res) => res.writeHead(200).end("x".repeat(1024 * 1024)));
    const large = await sendWebhookRequest(request(`${receiver.origin}${path}`));
    expect(large).toMatchObject({ status: "delivered", responseStatus: 200, error: null });
  });

  it("a job whose worker died is delivered by another worker, resuming the attempt count", async () => {
    const path = freshPath();
    const webhook = await subscribe(path);
    await sendTest(webhook.id);
    const [job] = await db()
      .select()
      .from(jobs)
      .where(
        sql`${jobs.type} = 'webhooks.deliver' AND ${jobs.status} = 'queued' AND ${jobs.payload}->'webhook_ids' @> jsonb_build_array(${webhook.id}::text)`,
      );
    expect(job).toBeDefined();
    // A worker claimed it, failed one attempt, and was killed.
    await db()
      .update(jobs)
      .set({ status: "running", attempts: 1, lockedBy: "dead-worker", lockedAt: sql`now() - interval '1 hour'` })
      .where(eq(jobs.id, job?.id ?? ""));
    await db().execute(sql`
      INSERT INTO webhook_deliveries (id, org_id, webhook_id, job_id, event_id, event_type, attempt, status, error)
      VALUES (${`cbwhd_dead_${randomBytes(4).toString("hex")}`}, ${org.orgId}, ${webhook.id}, ${job?.id}, ${job?.payload.event_id as string}, 'webhook.test', 1, 'timeout', 'killed')`);
    const worker = new JobWorker({ orgId: org.orgId, leaseSeconds: 60 });
    await runWorker();
    expect(receiver.at(path)).toHaveLength(0);
    await worker.recoverExpiredLeases();
    await worker.runUntilIdle();
    expect(receiver.at(path)).toHaveLength(1);
    const page = await history(webhook.id);
    expect(page.data.map((d) => [d.attempt, d.status])).toEqual([
      [2, "delivered"],
      [1, "timeout"],
    ]);
  });

  it("the last attempt's record and the job's completion commit together: when that write fails, the job is sent again", async () => {
    const path = freshPath();
    const webhook = await subscribe(path);
    await sendTest(webhook.id);
    const deliveryJob = async () => {
      const [row] = await db()
        .select()
        .from(jobs)
        .where(
          sql`${jobs.type} = 'webhooks.deliver' AND ${jobs.payload}->'webhook_ids' @> jsonb_build_array(${webhook.id}::text)`,
        );
      return row;
    };
    // Stands in for a write that never happens (a database outage, or a worker that dies before it).
    const guard = `webhook_deliveries_refuse_${webhook.id}`;
    await db().execute(
      sql.raw(`ALTER TABLE webhook_deliveries ADD CONSTRAINT ${guard} CHECK (webhook_id <> '${webhook.id}') NOT VALID`),
    );
    try {
      await runWorker();
    } finally {
      await db().execute(sql.raw(`ALTER TABLE webhook_deliveries DROP CONSTRAINT ${guard}`));
    }
    expect(receiver.at(path)).toHaveLength(1);
    expect((await history(webhook.id)).total).toBe(0);
    const failed = await deliveryJob();
    expect(failed).toMatchObject({ status: "queued", attempts: 1, lastError: expect.stringMatching(guard) });

    await db()
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, failed?.id ?? ""));
    await runWorker();
    const bodies = receiver.at(path).map((request) => request.body);
    expect(bodies).toHaveLength(2);
    expect(new Set(bodies).size).toBe(1);
    const page = await history(webhook.id);
    expect(page.data.map((d) => [d.attempt, d.status])).toEqual([[1, "delivered"]]);
    expect(await deliveryJob()).toMatchObject({ status: "succeeded", attempts: 2 });
  });

  it("deliverWebhookEvent narrows to given subscribers and can override the event type", async () => {
    const [chosen, notChosen, otherType] = [freshPath(), freshPath(), freshPath()];
    const a = await subscribe(chosen, { events: ["Vendor.Updated"] });
    await subscribe(notChosen, { events: ["Vendor.Updated"] });
    const c = await subscribe(otherType, { events: ["Vendor.Created"] });
    const result = await db().transaction((tx) =>
      deliverWebhookEvent(tx, {
        orgId: org.orgId,
        eventType: "Vendor.Updated",
        data: { vendor_id: "cbvndr_x" },
        webhookIds: [a.id, c.id],
      }),
    );
    expect(result.webhookIds).toEqual([a.id]);
    await runWorker();
    expect(receiver.at(notChosen)).toHaveLength(0);
    expect(receiver.at(otherType)).toHaveLength(0);
    const envelope = JSON.parse(receiver.at(chosen)[0]?.body ?? "{}");
    expect(envelope).toMatchObject({
      event_id: result.eventId,
      event_type: "Vendor.Updated",
      data: { vendor_id: "cbvndr_x", event_type: "Vendor.Updated" },
    });
  });
});
