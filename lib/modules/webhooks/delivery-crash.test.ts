import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, rowsOf } from "@/lib/db/client";
import { createOrg, createWebhook, type TestOrg } from "@/lib/testing/fixtures";
import { spawnWorkerProcess, type WorkerProcess } from "@/lib/testing/worker-spawn";
import { deliverWebhookEvent } from "./fanout";
import { startReceiver } from "./testing";

const url = process.env.TEST_DATABASE_URL;
const EVENTS = 60;
const PATHS = ["/crash-a", "/crash-b"];

// A worker is a process of its own only with a PostgreSQL server; the embedded database belongs to one process.
describe.skipIf(!url)("webhook delivery across a worker crash (PostgreSQL)", () => {
  let org: TestOrg;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    receiver = await startReceiver();
    org = await createOrg();
  });
  afterAll(async () => {
    for (const worker of workers) {
      worker.child.kill("SIGKILL");
      await worker.exited;
    }
    await receiver.close();
  });

  it("a worker killed mid-batch loses no delivery: another worker sends every event to every subscription", async () => {
    for (const path of PATHS) {
      // Slow answers keep many deliveries in flight when the worker dies.
      receiver.on(path, (_request, res) => setTimeout(() => res.writeHead(200).end(), 40));
      await createWebhook(org, {
        url: `${receiver.origin}${path}`,
        events: ["Vendor.Updated"],
        secret: "crash-test-secret-0123456789",
      });
    }
    const eventIds: string[] = [];
    for (let n = 0; n < EVENTS; n += 1) {
      const { eventId } = await db().transaction((tx) =>
        deliverWebhookEvent(tx, { orgId: org.orgId, eventType: "Vendor.Updated", data: { n } }),
      );
      eventIds.push(eventId);
    }
    const start = (leaseSeconds: number) => {
      const worker = spawnWorkerProcess({
        databaseUrl: url as string,
        orgId: org.orgId,
        leaseSeconds,
        webhookTestTargets: receiver.origin,
      });
      workers.push(worker);
      return worker;
    };

    const doomed = start(300);
    await doomed.started;
    await expect.poll(() => receiver.received.length, { timeout: 20_000, interval: 5 }).toBeGreaterThanOrEqual(10);
    doomed.child.kill("SIGKILL");
    await doomed.exited;
    const beforeCrash = receiver.received.length;
    expect(beforeCrash).toBeLessThan(EVENTS * PATHS.length);
    const [held] = rowsOf<{ running: number }>(
      await db().execute(
        sql`SELECT count(*)::int AS running FROM jobs WHERE org_id = ${org.orgId} AND status = 'running'`,
      ),
    );
    expect(held?.running).toBeGreaterThan(0); // the dead worker held jobs

    // The restarted worker takes over jobs whose worker has been silent for a second.
    start(1);
    const deliveredEvents = (path: string) =>
      new Set(receiver.at(path).map((request) => request.headers["x-service-event-id"] as string));
    for (const path of PATHS) {
      await expect.poll(() => deliveredEvents(path).size, { timeout: 40_000 }).toBe(EVENTS);
      expect([...deliveredEvents(path)].sort()).toEqual([...eventIds].sort());
    }
    await expect
      .poll(
        async () =>
          rowsOf(
            await db().execute(
              sql`SELECT count(*)::int AS open FROM jobs WHERE org_id = ${org.orgId} AND status <> 'succeeded'`,
            ),
          )[0],
        { timeout: 20_000 },
      )
      .toEqual({ open: 0 });
    const rows = rowsOf(
      await db().execute(sql`
        SELECT count(DISTINCT (webhook_id, event_id))::int AS delivered FROM webhook_deliveries
        WHERE org_id = ${org.orgId} AND status = 'delivered'`),
    );
    expect(rows[0]).toEqual({ delivered: EVENTS * PATHS.length });
  }, 90_000);
});
