import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, timestamps } from "@/lib/db/columns";

/** An organization's detectors (cbrdet_): today one per kind, the default "Impacted vendor". */
export const radarDetectors = pgTable(
  "radar_detectors",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    ...timestamps(),
  },
  (table) => [uniqueIndex("radar_detectors_org_kind_uq").on(table.orgId, table.kind)],
);

/**
 * Where radar data comes from (cbrsrc_): one "manual" source per organization (events created
 * through the API or the web app) and any RSS/Atom feeds the organization registers (kind "feed").
 */
export const radarSources = pgTable(
  "radar_sources",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    feedUrl: text("feed_url"),
    enabled: boolean("enabled").notNull().default(true),
    /** Conditional GET validators of the last successful poll. */
    etag: text("etag"),
    lastModified: text("last_modified"),
    lastPolledAt: timestamp("last_polled_at", { withTimezone: true }),
    /** ok or failed; null until the first poll. */
    lastPollStatus: text("last_poll_status"),
    lastPollError: text("last_poll_error"),
    lastPollItemCount: integer("last_poll_item_count"),
    lastPollEventCount: integer("last_poll_event_count"),
    /** New items the last poll left for a later one: the organization had recorded its items for the day. */
    lastPollSkippedCount: integer("last_poll_skipped_count"),
    /** The job of the source's latest poll (queued, running or done): a poll asked for meanwhile joins it. */
    pollJobId: text("poll_job_id"),
    /** When "poll now" last started a poll: the throttle. */
    pollRequestedAt: timestamp("poll_requested_at", { withTimezone: true }),
    isArchived: boolean("is_archived").notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    index("radar_sources_org_created_idx").on(table.orgId, table.createdAt, table.id),
    uniqueIndex("radar_sources_org_manual_uq").on(table.orgId).where(sql`${table.kind} = 'manual'`),
  ],
);

/**
 * One item a source delivered (cbrdata_): a feed entry, or the body of a manually created event.
 * (source_id, external_key) deduplicates feed items across polls.
 */
export const radarSourceData = pgTable(
  "radar_source_data",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    sourceId: text("source_id").notNull(),
    externalKey: text("external_key").notNull(),
    title: text("title"),
    url: text("url"),
    summary: text("summary"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    eventId: text("event_id"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("radar_source_data_source_key_uq").on(table.sourceId, table.externalKey)],
);

/** Something that happened to vendors (cbrevent_). */
export const radarEvents = pgTable(
  "radar_events",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    sourceId: text("source_id").notNull(),
    dataId: text("data_id").notNull(),
    name: text("name"),
    summary: text("summary").notNull(),
    primaryImpactType: text("primary_impact_type").notNull(),
    secondaryImpactTypes: text("secondary_impact_types").array().notNull().default(sql`'{}'::text[]`),
    riskDomainIds: text("risk_domain_ids").array().notNull().default(sql`'{}'::text[]`),
    sourceUrl: text("source_url"),
    sourceName: text("source_name"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }),
    isArchived: boolean("is_archived").notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    index("radar_events_org_created_idx").on(table.orgId, table.createdAt, table.id),
    index("radar_events_org_impact_idx").on(table.orgId, table.primaryImpactType, table.createdAt),
  ],
);

/** The vendors an event impacts; vendor_ids given at creation are primary-impacted. */
export const radarEventVendors = pgTable(
  "radar_event_vendors",
  {
    eventId: text("event_id").notNull(),
    vendorId: text("vendor_id").notNull(),
    orgId: text("org_id").notNull(),
    impact: text("impact").notNull().default("primary"),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.vendorId] }),
    index("radar_event_vendors_org_vendor_idx").on(table.orgId, table.vendorId),
  ],
);

/**
 * Detector results, the API's radar alerts (cbrdrres_). impact_type is the event's primary impact
 * type when the alert was raised: what suppression matches on and the inbox filters by.
 */
export const radarAlerts = pgTable(
  "radar_alerts",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    vendorId: text("vendor_id").notNull(),
    detectorId: text("detector_id").notNull(),
    sourceId: text("source_id").notNull(),
    dataId: text("data_id").notNull(),
    eventId: text("event_id"),
    impactType: text("impact_type"),
    summary: text("summary").notNull(),
    severity: text("severity").notNull(),
    confidence: text("confidence").notNull(),
    shouldAlert: boolean("should_alert").notNull().default(true),
    isDismissed: boolean("is_dismissed").notNull().default(false),
    dismissReason: text("dismiss_reason"),
    /** Extension: one of dismissReasonCodes (contract/radar.ts), or null for a dismissal without one. */
    dismissReasonCode: text("dismiss_reason_code"),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
    /** Who dismissed: user, api_key or system, their ID, and the name people knew them by then. */
    dismissedByType: text("dismissed_by_type"),
    dismissedById: text("dismissed_by_id"),
    dismissedByName: text("dismissed_by_name"),
    isArchived: boolean("is_archived").notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    // The triage list: org, visibility flags and severity, newest first.
    index("radar_alerts_org_triage_idx").on(
      table.orgId,
      table.isArchived,
      table.isDismissed,
      table.severity,
      table.createdAt,
      table.id,
    ),
    index("radar_alerts_org_created_idx").on(table.orgId, table.createdAt, table.id),
    index("radar_alerts_org_vendor_idx").on(table.orgId, table.vendorId, table.createdAt),
    index("radar_alerts_org_event_idx").on(table.orgId, table.eventId),
    // A detector raises at most one result per vendor and event, however often detection reruns.
    uniqueIndex("radar_alerts_detector_event_vendor_uq")
      .on(table.detectorId, table.eventId, table.vendorId)
      .where(sql`${table.eventId} is not null`),
  ],
);

/**
 * Negative examples: a dismissal with suppress_similar. The detector keeps recording results for
 * this vendor and impact type but with should_alert false. Undismissing the alert removes it.
 */
export const radarSuppressions = pgTable(
  "radar_suppressions",
  {
    orgId: text("org_id").notNull(),
    detectorId: text("detector_id").notNull(),
    vendorId: text("vendor_id").notNull(),
    impactType: text("impact_type").notNull(),
    alertId: text("alert_id").notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.detectorId, table.vendorId, table.impactType] })],
);

export type RadarDetectorRow = typeof radarDetectors.$inferSelect;
export type RadarSourceRow = typeof radarSources.$inferSelect;
export type RadarSourceDataRow = typeof radarSourceData.$inferSelect;
export type RadarEventRow = typeof radarEvents.$inferSelect;
export type RadarAlertRow = typeof radarAlerts.$inferSelect;
