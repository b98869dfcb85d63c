import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "@/lib/db/columns";

export const factSheetSectionNames = [
  "company_profile",
  "products",
  "public_perception",
  "financials",
  "people",
  "compliance_and_legal",
  "security_posture",
] as const;
export type FactSheetSectionName = (typeof factSheetSectionNames)[number];
export type FactSheetSections = Partial<Record<FactSheetSectionName, Record<string, unknown> | null>>;
export type FactSheetStatus = "pending" | "completed" | "failed";

/** One row per vendor once a refresh was requested; a vendor without a row reads as never generated. */
export const vendorFactSheets = pgTable("vendor_fact_sheets", {
  vendorId: text("vendor_id").primaryKey(),
  orgId: text("org_id").notNull(),
  entityId: text("entity_id"),
  status: text("status").$type<FactSheetStatus>().notNull(),
  /** The job generating the current or latest run; a superseded run's job stops writing. */
  runId: text("run_id"),
  completedSections: text("completed_sections").array().$type<FactSheetSectionName[]>().notNull(),
  sections: jsonb("sections").$type<FactSheetSections>().notNull().default({}),
  error: text("error"),
  generatedAt: timestamp("generated_at", { withTimezone: true }),
  ...timestamps(),
});
