import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "@/lib/db/columns";

/**
 * Domain events, written in the transaction of the change that caused them. Webhook fan-out and
 * event-triggered workflows read from here; the cbevt_ envelope ID is minted at send time.
 */
export const domainEvents = pgTable(
  "domain_events",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    eventType: text("event_type").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [index("domain_events_org_occurred_idx").on(table.orgId, table.occurredAt)],
);
