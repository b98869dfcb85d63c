import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { enqueueJob, JobWorker } from "@/lib/jobs";
import { jobs } from "@/lib/jobs/tables";
import { createOrg, createVendor, createWebhook, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi } from "@/lib/testing/http";
import { SUBSCRIPTIONS_AT_ONCE } from "./delivery";
import { envelopeBody } from "./fanout";
import { deliverWebhookJob } from "./jobs";
import { startReceiver } from "./testing";

/** One job per event: it sends to every subscription at once, each with its own attempts and records. */
describe("webhook delivery, one job per event", () => {
  let org: TestOrg;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const freshPath = () => `/per-event-${randomBytes(4).toString("hex")}`;

  beforeAll(async () => {
    receiver = await startReceiver();
    org = await createOrg();
  });
  afterAll(() => receiver.close());

  const runWorker = () => new JobWorker({ orgId: org.orgId }).runUntilIdle();
  let subscribed: string[] = [];
  const subscribe = async (path: string) => {
    const webhook = await createWebhook(org, {
      url: `${receiver.origin}${path}`,
      events: ["Vendor.Created"],
      secret: "s".repeat(24),
    });
    subscribed.push(webhook.id);
    return webhook;
  };
  // Each test's vendors go only to its own subscriptions.
  afterEach(async () => {
    for (const id of subscribed) {
      await callApi("delete", `/v1/webhooks/${id}`, { token: org.token });
    }
    subscribed = [];
  });
  const attempts = async (webhookId: string) =>
    bodyAt(await callApi("get", `/v1/webhooks/${webhookId}/deliveries`, { token: org.token }), 200).data.map((d) => [
      d.attempt,
      d.status,
    ]);
  const jobsOfEvent = (eventId: string) =>
    db()
      .select()
      .from(jobs)
      .where(sql`${jobs.type} = 'webhooks.deliver' AND ${jobs.payload}->>'event_id' = ${eventId}`);

  it("an event with two subscriptions is one job that sends to both and completes once both are recorded", async () => {
    const [a, b] = [freshPath(), freshPath()];
    const [first, second] = [await subscribe(a), await subscribe(b)];
    await createVendor(org);
    await runWorker();
    const eventId = receiver.at(a)[0]?.headers["x-service-event-id"] as string;
    expect(receiver.at(b)[0]?.headers["x-service-event-id"]).toBe(eventId);
    const eventJobs = await jobsOfEvent(eventId);
    expect(eventJobs).toHaveLength(1);
    expect(eventJobs[0]).toMatchObject({ status: "succeeded", attempts: 1 });
    expect(eventJobs[0]?.payload.webhook_ids).toEqual([first.id, second.id]);
    expect(await attempts(first.id)).toEqual([[1, "delivered"]]);
    expect(await attempts(second.id)).toEqual([[1, "delivered"]]);
  });

  it("a subscription's records are written as its attempts end, while another subscription still waits", async () => {
    const [fast, slow] = [freshPath(), freshPath()];
    let answerSlow: () => void = () => {};
    const slowAnswered = new Promise<void>((resolve) => {
      receiver.on(slow, (_request, res) => {
        answerSlow = () => {
          if (!res.headersSent) {
            res.writeHead(200).end();
          }
          resolve();
        };
      });
    });
    const [quick, held] = [await subscribe(fast), await subscribe(slow)];
    await createVendor(org);
    const worker = new JobWorker({ orgId: org.orgId, pollIntervalMs: 50 });
    worker.start();
    try {
      await expect.poll(() => attempts(quick.id), { timeout: 10_000 }).toEqual([[1, "delivered"]]);
      await expect.poll(() => receiver.at(slow).length, { timeout: 10_000 }).toBe(1);
      expect(await attempts(held.id)).toEqual([]);
      answerSlow();
      await slowAnswered;
      await expect.poll(() => attempts(held.id), { timeout: 10_000 }).toEqual([[1, "delivered"]]);
    } finally {
      answerSlow();
      await worker.stop();
    }
  });

  it(`sends to at most ${SUBSCRIPTIONS_AT_ONCE} subscriptions of an event at a time, and to all of them in the end`, async () => {
    const paths = Array.from({ length: SUBSCRIPTIONS_AT_ONCE + 2 }, () => freshPath());
    const held: (() => void)[] = [];
    for (const path of paths) {
      receiver.on(path, (_request, res) => held.push(() => res.writeHead(200).end()));
      await subscribe(path);
    }
    // A later event goes to a subscription of its own: its delivery starts after the held ones did.
    const markerPath = freshPath();
    const marker = await createWebhook(org, {
      url: `${receiver.origin}${markerPath}`,
      events: ["Vendor.Updated"],
      secret: "s".repeat(24),
    });
    subscribed.push(marker.id);
    const arrived = () => paths.reduce((sum, path) => sum + receiver.at(path).length, 0);
    const vendor = await createVendor(org);
    const worker = new JobWorker({ orgId: org.orgId, pollIntervalMs: 50 });
    worker.start();
    try {
      await expect.poll(arrived, { timeout: 10_000 }).toBeGreaterThanOrEqual(SUBSCRIPTIONS_AT_ONCE);
      // Had the job sent to more subscriptions at once, they would have arrived before the marker.
      const update = await callApi("patch", `/v1/vendors/${vendor.id}`, {
        token: org.token,
        body: { name: "Marker" },
      });
      expect(update.status).toBe(200);
      await expect.poll(() => receiver.at(markerPath).length, { timeout: 10_000 }).toBe(1);
      expect(arrived()).toBe(SUBSCRIPTIONS_AT_ONCE);
      // Each answer frees a place for exactly one more subscription, until all have had the event.
      for (let expected = SUBSCRIPTIONS_AT_ONCE + 1; expected <= paths.length; expected += 1) {
        held.shift()?.();
        await expect.poll(arrived, { timeout: 10_000 }).toBe(expected);
      }
      for (const path of paths) {
        expect(receiver.at(path)).toHaveLength(1);
      }
    } finally {
      for (const answer of held.splice(0)) {
        answer();
      }
      await worker.stop();
    }
  });

  it("a job completes only once all its records are written: after a failed write, the subscriptions without a record get the event again", async () => {
    const [first, second] = [freshPath(), freshPath()];
    // The second receiver answers well after the first one's record write has failed.
    receiver.on(second, (_request, res) => setTimeout(() => res.writeHead(200).end(), 300));
    const [refused, later] = [await subscribe(first), await subscribe(second)];
    const guard = `webhook_deliveries_refuse_${refused.id}`;
    await db().execute(
      sql.raw(`ALTER TABLE webhook_deliveries ADD CONSTRAINT ${guard} CHECK (webhook_id <> '${refused.id}') NOT VALID`),
    );
    try {
      await createVendor(org);
      await runWorker();
    } finally {
      await db().execute(sql.raw(`ALTER TABLE webhook_deliveries DROP CONSTRAINT ${guard}`));
    }
    const eventId = receiver.at(first)[0]?.headers["x-service-event-id"] as string;
    expect(receiver.at(second)).toHaveLength(1);
    expect(await attempts(refused.id)).toEqual([]);
    expect(await attempts(later.id)).toEqual([]); // never written after the failure: not completed either
    const [failed] = await jobsOfEvent(eventId);
    expect(failed).toMatchObject({ status: "queued", lastError: expect.stringMatching(guard) });

    await db()
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, failed?.id ?? ""));
    await runWorker();
    expect(receiver.at(first)).toHaveLength(2);
    expect(receiver.at(second)).toHaveLength(2);
    expect(await attempts(refused.id)).toEqual([[1, "delivered"]]);
    expect(await attempts(later.id)).toEqual([[1, "delivered"]]);
    expect((await jobsOfEvent(eventId))[0]).toMatchObject({ status: "succeeded", attempts: 2 });
  });

  it("picked up again after its worker died, a job sends only to the subscriptions not yet done, continuing their count", async () => {
    const [done, failing, untouched] = [freshPath(), freshPath(), freshPath()];
    const subscriptions = [await subscribe(done), await subscribe(failing), await subscribe(untouched)];
    await createVendor(org);
    const [job] = await db()
      .select()
      .from(jobs)
      .where(
        sql`${jobs.type} = 'webhooks.deliver' AND ${jobs.status} = 'queued' AND ${jobs.payload}->'webhook_ids' @> jsonb_build_array(${subscriptions[0]?.id}::text)`,
      );
    expect(job).toBeDefined();
    const eventId = job?.payload.event_id as string;
    // The dead worker delivered to the first subscription and failed the second twice.
    await db()
      .update(jobs)
      .set({ status: "running", attempts: 1, lockedBy: "dead-worker", lockedAt: sql`now() - interval '1 hour'` })
      .where(eq(jobs.id, job?.id ?? ""));
    const deadRecord = (webhookId: string, attempt: number, status: string) => sql`
      (${`cbwhd_dead_${randomBytes(6).toString("hex")}`}, ${org.orgId}, ${webhookId}, ${job?.id}, ${eventId},
       'Vendor.Created', ${attempt}, ${status})`;
    await db().execute(sql`
      INSERT INTO webhook_deliveries (id, org_id, webhook_id, job_id, event_id, event_type, attempt, status)
      VALUES ${sql.join(
        [
          deadRecord(subscriptions[0]!.id, 1, "delivered"),
          deadRecord(subscriptions[1]!.id, 1, "error"),
          deadRecord(subscriptions[1]!.id, 2, "error"),
        ],
        sql`, `,
      )}`);
    const worker = new JobWorker({ orgId: org.orgId, leaseSeconds: 60 });
    await worker.recoverExpiredLeases();
    await worker.runUntilIdle();
    expect(receiver.at(done)).toHaveLength(0);
    expect(receiver.at(failing)).toHaveLength(1);
    expect(receiver.at(untouched)).toHaveLength(1);
    expect(await attempts(subscriptions[0]!.id)).toEqual([[1, "delivered"]]);
    expect(await attempts(subscriptions[1]!.id)).toEqual([
      [3, "delivered"],
      [2, "error"],
      [1, "error"],
    ]);
    expect(await attempts(subscriptions[2]!.id)).toEqual([[1, "delivered"]]);
    expect((await jobsOfEvent(eventId))[0]).toMatchObject({ status: "succeeded", attempts: 2 });
  });

  it("a subscription that used its 5 attempts before the worker died is not sent again", async () => {
    const [exhausted, pending] = [freshPath(), freshPath()];
    const [spent, waiting] = [await subscribe(exhausted), await subscribe(pending)];
    await createVendor(org);
    const [job] = await db()
      .select()
      .from(jobs)
      .where(
        sql`${jobs.type} = 'webhooks.deliver' AND ${jobs.status} = 'queued' AND ${jobs.payload}->'webhook_ids' @> jsonb_build_array(${spent.id}::text)`,
      );
    await db()
      .update(jobs)
      .set({ status: "running", attempts: 1, lockedBy: "dead-worker", lockedAt: sql`now() - interval '1 hour'` })
      .where(eq(jobs.id, job?.id ?? ""));
    await db().execute(sql`
      INSERT INTO webhook_deliveries (id, org_id, webhook_id, job_id, event_id, event_type, attempt, status)
      SELECT 'cbwhd_spent_' || ${randomBytes(6).toString("hex")} || n, ${org.orgId}, ${spent.id}, ${job?.id},
        ${job?.payload.event_id as string}, 'Vendor.Created', n, 'error'
      FROM generate_series(1, 5) AS n`);
    const worker = new JobWorker({ orgId: org.orgId, leaseSeconds: 60 });
    await worker.recoverExpiredLeases();
    await worker.runUntilIdle();
    expect(receiver.at(exhausted)).toHaveLength(0);
    expect(receiver.at(pending)).toHaveLength(1);
    expect(await attempts(spent.id)).toHaveLength(5);
    expect(await attempts(waiting.id)).toEqual([[1, "delivered"]]);
  });

  it("a job queued before events were batched, naming one webhook_id, is still delivered", async () => {
    const path = freshPath();
    const webhook = await subscribe(path);
    const eventId = `cbevt_${randomBytes(16).toString("hex")}`;
    const body = envelopeBody(eventId, "webhook.test", { legacy: true });
    await db().transaction((tx) =>
      enqueueJob(
        tx,
        deliverWebhookJob,
        { webhook_id: webhook.id, event_id: eventId, event_type: "webhook.test", body },
        { orgId: org.orgId },
      ),
    );
    await runWorker();
    expect(receiver.at(path).map((request) => request.body)).toEqual([body]);
    expect(await attempts(webhook.id)).toEqual([[1, "delivered"]]);
  });
});
