import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
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
