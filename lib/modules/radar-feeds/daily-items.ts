import { eq, lt, sql } from "drizzle-orm";
import { db, type Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { feedLimits } from "./schemas";
import { radarFeedDailyItems } from "./tables";

/** Today's UTC date, as the counter's key. */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Takes up to `wanted` of the organization's feed items for today (feedLimits.itemsPerDay) in the
 * caller's transaction and answers how many it got. The counter row stays locked until the
 * transaction ends, so concurrent polls of one organization take their items one after the other
 * and never exceed the limit together; a rolled-back batch gives its items back.
 */
export async function takeDailyItems(tx: Queryable, orgId: string, wanted: number, now = new Date()): Promise<number> {
  const day = utcDay(now);
  const [counter] = await tx
    .insert(radarFeedDailyItems)
    .values({ orgId, day, items: 0 })
    .onConflictDoUpdate({
      target: [radarFeedDailyItems.orgId, radarFeedDailyItems.day],
      set: { items: sql`${radarFeedDailyItems.items}` },
    })
    .returning({ items: radarFeedDailyItems.items });
  const granted = Math.max(0, Math.min(wanted, feedLimits.itemsPerDay - (counter?.items ?? 0)));
  if (granted > 0) {
    await tx
      .update(radarFeedDailyItems)
      .set({ items: sql`${radarFeedDailyItems.items} + ${granted}` })
      .where(inOrg(radarFeedDailyItems, orgId, eq(radarFeedDailyItems.day, day)));
  }
  return granted;
}

/** Counters of days before yesterday are no longer read: the schedule drops them. */
export async function dropPastDailyItems(orgId: string | null, now = new Date()): Promise<void> {
  const yesterday = utcDay(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  const past = lt(radarFeedDailyItems.day, yesterday);
  await db()
    .delete(radarFeedDailyItems)
    .where(orgId ? inOrg(radarFeedDailyItems, orgId, past) : past);
}
