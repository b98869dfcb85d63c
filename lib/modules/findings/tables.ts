import { bigint, boolean, index, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps } from "@/lib/db/columns";

/**
 * Findings (internally tasks): raised on a vendor or on an assessment (then vendor_id is the
 * assessed vendor's).
 */
export const findings = pgTable(
  "findings",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    title: text("title").notNull(),
    body: text("body"),
    vendorId: text("vendor_id"),
    assessmentId: text("assessment_id"),
    findingStatusId: text("finding_status_id"),
    dueDate: bigint("due_date", { mode: "number" }),
    isArchived: boolean("is_archived").notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    index("findings_org_created_idx").on(table.orgId, table.createdAt, table.id),
    index("findings_org_vendor_idx").on(table.orgId, table.vendorId),
    index("findings_org_assessment_idx").on(table.orgId, table.assessmentId),
  ],
);

export type FindingRow = typeof findings.$inferSelect;
