import { index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "@/lib/db/columns";

/**
 * Domain events, written in the transaction of the change that caused them. Webhook fan-out and
 * event-triggered workflows read from here; the cbevt_ envelope ID is minted at send time.
 * Partitioned by month of `occurred_at` (migration 0031, lib/db/partitions.ts).
 */
export const domainEvents = pgTable(
  "domain_events",
  {
    id: text("id").notNull(),
    orgId: text("org_id").notNull(),
    eventType: text("event_type").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    // Partitioned by month of occurred_at (lib/db/partitions.ts), so the key must include it.
    primaryKey({ columns: [table.id, table.occurredAt] }),
    index("domain_events_org_occurred_idx").on(table.orgId, table.occurredAt),
  ],
);
