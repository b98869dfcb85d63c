import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps } from "@/lib/db/columns";

/** A stored contact person; the first one with an email is the record's primary_contact. */
export interface ContactPerson {
  email: string | null;
  name: string | null;
  title: string | null;
  phone_number: string | null;
}

const idArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/**
 * Tag and personnel sets are ordered ID arrays: PATCH replaces them whole, and a GIN index answers
 * "vendors with tag X" without a join table.
 */
export const vendors = pgTable(
  "vendors",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    externalId: text("external_id"),
    name: text("name").notNull(),
    website: text("website"),
    description: text("description"),
    hqLocation: text("hq_location"),
    statusId: text("status_id"),
    tagIds: idArray("tag_ids"),
    riskAnalystIds: idArray("risk_analyst_ids"),
    relationshipOwnerIds: idArray("relationship_owner_ids"),
    watcherIds: idArray("watcher_ids"),
    inherentRiskLevelId: text("inherent_risk_level_id"),
    residualRiskLevelId: text("residual_risk_level_id"),
    engagementType: text("engagement_type"),
    useCase: text("use_case"),
    tier: text("tier"),
    securityContactEmail: text("security_contact_email"),
    contacts: jsonb("contacts").$type<ContactPerson[]>().notNull().default([]),
    ...timestamps(),
  },
  (table) => [
    // One index per list order (newest first by default; updated_at and name are the web app's sorts),
    // so a page is an index range read instead of a sort. Ascending keys: read backwards they give
    // `desc` (NULLS FIRST) as ORDER BY writes it, which a `DESC NULLS LAST` index cannot.
    index("vendors_org_created_idx").on(table.orgId, table.createdAt, table.id),
    index("vendors_org_updated_idx").on(table.orgId, table.updatedAt, table.id),
    index("vendors_org_name_idx").on(table.orgId, sql`lower(${table.name})`, table.id),
    index("vendors_org_status_created_idx").on(table.orgId, table.statusId, table.createdAt, table.id),
    // external_id is the caller's own key, not unique by the spec: a plain lookup index.
    index("vendors_org_external_id_idx").on(table.orgId, table.externalId),
    index("vendors_tag_ids_gin_idx").using("gin", table.tagIds),
  ],
);

export const services = pgTable(
  "services",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id),
    name: text("name").notNull(),
    description: text("description"),
    externalId: text("external_id"),
    tagIds: idArray("tag_ids"),
    relationshipOwnerIds: idArray("relationship_owner_ids"),
    watcherIds: idArray("watcher_ids"),
    contacts: jsonb("contacts").$type<ContactPerson[]>().notNull().default([]),
    /** Archived services stay readable and restorable; lists hide them unless asked. */
    isArchived: boolean("is_archived").notNull().default(false),
    ...timestamps(),
  },
  (table) => [index("services_vendor_created_idx").on(table.vendorId, table.createdAt, table.id)],
);
