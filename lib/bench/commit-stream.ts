import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { enqueueDeliveries, envelopeBody } from "@/lib/modules/webhooks/fanout";
import { onTheClock } from "./paced";
import type { WebhookReceiver } from "./webhook-receiver";

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

  close(): Promise<void> {
    return this.pool.end();
  }
}
