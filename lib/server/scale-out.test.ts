import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { call, expectStatus } from "@/lib/bench/seed";
import { startWebhookReceiver, type WebhookReceiver } from "@/lib/bench/webhook-receiver";
import { withScratchDatabase } from "@/lib/testing/scratch-database";
import { createVendor, integrationKey } from "./testing/api-client";
import { type ServerProcess, startServerProcess } from "./testing/server-process";

const url = process.env.TEST_DATABASE_URL;
// Each process loads every module through tsx and the three race to migrate a new database: on a
// busy CI machine that took up to 20 s per process.
const WAIT = { timeout: 100_000, interval: 50 };
const TEST_TIMEOUT = 240_000;
/**
 * Idle workers look for due jobs on their own only this seldom, so a job enqueued by another process
 * reaches them within the test's waits only through PostgreSQL's LISTEN/NOTIFY.
 */
const POLL_NEVER_MS = String(10 * 60_000);
const spawned: ServerProcess[] = [];

const vendorIdOf = (body: string) => (JSON.parse(body) as { data: { vendor_id: string } }).data.vendor_id;

/** Once no delivery job is left to run, every event the receiver got, by ID. */
async function settledDeliveries(database: pg.Client, receiver: WebhookReceiver): Promise<Map<string, number>> {
  await vi.waitFor(async () => {
    const { rows } = await database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM jobs WHERE type = 'webhooks.deliver' AND status IN ('queued', 'running')",
    );
    expect(rows[0]?.n).toBe(0);
  }, WAIT);
  const times = new Map<string, number>();
  for (const arrival of receiver.arrivals) {
    times.set(arrival.eventId, (times.get(arrival.eventId) ?? 0) + 1);
  }
  return times;
}

// Several processes share a database only on a PostgreSQL server; the embedded one belongs to one process.
describe.skipIf(!url)("two app processes and a worker on one PostgreSQL database", () => {
  afterAll(async () => {
    for (const server of spawned) {
      server.child.kill("SIGKILL");
    }
    await Promise.all(spawned.map((server) => server.exited));
  });

  it(
    "make one record of a raced idempotent create, run each job and schedule once, wake each other, and survive one's kill -9",
    async () => {
      const receiver = await startWebhookReceiver(0);
      try {
        await withScratchDatabase(url as string, async (databaseUrl) => {
          const shared = {
            DATABASE_URL: databaseUrl,
            DATA_DIR: mkdtempSync(path.join(tmpdir(), "vrp-scale-out-")),
            BANKING_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
            WEBHOOK_TEST_TARGETS: new URL(receiver.url).origin,
            SERVE: "api",
            PORT: "0",
            BACKGROUND_LANE: "inline",
            JOB_POLL_INTERVAL_MS: POLL_NEVER_MS,
          };
          // A answers requests only; B answers and runs jobs, as `npm start` does; W runs jobs only.
          const appA = startServerProcess("main", { ...shared, RUN_WORKER: "false" });
          const appB = startServerProcess("main", shared);
          const worker = startServerProcess("worker", shared);
          spawned.push(appA, appB, worker);
          const [urlA, urlB] = await Promise.all([appA.ready, appB.ready, worker.ready]);
          const database = new pg.Client({ connectionString: databaseUrl });
          await database.connect();
          try {
            const secret = await integrationKey(urlA as string);
            await expectStatus(
              "webhook",
              201,
              await call(urlB as string, "/v1/webhooks", {
                token: secret,
                body: { url: `${receiver.url}/hooks`, events: ["Vendor.Created"], secret: "s".repeat(24) },
              }),
            );

            // Intake filings of 100,000 characters each, sent together: bodies over 64 KiB are read
            // whole before their turn (lib/server/large-bodies.ts) and reach the API app intact.
            const questionnaires = await expectStatus<{ items: { id: string }[] }>(
              "questionnaires",
              200,
              await call(urlA as string, "/v1/intake/api/questionnaires?type=irq", { token: secret }),
            );
            const contexts = Array.from({ length: 4 }, (_, n) =>
              `Vendor ${n} hosts customer records in Frankfurt. `.repeat(2_100).slice(0, 100_000),
            );
            const filed = await Promise.all(
              contexts.map((context, n) =>
                call(n % 2 ? (urlA as string) : (urlB as string), "/v1/intake/api/sessions", {
                  token: secret,
                  body: { vendor_name: `Large filing ${n}`, questionnaire_ids: [questionnaires.items[0]?.id], context },
                }),
              ),
            );
            expect(filed.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
            const { rows: stored } = await database.query<{ vendor_name: string; context: string }>(
              "SELECT vendor_name, context FROM intake_sessions WHERE vendor_name LIKE 'Large filing %' ORDER BY vendor_name",
            );
            expect(
              stored.map((row) => [row.vendor_name, row.context === contexts[Number(row.vendor_name.slice(-1))]]),
            ).toEqual(contexts.map((_, n) => [`Large filing ${n}`, true]));

            // Creates raced with one Idempotency-Key over both processes make one vendor, answered alike.
            const raced = await Promise.all(
              Array.from({ length: 16 }, (_, n) =>
                createVendor(n % 2 ? (urlA as string) : (urlB as string), secret, "Raced Vendor", "race-key"),
              ),
            );
            expect(new Set(raced.map((answer) => answer.status))).toEqual(new Set([201]));
            expect(new Set(raced.map((answer) => answer.body.id)).size).toBe(1);
            const { rows: racedRows } = await database.query("SELECT id FROM vendors WHERE name = 'Raced Vendor'");
            expect(racedRows).toHaveLength(1);

            // Jobs enqueued by A, which runs none, are run by B or W, which never poll within this
            // test: each is woken by A's commit through LISTEN/NOTIFY.
            const createdOnA: string[] = [];
            for (let n = 0; n < 10; n += 1) {
              const answer = await createVendor(urlA as string, secret, `Vendor from A ${n}`);
              expect(answer.status).toBe(201);
              createdOnA.push(answer.body.id);
            }
            await receiver.waitFor(11, WAIT.timeout);
            const deliveredSoFar = new Set(receiver.arrivals.map((arrival) => vendorIdOf(arrival.body)));
            expect(createdOnA.filter((id) => !deliveredSoFar.has(id))).toEqual([]);

            // 16 writers over both apps; A is killed midway. Writers with an Idempotency-Key retry a
            // create that A never answered on B with the same key; the others give up on it.
            const acknowledged = new Map<string, string>(); // vendor ID → name
            const keyedNames = new Set<string>();
            let stop = false;
            const unexpected: string[] = [];
            const writer = async (index: number) => {
              const keyed = index % 2 === 0;
              // Half the writers start on A; once A fails them, they go to B, as a load balancer would.
              let target = index % 4 < 2 ? (urlA as string) : (urlB as string);
              for (let n = 0; !stop; n += 1) {
                const name = `Writer ${index} vendor ${n}`;
                const key = keyed ? `writer-${index}-${n}` : undefined;
                let answer = await createVendor(target, secret, name, key).catch(() => undefined);
                if (!answer) {
                  target = urlB as string;
                  answer = keyed ? await createVendor(target, secret, name, key).catch(() => undefined) : undefined;
                }
                if (answer?.status === 201) {
                  acknowledged.set(answer.body.id, name);
                  if (keyed) {
                    keyedNames.add(name);
                  }
                } else if (answer) {
                  unexpected.push(`${answer.status} ${JSON.stringify(answer.body)}`);
                }
              }
            };
            const writers = Promise.all(Array.from({ length: 16 }, (_, index) => writer(index)));
            await vi.waitFor(() => expect(acknowledged.size).toBeGreaterThanOrEqual(60), WAIT);
            appA.child.kill("SIGKILL");
            await appA.exited;
            const atKill = acknowledged.size;
            await vi.waitFor(() => expect(acknowledged.size).toBeGreaterThanOrEqual(atKill + 60), WAIT);
            stop = true;
            await writers;
            expect(unexpected).toEqual([]);

            // Every acknowledged create is there, and a retried keyed create is there once.
            const { rows: present } = await database.query<{ id: string; name: string }>(
              "SELECT id, name FROM vendors WHERE id = ANY($1)",
              [[...acknowledged.keys()]],
            );
            expect(present).toHaveLength(acknowledged.size);
            const { rows: twice } = await database.query(
              "SELECT name FROM vendors WHERE name = ANY($1) GROUP BY name HAVING count(*) > 1",
              [[...keyedNames]],
            );
            expect(twice).toEqual([]);

            // Each committed vendor's event reached the receiver once, A's last ones included.
            const deliveries = await settledDeliveries(database, receiver);
            const { rows: events } = await database.query<{ id: string }>(
              "SELECT id FROM webhook_events WHERE event_type = 'Vendor.Created'",
            );
            const { rows: vendors } = await database.query<{ n: number }>("SELECT count(*)::int AS n FROM vendors");
            expect(events).toHaveLength(vendors[0]?.n ?? -1);
            expect([...deliveries.values()].filter((times) => times !== 1)).toEqual([]);
            expect(new Set(deliveries.keys())).toEqual(new Set(events.map((event) => event.id)));
            const deliveredVendors = new Set(receiver.arrivals.map((arrival) => vendorIdOf(arrival.body)));
            expect([...acknowledged.keys()].filter((id) => !deliveredVendors.has(id))).toEqual([]);

            // B and W both enqueue each schedule's slot; each slot has one job, run once.
            const { rows: slots } = await database.query<{ dedupe_key: string; attempts: number; status: string }>(
              "SELECT dedupe_key, attempts, status FROM jobs WHERE dedupe_key LIKE 'schedule:%'",
            );
            expect(slots.length).toBeGreaterThan(0);
            expect(slots.filter((slot) => slot.status === "succeeded" && slot.attempts > 1)).toEqual([]);
            expect(new Set(slots.map((slot) => slot.dedupe_key)).size).toBe(slots.length);

            expect(appB.child.exitCode).toBeNull();
            expect(worker.child.exitCode).toBeNull();
          } finally {
            await database.end();
            for (const server of [appB, worker]) {
              server.child.kill("SIGTERM");
            }
            await Promise.all([appB.exited, worker.exited]);
          }
        });
      } finally {
        await receiver.close();
      }
    },
    TEST_TIMEOUT,
  );
});
