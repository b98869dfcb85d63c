import { bigint, boolean, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "@/lib/db/columns";

/**
 * Vendor documents. The original bytes live in blob storage under `storageKey` (null until
 * stored); `extractedText` is filled by the classification job and read by the assessment engine.
 */
export const documents = pgTable(
  "documents",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    vendorId: text("vendor_id").notNull(),
    name: text("name").notNull(),
    fileName: text("file_name").notNull(),
    extension: text("extension").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    contentType: text("content_type"),
    sha256: text("sha256"),
    storageKey: text("storage_key"),
    documentType: text("document_type"),
    /** Whether document_type was given by a person (the classifier never overrides it). */
    documentTypeGiven: boolean("document_type_given").notNull().default(false),
    status: text("status").notNull().default("created"),
    extractedText: text("extracted_text"),
    /** Why extraction or classification failed, when status is failed. */
    statusReason: text("status_reason"),
    serviceIds: jsonb("service_ids").$type<string[]>().notNull().default([]),
    assessmentIds: jsonb("assessment_ids").$type<string[]>().notNull().default([]),
    isArchived: boolean("is_archived").notNull().default(false),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    index("documents_org_created_idx").on(table.orgId, table.createdAt, table.id),
    index("documents_org_vendor_idx").on(table.orgId, table.vendorId),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;
