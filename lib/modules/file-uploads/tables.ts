import { bigint, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "@/lib/db/columns";

/**
 * Uploads announced by GET /v1/file/uploadable_url. The row exists before the bytes do: the client
 * PUTs them to the signed address, which stores them under `storageKey` and fills `receivedAt`,
 * `size` and `sha256`. A module that takes an upload's s3:// address (a bill of materials) claims
 * the row once (`claimedAt`), so one upload never becomes two records.
 */
export const fileUploads = pgTable(
  "file_uploads",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    storageKey: text("storage_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type"),
    size: bigint("size", { mode: "number" }),
    sha256: text("sha256"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("file_uploads_storage_key_uq").on(table.storageKey),
    index("file_uploads_org_created_idx").on(table.orgId, table.createdAt),
  ],
);

export type FileUploadRow = typeof fileUploads.$inferSelect;
