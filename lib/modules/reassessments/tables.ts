import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, timestamps } from "@/lib/db/columns";

/** A draft batch of assessments (cbrsm_): draft → confirmed → run, or dismissed. */
export const reassessments = pgTable(
  "reassessments",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    status: text("status").notNull().default("draft"),
    title: text("title"),
    assessmentPlanId: text("assessment_plan_id"),
    radarEventId: text("radar_event_id"),
    alertIds: text("alert_ids").array().notNull().default(sql`'{}'::text[]`),
    runAt: timestamp("run_at", { withTimezone: true }),
    /**
     * Vendor entries asked for but not yet written: a large vendor set is written a batch per
     * transaction (vendor-set.ts), and the set is not settled, so not confirmable, until this is 0.
     */
    vendorsPending: integer("vendors_pending").notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    index("reassessments_org_created_idx").on(table.orgId, table.createdAt, table.id),
    index("reassessments_org_status_idx").on(table.orgId, table.status, table.createdAt),
  ],
);

/** The vendor set: matched (from the event, at creation) or manual (added in review). */
export const reassessmentVendors = pgTable(
  "reassessment_vendors",
  {
    reassessmentId: text("reassessment_id").notNull(),
    vendorId: text("vendor_id").notNull(),
    orgId: text("org_id").notNull(),
    source: text("source").notNull(),
    included: boolean("included").notNull().default(true),
    assessmentId: text("assessment_id"),
    /** Order of addition, so the list reads as it was built. */
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.reassessmentId, table.vendorId] }),
    index("reassessment_vendors_org_vendor_idx").on(table.orgId, table.vendorId),
  ],
);

export type ReassessmentRow = typeof reassessments.$inferSelect;
export type ReassessmentVendorRow = typeof reassessmentVendors.$inferSelect;
