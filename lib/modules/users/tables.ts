import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, timestamps } from "@/lib/db/columns";

/** A user belongs to exactly one organization (a second org's email is 409 user_exists). */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    role: text("role").notNull(),
    status: text("status").notNull(),
    isArchived: boolean("is_archived").notNull().default(false),
    passwordHash: text("password_hash"),
    /** Session tokens and web sessions issued before this instant are refused (sign out everywhere, archive). */
    sessionsValidAfter: timestamp("sessions_valid_after", { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(sql`lower(${table.email})`),
    index("users_org_created_idx").on(table.orgId, table.createdAt),
  ],
);

/**
 * A one-time link an admin hands to an invited user; accepting it sets their password and makes
 * the membership active. Only the token's hash is stored.
 */
export const userInvitations = pgTable(
  "user_invitations",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("user_invitations_token_hash_unique").on(table.tokenHash),
    index("user_invitations_user_idx").on(table.userId),
  ],
);
