import { boolean, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps } from "@/lib/db/columns";
import type { OrgModules } from "@/lib/extensions/module-switches";

export type { OrgModules };

export const organizations = pgTable("organizations", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  country: text("country").notNull().default("US"),
  apiIpAllowlist: jsonb("api_ip_allowlist").$type<string[]>().notNull().default([]),
  modules: jsonb("modules").$type<OrgModules>().notNull(),
  bankChangeReviewRequired: boolean("bank_change_review_required").notNull().default(true),
  /** Days the API call audit log and the change log of deleted records are kept (lib/retention). */
  auditLogRetentionDays: integer("audit_log_retention_days").notNull().default(400),
  ...timestamps(),
});
