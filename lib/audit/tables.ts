import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

// Audit rows outlive their subjects, so these tables carry no foreign keys.

/**
 * One row per authenticated /v1 call (GET /v1/system_audit_log). Never bodies, never query values.
 * Partitioned by month of `occurred_at` (migration 0031, lib/db/partitions.ts).
 */
export const apiAuditLog = pgTable(
  "api_audit_log",
  {
    id: text("id").notNull(),
    orgId: text("org_id").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    route: text("route"),
    statusCode: integer("status_code").notNull(),
    durationMs: integer("duration_ms").notNull(),
    queryParams: jsonb("query_params").$type<string[]>().notNull().default([]),
    apiKeyId: text("api_key_id"),
    apiKeyName: text("api_key_name"),
    userId: text("user_id"),
    clientIp: text("client_ip"),
    requestId: text("request_id").notNull(),
  },
  (table) => [
    // Partitioned by month of occurred_at (lib/db/partitions.ts), so the key must include it.
    primaryKey({ columns: [table.id, table.occurredAt] }),
    // Ascending keys: read backwards they give `order by occurred_at desc, id desc` (NULLS FIRST, as
    // ORDER BY writes desc), which the `DESC NULLS LAST` indexes before migration 0031 could not: every
    // page sorted all of an organization's rows.
    index("api_audit_log_org_time_idx").on(table.orgId, table.occurredAt, table.id),
    index("api_audit_log_org_key_idx").on(table.orgId, table.apiKeyId, table.occurredAt),
  ],
);

/**
 * Each organization's audit rows per month (UTC), kept by triggers on api_audit_log in the statement
 * that inserts or deletes rows, and by the purge when it drops a month (migration 0031): the list's
 * total without counting millions of rows.
 */
export const apiAuditLogCounts = pgTable(
  "api_audit_log_counts",
  {
    orgId: text("org_id").notNull(),
    month: timestamp("month", { withTimezone: true }).notNull(),
    rows: bigint("rows", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.orgId, table.month] })],
);

/** One field's value before and after a change (null when absent: created, deleted). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The change log (GET /v1/change_log): who (by type, ID and name) did what to which record, with
 * field-level before and after, written by recordChange in the change's own transaction.
 * `action` is a verb ("created", "updated", "revoked"...); `details` holds what older rows recorded.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    action: text("action").notNull(),
    actorType: text("actor_type").notNull(),
    actorId: text("actor_id"),
    actorName: text("actor_name"),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    targetName: text("target_name"),
    changes: jsonb("changes").$type<FieldChange[]>().notNull().default([]),
    reason: text("reason"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    requestId: text("request_id"),
    /** The vendor whose supplier profile change feed lists this change (bank accounts, sites, registrations). */
    vendorId: text("vendor_id"),
    /** The record as it stood after the change (before it, for a deletion), redacted like `changes`. */
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>(),
  },
  (table) => [
    // Ascending keys: read backwards they give `order by occurred_at desc, id desc` (NULLS FIRST, as
    // ORDER BY writes desc), which a `DESC NULLS LAST` index cannot serve; a page is then an index
    // range read instead of a sort of every entry.
    index("activity_log_org_vendor_feed_idx")
      .on(table.orgId, table.vendorId, table.occurredAt, table.id)
      .where(sql`${table.vendorId} is not null`),
    index("activity_log_org_time_idx").on(table.orgId, table.occurredAt, table.id),
    index("activity_log_org_target_time_idx").on(
      table.orgId,
      table.targetType,
      table.targetId,
      table.occurredAt,
      table.id,
    ),
  ],
);

export type ActivityLogRow = typeof activityLog.$inferSelect;
