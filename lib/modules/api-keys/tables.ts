import { boolean, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "@/lib/db/columns";

export const apiKeys = pgTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    name: text("name").notNull(),
    secretHash: text("secret_hash").notNull(),
    /** The scopes granted at creation; kept after revocation (the record's `scopes` then reads []). */
    scopes: jsonb("scopes").$type<string[]>().notNull().default([]),
    /** An extension: the key may only make GET and HEAD calls (every other /v1 call is 403). */
    readOnly: boolean("read_only").notNull().default(false),
    createdByUserId: text("created_by_user_id"),
    rotatedFromId: text("rotated_from_id"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    /**
     * When the key stopped (or stops) working. In the future only while a rotation's overlap runs:
     * the old secret keeps authenticating until then (docs/api-notes.md "API keys").
     */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokeReason: text("revoke_reason"),
  },
  (table) => [index("api_keys_org_created_idx").on(table.orgId, table.createdAt)],
);
