import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "@/lib/db/columns";

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
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(sql`lower(${table.email})`),
    index("users_org_created_idx").on(table.orgId, table.createdAt),
  ],
);
