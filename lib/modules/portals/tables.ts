import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "@/lib/db/columns";

export const portalTypes = [
  "assessment",
  "informational",
  "irq",
  "findings_commitment",
  "vendor_onboarding",
  "rfp",
  "case",
] as const;
export type PortalType = (typeof portalTypes)[number];

export const portalStatuses = ["open", "analyzing", "analysis_complete", "submitted", "closed"] as const;
export type PortalStatus = (typeof portalStatuses)[number];

export const portalStates = ["open", "overdue", "submitted", "closed"] as const;
export type PortalState = (typeof portalStates)[number];

/** A request sent to a vendor (a portal); every row is vendor-addressed. */
export const portals = pgTable(
  "portals",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    vendorId: text("vendor_id").notNull(),
    assessmentId: text("assessment_id"),
    type: text("type").$type<PortalType>().notNull(),
    status: text("status").$type<PortalStatus>().notNull().default("open"),
    reference: text("reference"),
    displayName: text("display_name"),
    recipientEmail: text("recipient_email"),
    dueAt: timestamp("due_at", { withTimezone: true }),
    paused: boolean("paused").notNull().default(false),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    index("portals_org_created_idx").on(table.orgId, table.createdAt, table.id),
    index("portals_vendor_idx").on(table.vendorId),
  ],
);
