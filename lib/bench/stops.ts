import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { type AppProcess, sleep, startApp, waitForHealth } from "./app-process";
import { withDatabaseClient } from "./database-client";
import { call, createStandardKey, createVendor, expectStatus } from "./seed";
import type { WebhookReceiver } from "./webhook-receiver";

/**
 * The reliability part's stops under write load (issue 41): SIGTERM to `npm start`'s process group,
 * kill -9 of it and a restart, and the PostgreSQL server restarted under the app. Each starts the
 * app as `npm start` runs it (its jobs in process, the background lane in a child) on `databaseUrl`.
 */
export interface StopsSetup {
  root: string;
  appEnv: Record<string, string>;
  appUrl: string;
  databaseUrl: string;
  receiver: WebhookReceiver;
}

const WRITERS = 16;
const PG_RESTART_WRITERS = 8;
const LOAD_BEFORE_STOP_MS = 3_000;
const HEALTHY_WITHIN_MS = 180_000;
/**
 * How long the kill -9 part waits for the killed process's claimed jobs: a worker on the same host
 * hands them back at once, another host's only after their 300 s lease.
 */
const SETTLE_WITHIN_MS = 420_000;

interface WriterTally {
  acknowledged: Map<string, string>; // vendor ID → name
  /** Names of the acknowledged creates sent with an Idempotency-Key. */
  keyedNames: Set<string>;
  answered: Map<number, number>; // status → count
  /** Requests refused before being accepted (the port closed): the client may send them elsewhere. */
  refused: number;
  /** Requests sent on an accepted connection that got no answer: a reset or a close mid-request. */
  cut: number;
  /** Keyed creates that got no answer, for a retry with the same key. */
  unanswered: { name: string; key: string }[];
}

const newTally = (): WriterTally => ({
  acknowledged: new Map(),
  keyedNames: new Set(),
  answered: new Map(),
  refused: 0,
  cut: 0,
  unanswered: [],
});

function failureCode(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code ?? (error instanceof Error ? error.message : String(error));
}

function acknowledge(tally: WriterTally, id: string, name: string, key: string | undefined): void {
  tally.acknowledged.set(id, name);
  if (key) {
    tally.keyedNames.add(name);
  }
}

/** `count` writers creating vendors until `stop()`, or until the server refuses them; odd ones send an Idempotency-Key. */
function startWriters(options: {
  count: number;
  baseUrl: string;
  secret: string;
  label: string;
  tally: WriterTally;
  stop: () => boolean;
  untilRefused: boolean;
}): Promise<void> {
  const { tally } = options;
  const writer = async (index: number) => {
    for (let n = 0; !options.stop(); n += 1) {
      const name = `${options.label} writer ${index} vendor ${n}`;
      const key = index % 2 === 1 ? `${options.label}-${index}-${n}` : undefined;
      try {
        const answer = await createVendor(options.baseUrl, options.secret, name, key);
        tally.answered.set(answer.status, (tally.answered.get(answer.status) ?? 0) + 1);
        if (answer.status === 201) {
          acknowledge(tally, answer.body.id, name, key);
        }
      } catch (error) {
        if (failureCode(error) === "ECONNREFUSED") {
          tally.refused += 1;
          if (options.untilRefused) {
            return;
          }
          await sleep(100);
        } else {
          tally.cut += 1;
          if (key) {
            tally.unanswered.push({ name, key });
          }
        }
      }
    }
  };
  return Promise.all(Array.from({ length: options.count }, (_, index) => writer(index))).then(() => undefined);
}

async function missingOf(databaseUrl: string, ids: Iterable<string>): Promise<number> {
  const wanted = [...ids];
  return withDatabaseClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM vendors WHERE id = ANY($1)", [
      wanted,
    ]);
    return wanted.length - (rows[0]?.n ?? 0);
  });
}

async function startHealthyApp(setup: StopsSetup, label: string): Promise<AppProcess> {
  const app = startApp(setup.root, setup.appEnv, "lib/server/main.ts", label);
  await waitForHealth(setup.appUrl, app, HEALTHY_WITHIN_MS);
  return app;
}

const statusSummary = (answered: Map<number, number>) =>
  [...answered]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count}× ${status}`)
    .join(", ") || "none";

export interface SigtermResult {
  answered: string;
  serverErrors: number;
  cut: number;
  refused: number;
  exitCode: number | null;
  exitSignal: string | null;
  stopSeconds: number;
  acknowledged: number;
  missing: number;
}

/**
 * Starts the app, lets 16 writers (`label` names them and their vendors) create vendors for a few
 * seconds, sends `signal` to the app's process group, and waits for it to exit and for the writers
 * to be refused.
 */
async function signalUnderWriteLoad(setup: StopsSetup, secret: string, label: string, signal: NodeJS.Signals) {
  const app = await startHealthyApp(setup, `app (${label})`);
  const tally = newTally();
  const writers = startWriters({
    count: WRITERS,
    baseUrl: setup.appUrl,
    secret,
    label,
    tally,
    stop: () => false,
    untilRefused: true,
  });
  await sleep(LOAD_BEFORE_STOP_MS);
  const signalledAt = performance.now();
  app.signalGroup(signal);
  const exit = await app.exit;
  const stopSeconds = (performance.now() - signalledAt) / 1000;
  await writers;
  return { tally, exit, stopSeconds, signalledAt };
}

/** SIGTERM to the process group while 16 writers create vendors. */
export async function runSigtermStop(setup: StopsSetup, secret: string): Promise<SigtermResult> {
  const { tally, exit, stopSeconds } = await signalUnderWriteLoad(setup, secret, "sigterm", "SIGTERM");
  const serverErrors = [...tally.answered].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  return {
    answered: statusSummary(tally.answered),
    serverErrors,
    cut: tally.cut,
    refused: tally.refused,
    exitCode: exit.code,
    exitSignal: exit.signal,
    stopSeconds,
    acknowledged: tally.acknowledged.size,
    missing: await missingOf(setup.databaseUrl, tally.acknowledged.keys()),
  };
}

export interface KillResult {
  answeredBeforeKill: string;
  cut: number;
  acknowledged: number;
  missing: number;
  retriedWithKey: number;
  keyedTwice: number;
  /** Vendors this part's writers created (acknowledged or not), and those without a Vendor.Created event. */
  vendorsCreated: number;
  withoutEvent: number;
  deliveredOnce: number;
  deliveredTwiceOrMore: number;
  /**
   * Of those, the ones first sent before the kill and sent again only after it: a delivery the
   * killed process had sent and not yet recorded. Any other repeat would be a fault.
   */
  resentAfterKill: number;
  undelivered: number;
  acknowledgedUndelivered: number;
  settled: boolean;
  settleSeconds: number;
}

/**
 * kill -9 of the process group while 16 writers (half with Idempotency-Key) create vendors, then a
 * restart: the keyed creates that got no answer are retried with their keys, and every vendor's
 * Vendor.Created webhook must reach the receiver, exactly once by its `X-Service-Event-Id`. An HTTP
 * delivery sent just before the kill and not yet recorded is sent again after it (nothing can tell
 * whether the receiver got it); those are counted apart from any other repeat.
 */
export async function runKillStop(setup: StopsSetup, secret: string): Promise<KillResult> {
  const arrivalsBefore = setup.receiver.arrivals.length;
  const { tally, signalledAt } = await signalUnderWriteLoad(setup, secret, "kill", "SIGKILL");
  const answeredBeforeKill = statusSummary(tally.answered);

  const restarted = await startHealthyApp(setup, "app (after kill -9)");
  const restartedAt = performance.now();
  let retriedWithKey = 0;
  for (const { name, key } of tally.unanswered) {
    const answer = await createVendor(setup.appUrl, secret, name, key);
    if (answer.status === 201) {
      acknowledge(tally, answer.body.id, name, key);
      retriedWithKey += 1;
    }
  }
  const settled = await waitForDeliveriesSettled(setup.databaseUrl, SETTLE_WITHIN_MS);
  const settleSeconds = (performance.now() - restartedAt) / 1000;
  const result = await withDatabaseClient(setup.databaseUrl, async (client) => {
    const twice = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM (SELECT name FROM vendors WHERE name = ANY($1) GROUP BY name HAVING count(*) > 1) t",
      [[...tally.keyedNames]],
    );
    // Every vendor this part created, committed whether or not its answer arrived, and its event.
    const vendors = await client.query<{ id: string; event_id: string | null }>(
      `SELECT v.id, e.id AS event_id FROM vendors v
       LEFT JOIN webhook_events e ON e.event_type = 'Vendor.Created' AND e.body::jsonb -> 'data' ->> 'vendor_id' = v.id
       WHERE v.name LIKE 'kill writer %'`,
    );
    return { keyedTwice: twice.rows[0]?.n ?? 0, vendors: vendors.rows };
  });
  const arrivalTimes = new Map<string, number[]>();
  for (const arrival of setup.receiver.arrivals.slice(arrivalsBefore)) {
    arrivalTimes.set(arrival.eventId, [...(arrivalTimes.get(arrival.eventId) ?? []), arrival.at]);
  }
  const deliveries = result.vendors.map((vendor) => {
    const at = vendor.event_id ? (arrivalTimes.get(vendor.event_id) ?? []) : [];
    const [first = 0, ...again] = [...at].sort((a, b) => a - b);
    return {
      vendorId: vendor.id,
      times: at.length,
      resentAfterKill: at.length === 2 && first < signalledAt && (again[0] ?? 0) >= signalledAt,
    };
  });
  const delivered = new Set(deliveries.filter((d) => d.times > 0).map((d) => d.vendorId));
  await restarted.stop();
  return {
    answeredBeforeKill,
    cut: tally.cut,
    acknowledged: tally.acknowledged.size,
    missing: await missingOf(setup.databaseUrl, tally.acknowledged.keys()),
    retriedWithKey,
    keyedTwice: result.keyedTwice,
    vendorsCreated: result.vendors.length,
    withoutEvent: result.vendors.filter((vendor) => !vendor.event_id).length,
    deliveredOnce: deliveries.filter((d) => d.times === 1).length,
    deliveredTwiceOrMore: deliveries.filter((d) => d.times > 1).length,
    resentAfterKill: deliveries.filter((d) => d.resentAfterKill).length,
    undelivered: deliveries.filter((d) => d.times === 0).length,
    acknowledgedUndelivered: [...tally.acknowledged.keys()].filter((id) => !delivered.has(id)).length,
    settled,
    settleSeconds,
  };
}

async function waitForDeliveriesSettled(databaseUrl: string, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const left = await withDatabaseClient(databaseUrl, async (client) => {
      const { rows } = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM jobs WHERE type = 'webhooks.deliver' AND status IN ('queued', 'running')",
      );
      return rows[0]?.n ?? 0;
    });
    if (left === 0) {
      return true;
    }
    await sleep(1000);
  }
  return false;
}

export interface PgRestartResult {
  skipped?: string;
  restartSeconds: number;
  /** From the server accepting connections again to the first create answered 201. */
  writingAgainSeconds: number;
  answered: string;
  cut: number;
  acknowledged: number;
  missing: number;
  appAlive: boolean;
}

/** The Debian cluster (`pg_lsclusters`) listening on the bench's port, if this machine has one we may restart. */
function localCluster(port: number): { version: string; name: string } | undefined {
  try {
    const listing = execFileSync("pg_lsclusters", ["--no-header"], { encoding: "utf8" });
    for (const line of listing.split("\n")) {
      const [version, name, clusterPort, status] = line.trim().split(/\s+/);
      if (version && name && Number(clusterPort) === port && status === "online") {
        return { version, name };
      }
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** `pg_ctlcluster … restart -m fast` while 8 writers create vendors through the app. */
export async function runPgRestart(setup: StopsSetup, secret: string): Promise<PgRestartResult> {
  const port = Number(new URL(setup.databaseUrl).port || 5432);
  const cluster = localCluster(port);
  const empty = { restartSeconds: 0, writingAgainSeconds: 0, answered: "", cut: 0, acknowledged: 0, missing: 0 };
  if (!cluster) {
    return { ...empty, appAlive: true, skipped: `no online pg_ctlcluster cluster on port ${port}` };
  }
  const app = await startHealthyApp(setup, "app (PostgreSQL restart)");
  const tally = newTally();
  let stop = false;
  const writers = startWriters({
    count: PG_RESTART_WRITERS,
    baseUrl: setup.appUrl,
    secret,
    label: "pgrestart",
    tally,
    stop: () => stop,
    untilRefused: false,
  });
  await sleep(LOAD_BEFORE_STOP_MS);
  const startedAt = performance.now();
  // Not execFileSync: the writers share this event loop and must keep sending while the server restarts.
  await promisify(execFile)("pg_ctlcluster", [cluster.version, cluster.name, "restart", "-m", "fast"]);
  const backAt = performance.now();
  const acknowledgedWhenBack = tally.acknowledged.size;
  while (tally.acknowledged.size === acknowledgedWhenBack && performance.now() - backAt < 60_000) {
    await sleep(10);
  }
  const writingAgainSeconds = (performance.now() - backAt) / 1000;
  await sleep(LOAD_BEFORE_STOP_MS);
  stop = true;
  await writers;
  const appAlive = app.alive();
  await app.stop();
  return {
    restartSeconds: (backAt - startedAt) / 1000,
    writingAgainSeconds,
    answered: statusSummary(tally.answered),
    cut: tally.cut,
    acknowledged: tally.acknowledged.size,
    missing: await missingOf(setup.databaseUrl, tally.acknowledged.keys()),
    appAlive,
  };
}

/** A standard key for the stops' writers, and a webhook subscription for Vendor.Created to the receiver. */
export async function prepareStops(setup: StopsSetup, sessionToken: string): Promise<string> {
  const secret = await createStandardKey(setup.appUrl, sessionToken, "stop writers");
  await expectStatus(
    "stops webhook",
    201,
    await call(setup.appUrl, "/v1/webhooks", {
      token: secret,
      body: { url: `${setup.receiver.url}/stops`, events: ["Vendor.Created"], secret: "s".repeat(24) },
    }),
  );
  return secret;
}
