import { eq, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { onTestFinished, vi } from "vitest";
import { db } from "@/lib/db/client";

/**
 * Stops the application's clock (what `Date` reads) for the rest of the test, at `start`; `advance`
 * moves it on. Timers stay real, so the database, HTTP calls and the audit writer run as usual. For
 * rules that compare times the code takes from `Date.now()` or `new Date()`: an expiry, the order of
 * two calls.
 */
export function stopClock(start = Date.now()) {
  vi.useFakeTimers({ toFake: ["Date"], now: start });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return {
    advance(milliseconds: number): void {
      vi.setSystemTime(Date.now() + milliseconds);
    },
  };
}

type StampedTable = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn };

/**
 * Waits until the database's clock reads later than the row's `created_at`, so a row it stamps next
 * sorts after it (the embedded database's clock counts whole milliseconds: two quick requests can get
 * the same stamp). Compared in SQL, at the database's own precision.
 */
export async function untilDatabaseClockPasses(table: StampedTable, id: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const [row] = await db()
        .select({ passed: sql<boolean>`clock_timestamp() > ${table.createdAt}` })
        .from(table)
        .where(eq(table.id, id));
      if (!row?.passed) {
        throw new Error(`the database clock has not passed the creation of ${id} yet`);
      }
    },
    { interval: 1, timeout: 5_000 },
  );
}
