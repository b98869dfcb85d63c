import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { type OutageProxy, startOutageProxy } from "@/lib/testing/outage-proxy";
import { withScratchDatabase } from "@/lib/testing/scratch-database";
import { createVendor, integrationKey } from "./testing/api-client";
import { type ServerProcess, startServerProcess } from "./testing/server-process";

const url = process.env.TEST_DATABASE_URL;
const WAIT = { timeout: 100_000, interval: 50 };
const TEST_TIMEOUT = 240_000;
const WRITERS = 8;
const spawned: ServerProcess[] = [];

interface Outcome {
  /** Creates answered 201, by vendor ID. */
  acknowledged: Set<string>;
  /** Every other answer: status and error code. */
  refused: string[];
  /** Requests that got no answer at all (a reset or a timeout). */
  unanswered: number;
}

/** `WRITERS` clients creating vendors until `stop` says so. */
function startWriters(baseUrl: string, secret: string, outcome: Outcome, stop: () => boolean): Promise<unknown> {
  return Promise.all(
    Array.from({ length: WRITERS }, async (_, index) => {
      for (let n = 0; !stop(); n += 1) {
        const answer = await createVendor(baseUrl, secret, `Writer ${index} vendor ${n}`).catch(() => undefined);
        if (!answer) {
          outcome.unanswered += 1;
        } else if (answer.status === 201) {
          outcome.acknowledged.add(answer.body.id);
        } else {
          const { detail } = answer.body as unknown as { detail?: { code?: string } };
          outcome.refused.push(`${answer.status} ${detail?.code}`);
        }
      }
    }),
  );
}

// The server's restart is played by a proxy in front of it: other test files share the server.
describe.skipIf(!url)("the app while its PostgreSQL server restarts under write load", () => {
  afterAll(async () => {
    for (const server of spawned) {
      server.child.kill("SIGKILL");
    }
    await Promise.all(spawned.map((server) => server.exited));
  });

  it(
    "answers 503 database_unavailable while it is gone, writes again once it is back, loses nothing acknowledged and stays up",
    async () => {
      await withScratchDatabase(url as string, async (databaseUrl) => {
        const direct = new URL(databaseUrl);
        const proxy: OutageProxy = await startOutageProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
        const throughProxy = new URL(databaseUrl);
        throughProxy.hostname = "127.0.0.1";
        throughProxy.port = String(proxy.port);
        const app = startServerProcess("main", {
          DATABASE_URL: throughProxy.toString(),
          DATA_DIR: mkdtempSync(path.join(tmpdir(), "vrp-outage-")),
          BANKING_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
          SERVE: "api",
          PORT: "0",
          BACKGROUND_LANE: "inline",
        });
        spawned.push(app);
        const database = new pg.Client({ connectionString: databaseUrl });
        try {
          const appUrl = await app.ready;
          await database.connect();
          const secret = await integrationKey(appUrl);
          const outcome: Outcome = { acknowledged: new Set(), refused: [], unanswered: 0 };
          let stop = false;
          const writers = startWriters(appUrl, secret, outcome, () => stop);

          await vi.waitFor(() => expect(outcome.acknowledged.size).toBeGreaterThanOrEqual(40), WAIT);
          proxy.goDown();
          await vi.waitFor(() => expect(outcome.refused.length).toBeGreaterThanOrEqual(WRITERS * 4), WAIT);
          const health = await fetch(`${appUrl}/api/health`);
          expect(health.status).toBe(503);
          const beforeBack = outcome.acknowledged.size;
          proxy.comeBack();
          const backAt = Date.now();
          await vi.waitFor(() => expect(outcome.acknowledged.size).toBeGreaterThanOrEqual(beforeBack + 40), WAIT);
          console.log(`writes acknowledged again ${Date.now() - backAt} ms after the database came back`);
          stop = true;
          await writers;

          expect(new Set(outcome.refused)).toEqual(new Set(["503 database_unavailable"]));
          expect(outcome.unanswered).toBe(0);
          const { rows } = await database.query("SELECT id FROM vendors WHERE id = ANY($1)", [
            [...outcome.acknowledged],
          ]);
          expect(rows).toHaveLength(outcome.acknowledged.size);
          expect((await fetch(`${appUrl}/api/health`)).status).toBe(200);
          // Audit rows of the calls made meanwhile were kept until they could be written (a call
          // whose authentication could not reach the database has no principal, so no row).
          await vi.waitFor(async () => {
            const { rows: audited } = await database.query<{ n: number }>(
              "SELECT count(*)::int AS n FROM api_audit_log WHERE path = '/v1/vendors' AND status_code = 201",
            );
            expect(audited[0]?.n).toBe(outcome.acknowledged.size);
          }, WAIT);
          expect(app.child.exitCode).toBeNull();
          expect(app.output()).not.toMatch(/unhandled error/);
          // And it still stops cleanly: nothing it holds was left behind by the cut connections.
          app.child.kill("SIGTERM");
          await vi.waitFor(() => expect(app.child.exitCode, app.output()).toBe(0), WAIT);
        } finally {
          await database.end();
          app.child.kill("SIGKILL");
          await app.exited;
          await proxy.close();
        }
      });
    },
    TEST_TIMEOUT,
  );
});
