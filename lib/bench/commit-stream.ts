import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { enqueueDeliveries, envelopeBody } from "@/lib/modules/webhooks/fanout";
import { onTheClock } from "./paced";
import { percentile } from "./percentile";
import type { WebhookReceiver } from "./webhook-receiver";

/** Medians of commit → attempt and attempt → receipt, for the slowest events and for all. */
export interface LatencySplit {
  slowestToAttemptMs: number;
  slowestAfterAttemptMs: number;
  allToAttemptMs: number;
  allAfterAttemptMs: number;
}

/**
 * Webhook events committed by the benchmark itself, at a fixed rate, each in its own transaction on
 * its own connection through the app's own `enqueueDeliveries` (the event row and its delivery job,
 * the jobs table's trigger notifying the workers at commit). The moment its COMMIT returns is the
 * commit, exactly: unlike a PATCH answered by a busy app, nothing stands between the two. Latency
 * runs from there to the receipt, matched by the event ID header.
 */
export class CommitStream {
  private readonly pool: pg.Pool;
  private readonly database: Database;
  /** Event ID → when its transaction committed (performance.now()). */
  readonly committedAt = new Map<string, number>();
  private failure: Error | undefined;
  private sequence = 0;

  constructor(
    databaseUrl: string,
    private readonly orgId: string,
    private readonly webhookId: string,
    private readonly ratePerSecond: number,
  ) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    this.database = drizzle(this.pool) as unknown as Database;
  }

  /** Commits events on the clock until stop(); returns the IDs of the events this run committed. */
  start(): { stop: () => Promise<string[]> } {
    const ids: string[] = [];
    const clock = onTheClock(this.ratePerSecond, async () => {
      const eventId = newId("webhookEvent");
      ids.push(eventId);
      this.sequence += 1;
      const body = envelopeBody(eventId, "Vendor.Updated", { vendor_id: `bench_commit_${this.sequence}` });
      try {
        await this.database.transaction((tx) =>
          enqueueDeliveries(tx, this.orgId, [this.webhookId], { eventId, eventType: "Vendor.Updated", body }),
        );
        this.committedAt.set(eventId, performance.now());
      } catch (error) {
        this.failure ??= error instanceof Error ? error : new Error(String(error));
      }
    });
    return {
      stop: async () => {
        await clock.stop();
        if (this.failure) {
          throw this.failure;
        }
        return ids;
      },
    };
  }

  /** Waits until every event of `ids` arrived at `path`; latencies ascending. */
  async latencies(receiver: WebhookReceiver, path: string, ids: string[], timeoutMs: number): Promise<number[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const arrived = new Map<string, number>();
      for (const arrival of receiver.arrivals) {
        if (arrival.path === path && this.committedAt.has(arrival.eventId)) {
          arrived.set(arrival.eventId, arrival.at);
        }
      }
      const missing = ids.filter((id) => !arrived.has(id));
      if (missing.length === 0) {
        return ids
          .map((id) => (arrived.get(id) as number) - (this.committedAt.get(id) as number))
          .sort((a, b) => a - b);
      }
      if (Date.now() > deadline) {
        throw new Error(`${missing.length} of ${ids.length} events committed by the benchmark did not arrive`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /**
   * Where the slowest `share` of `ids` spent their time: from the commit to the worker's attempt
   * (webhook_deliveries.attempted_at: woken, claimed, the event and subscription read, about to
   * send) and from there to the receipt, as medians; the same for every event. Both clocks are the
   * machine's, and attempted_at has millisecond precision.
   */
  async split(receiver: WebhookReceiver, path: string, ids: string[], share: number): Promise<LatencySplit> {
    const arrivedAt = new Map<string, number>();
    for (const arrival of receiver.arrivals) {
      if (arrival.path === path) {
        arrivedAt.set(arrival.eventId, performance.timeOrigin + arrival.at);
      }
    }
    const { rows } = await this.pool.query<{ event_id: string; attempted_ms: number }>(
      `SELECT event_id, extract(epoch FROM min(attempted_at))::float8 * 1000 AS attempted_ms
       FROM webhook_deliveries WHERE webhook_id = $1 AND event_id = ANY($2::text[]) GROUP BY event_id`,
      [this.webhookId, ids],
    );
    const waits = rows
      .map((row) => {
        const committed = performance.timeOrigin + (this.committedAt.get(row.event_id) ?? Number.NaN);
        const received = arrivedAt.get(row.event_id) ?? Number.NaN;
        return {
          total: received - committed,
          toAttempt: row.attempted_ms - committed,
          afterAttempt: received - row.attempted_ms,
        };
      })
      .filter((wait) => Number.isFinite(wait.total))
      .sort((a, b) => b.total - a.total);
    const median = (values: number[]) =>
      percentile(
        values.sort((a, b) => a - b),
        50,
      );
    const slowest = waits.slice(0, Math.max(1, Math.round(waits.length * share)));
    return {
      slowestToAttemptMs: median(slowest.map((wait) => wait.toAttempt)),
      slowestAfterAttemptMs: median(slowest.map((wait) => wait.afterAttempt)),
      allToAttemptMs: median(waits.map((wait) => wait.toAttempt)),
      allAfterAttemptMs: median(waits.map((wait) => wait.afterAttempt)),
    };
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
