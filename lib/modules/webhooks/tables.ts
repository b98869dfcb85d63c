import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, timestamps } from "@/lib/db/columns";

/**
 * Webhook subscriptions. The secret is kept readable because every delivery is signed with it;
 * it is never returned by the API. DELETE archives (archived_at) instead of removing the row so
 * the delivery history stays attached.
 */
export const webhooks = pgTable(
  "webhooks",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    url: text("url").notNull(),
    events: text("events").array().notNull().default(sql`'{}'::text[]`),
    secret: text("secret").notNull(),
    description: text("description"),
    enabled: boolean("enabled").notNull().default(true),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    index("webhooks_org_created_idx").on(table.orgId, table.createdAt, table.id),
    index("webhooks_events_gin_idx").using("gin", table.events),
  ],
);

export type WebhookDeliveryStatus = "delivered" | "timeout" | "error" | "skipped";

/** Header name/value pairs in the order sent or received (bounded: see exchange.ts). */
export type HeaderPairs = [string, string][];

/** One row per delivery attempt (a webhook's deliveries list), kept 90 days. job_id groups the attempts of one send. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    webhookId: text("webhook_id").notNull(),
    jobId: text("job_id").notNull(),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    attempt: integer("attempt").notNull(),
    status: text("status").$type<WebhookDeliveryStatus>().notNull(),
    responseStatus: integer("response_status"),
    responseTimeMs: integer("response_time_ms"),
    error: text("error"),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * What was sent and received (issue 40), for the attempt's detail: the request's headers (the
     * signature included; never the secret), the response's headers and the first 4 KB of its body.
     * The request body is the event's envelope (webhook_events.body), not repeated per attempt. Null on
     * attempts recorded before these columns, and on attempts that sent nothing (skipped, blocked).
     */
    requestHeaders: jsonb("request_headers").$type<HeaderPairs>(),
    responseHeaders: jsonb("response_headers").$type<HeaderPairs>(),
    responseBody: text("response_body"),
    /** The response body was longer than what is kept. */
    responseBodyTruncated: boolean("response_body_truncated").notNull().default(false),
    /** Another attempt of this send followed at once (a failed attempt with attempts left). */
    willRetry: boolean("will_retry").notNull().default(false),
  },
  (table) => [
    index("webhook_deliveries_webhook_attempted_idx").on(table.webhookId, table.attemptedAt, table.id),
    index("webhook_deliveries_job_idx").on(table.jobId),
    index("webhook_deliveries_attempted_idx").on(table.attemptedAt),
  ],
);

/**
 * The envelope of each sent event (cbevt_), shared by its fan-out, so an event can be redelivered
 * with the same ID and bytes. Kept as long as the delivery history.
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    eventType: text("event_type").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("webhook_events_created_idx").on(table.createdAt)],
);

export type WebhookRow = typeof webhooks.$inferSelect;
