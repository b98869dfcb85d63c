import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    orgId: text("org_id").notNull(),
    endpoint: text("endpoint").notNull(),
    key: text("key").notNull(),
    statusCode: integer("status_code"),
    responseBody: text("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orgId, table.endpoint, table.key] }),
    index("idempotency_keys_expires_idx").on(table.expiresAt),
  ],
);
