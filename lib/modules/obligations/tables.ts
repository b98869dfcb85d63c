import { bigint, boolean, index, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps } from "@/lib/db/columns";

/**
 * Obligations (CUECs). vendor_id is internal: the vendor of the referenced document, or the one
 * given on create, so GET /v1/obligations?vendor_id= can filter without a join.
 */
export const obligations = pgTable(
  "obligations",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    vendorId: text("vendor_id"),
    statement: text("statement").notNull(),
    status: text("status").notNull().default("not_satisfied"),
    obligationType: text("obligation_type").notNull().default("cuec"),
    complianceType: text("compliance_type"),
    vendorDocumentId: text("vendor_document_id"),
    assigneeId: text("assignee_id"),
    assigneeGroupId: text("assignee_group_id"),
    dueDate: bigint("due_date", { mode: "number" }),
    isArchived: boolean("is_archived").notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    index("obligations_org_created_idx").on(table.orgId, table.createdAt, table.id),
    index("obligations_org_vendor_idx").on(table.orgId, table.vendorId),
  ],
);

export type ObligationRow = typeof obligations.$inferSelect;
