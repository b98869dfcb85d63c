import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, timestamps } from "@/lib/db/columns";

export const bomFormats = ["cyclonedx", "spdx", "unknown"] as const;
export const bomTypes = ["sbom", "aibom", "hbom", "saasbom", "other"] as const;
export const parseStatuses = ["pending", "parsing", "parsed", "failed", "unsupported"] as const;
export { componentTypes } from "./parse/component-types";
export type ParseStatus = (typeof parseStatuses)[number];

/** What a parsed BOM says about its own completeness (the quality summary). */
export interface StoredQuality {
  component_count: number;
  with_version: number;
  with_purl: number;
  with_license: number;
  with_supplier: number;
  with_hash: number;
  spec_version: string | null;
  ntia_minimum_elements: { met: boolean; missing: string[] };
}

/**
 * Bills of materials. `isLatest` marks each vendor's newest BOM that is not archived (at most one
 * per vendor, kept in the transaction that creates or archives one): the portfolio search and the
 * advisory matching read only those.
 */
export const billsOfMaterials = pgTable(
  "bills_of_materials",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    vendorId: text("vendor_id").notNull(),
    documentId: text("document_id").notNull(),
    serviceIds: jsonb("service_ids").$type<string[]>().notNull().default([]),
    format: text("format").notNull().default("unknown"),
    bomType: text("bom_type").notNull().default("other"),
    parseStatus: text("parse_status").notNull().default("pending"),
    specVersion: text("spec_version"),
    serialNumber: text("serial_number"),
    componentCount: integer("component_count").notNull().default(0),
    name: text("name"),
    parseError: text("parse_error"),
    parsedAt: timestamp("parsed_at", { withTimezone: true }),
    quality: jsonb("quality").$type<StoredQuality>(),
    isLatest: boolean("is_latest").notNull().default(false),
    isArchived: boolean("is_archived").notNull().default(false),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    index("boms_org_created_idx").on(table.orgId, table.createdAt, table.id),
    index("boms_org_vendor_created_idx").on(table.orgId, table.vendorId, table.createdAt),
    uniqueIndex("boms_latest_per_vendor_uq").on(table.vendorId).where(sql`${table.isLatest}`),
  ],
);

export type BomRow = typeof billsOfMaterials.$inferSelect;

/**
 * A BOM's components, in file order (`position`). `packageKey` is the purl without version,
 * qualifiers and subpath, lower-cased where the ecosystem ignores case: advisories find their
 * candidates by it. `hashValues` are the hashes' values in lower case, for the search by hash.
 */
export const bomComponents = pgTable(
  "bom_components",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    bomId: text("bom_id").notNull(),
    vendorId: text("vendor_id").notNull(),
    documentId: text("document_id").notNull(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    version: text("version"),
    purl: text("purl"),
    packageKey: text("package_key"),
    cpe: text("cpe"),
    group: text("group_name"),
    supplier: text("supplier"),
    author: text("author"),
    description: text("description"),
    bomRef: text("bom_ref"),
    componentType: text("component_type").notNull(),
    kind: text("kind").notNull().default("component"),
    licenses: text("licenses").array().notNull().default(sql`'{}'::text[]`),
    licenseSuggestions: jsonb("license_suggestions").$type<{ original: string; suggestion: string }[]>(),
    hashes: jsonb("hashes").$type<Record<string, string>>().notNull().default({}),
    hashValues: text("hash_values").array().notNull().default(sql`'{}'::text[]`),
    externalReferences: jsonb("external_references").$type<unknown[]>().notNull().default([]),
    properties: jsonb("properties").$type<Record<string, string>>().notNull().default({}),
    modelCard: jsonb("model_card").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index("bom_components_bom_position_idx").on(table.bomId, table.position),
    index("bom_components_org_purl_idx").on(table.orgId, sql`lower(${table.purl}) text_pattern_ops`),
    index("bom_components_org_name_idx").on(table.orgId, sql`lower(${table.name}) text_pattern_ops`),
    index("bom_components_org_package_idx").on(table.orgId, table.packageKey),
    index("bom_components_hashes_idx").using("gin", table.hashValues),
    index("bom_components_licenses_idx").using("gin", table.licenses),
  ],
);

export type BomComponentRow = typeof bomComponents.$inferSelect;

/** Imported OSV advisories; `packageKeys` are the affected packages, in the components' key form. */
export const bomAdvisories = pgTable(
  "bom_advisories",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    osvId: text("osv_id").notNull(),
    aliases: text("aliases").array().notNull().default(sql`'{}'::text[]`),
    summary: text("summary"),
    severity: text("severity"),
    advisory: jsonb("advisory").$type<Record<string, unknown>>().notNull(),
    packageKeys: text("package_keys").array().notNull().default(sql`'{}'::text[]`),
    /** Null while the matching job has not finished its latest run. */
    matchedAt: timestamp("matched_at", { withTimezone: true }),
    matchedVendorCount: integer("matched_vendor_count").notNull().default(0),
    isArchived: boolean("is_archived").notNull().default(false),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("bom_advisories_org_osv_uq").on(table.orgId, table.osvId),
    index("bom_advisories_org_created_idx").on(table.orgId, table.createdAt, table.id),
    index("bom_advisories_packages_idx").using("gin", table.packageKeys),
  ],
);

export type BomAdvisoryRow = typeof bomAdvisories.$inferSelect;

/** Which vendor's latest BOM an advisory matched, and the radar event that named the vendor. */
export const bomAdvisoryMatches = pgTable(
  "bom_advisory_matches",
  {
    advisoryId: text("advisory_id").notNull(),
    vendorId: text("vendor_id").notNull(),
    orgId: text("org_id").notNull(),
    bomId: text("bom_id").notNull(),
    /** The affected components, as "name@version" (at most a few dozen, for the advisory page). */
    components: jsonb("components")
      .$type<{ id: string; name: string; version: string | null; purl: string | null }[]>()
      .notNull(),
    radarEventId: text("radar_event_id"),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.advisoryId, table.vendorId] }),
    index("bom_advisory_matches_org_vendor_idx").on(table.orgId, table.vendorId),
  ],
);
