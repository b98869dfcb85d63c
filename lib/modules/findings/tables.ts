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
    /** Extension: critical, high, medium or low; null when not set. */
    severity: text("severity"),
    /** Extension: the organization's user who answers for the finding (cbuser_). */
    ownerId: text("owner_id"),
    ...timestamps(),
  },
  (table) => [
    index("findings_org_created_idx").on(table.orgId, table.createdAt, table.id),
    index("findings_org_vendor_idx").on(table.orgId, table.vendorId),
    index("findings_org_assessment_idx").on(table.orgId, table.assessmentId),
    index("findings_org_owner_idx").on(table.orgId, table.ownerId),
  ],
);

export type FindingRow = typeof findings.$inferSelect;

/** Extension: comments on a finding, oldest first; the author's name is kept as it was when written. */
export const findingComments = pgTable(
  "finding_comments",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    findingId: text("finding_id").notNull(),
    body: text("body").notNull(),
    /** user, api_key or system. */
    authorType: text("author_type").notNull(),
    authorId: text("author_id"),
    authorName: text("author_name"),
    ...timestamps(),
  },
  (table) => [index("finding_comments_org_finding_idx").on(table.orgId, table.findingId, table.createdAt, table.id)],
);

export type FindingCommentRow = typeof findingComments.$inferSelect;
