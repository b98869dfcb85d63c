import { date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestamps } from "@/lib/db/columns";

/**
 * An organization's keyword rules: a feed item whose title or summary contains the keyword (case
 * insensitive, whole words) becomes an event of that primary impact type; the lowest position wins.
 */
export const radarKeywordRules = pgTable(
  "radar_keyword_rules",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    keyword: text("keyword").notNull(),
    impactType: text("impact_type").notNull(),
    position: integer("position").notNull(),
    ...timestamps(),
  },
  (table) => [index("radar_keyword_rules_org_position_idx").on(table.orgId, table.position)],
);

export type RadarKeywordRuleRow = typeof radarKeywordRules.$inferSelect;

/**
 * Feed items an organization's polls recorded per UTC day, against the daily limit
 * (feedLimits.itemsPerDay). Each batch of a poll takes its items from here in its own transaction.
 */
export const radarFeedDailyItems = pgTable(
  "radar_feed_daily_items",
  {
    orgId: text("org_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    items: integer("items").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.orgId, table.day] })],
);
