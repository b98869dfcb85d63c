import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, timestamps } from "@/lib/db/columns";
import type { ValidationResults } from "./country-rules";

/** Who created a record: records created through an ak_ key say api. */
export type RecordSource = "questionnaire" | "portal" | "api" | "internal" | "migration";

/** A fraud signal on a bank change, with its one-line explanation. */
export interface BankChangeSignal {
  code: string;
  message: string;
}

/**
 * A vendor's bank accounts (cbvba_). The full values live only in `sealed_values` (AES-256-GCM, see
 * lib/secrets); the plain columns hold what every caller may see: the last four characters, the
 * SWIFT/BIC (never masked) and a keyed fingerprint that finds the same account on another vendor.
 */
export const vendorBankAccounts = pgTable(
  "vendor_bank_accounts",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    vendorId: text("vendor_id").notNull(),
    bankCountry: text("bank_country"),
    currency: text("currency"),
    bankAccountName: text("bank_account_name"),
    sealedValues: text("sealed_values").notNull(),
    accountNumberLast4: text("account_number_last4"),
    ibanLast4: text("iban_last4"),
    swiftBic: text("swift_bic"),
    identityFingerprint: text("identity_fingerprint"),
    isPrimary: boolean("is_primary").notNull().default(false),
    status: text("status").$type<"active" | "retired">().notNull().default("active"),
    validationStatus: text("validation_status").notNull(),
    validationResults: jsonb("validation_results").$type<ValidationResults>().notNull(),
    countryConfigVersion: text("country_config_version"),
    statementDocumentId: text("statement_document_id"),
    source: text("source").$type<RecordSource>().notNull(),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    index("vendor_bank_accounts_org_vendor_idx").on(table.orgId, table.vendorId, table.createdAt),
    uniqueIndex("vendor_bank_accounts_one_primary_uq")
      .on(table.vendorId)
      .where(sql`${table.isPrimary} and ${table.status} = 'active'`),
    index("vendor_bank_accounts_org_fingerprint_idx").on(table.orgId, table.identityFingerprint),
  ],
);

/**
 * A bank change waiting for, or decided by, a reviewer (cbbarev_): a new account (`bank_account_id`
 * null) or new values for an existing one. The proposed values are sealed like the account's; `proposed`
 * holds what a reviewer may see of them (masked numbers, country, currency, name, validation).
 */
export const bankChangeReviews = pgTable(
  "bank_change_reviews",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    vendorId: text("vendor_id").notNull(),
    bankAccountId: text("bank_account_id"),
    kind: text("kind").$type<"create" | "update">().notNull(),
    status: text("status").$type<"pending" | "approved" | "rejected">().notNull().default("pending"),
    sealedProposal: text("sealed_proposal").notNull(),
    proposed: jsonb("proposed").$type<Record<string, unknown>>().notNull(),
    identityFingerprint: text("identity_fingerprint"),
    signals: jsonb("signals").$type<BankChangeSignal[]>().notNull().default([]),
    source: text("source").$type<RecordSource>().notNull(),
    proposedByType: text("proposed_by_type").$type<"user" | "api_key">().notNull(),
    proposedById: text("proposed_by_id").notNull(),
    proposedByName: text("proposed_by_name"),
    decidedById: text("decided_by_id"),
    decidedByName: text("decided_by_name"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    rejectionReason: text("rejection_reason"),
    /** How the approver verified a change with a high fraud signal (a call-back to a known number). */
    verificationNote: text("verification_note"),
    ...timestamps(),
  },
  (table) => [
    index("bank_change_reviews_org_status_idx").on(table.orgId, table.status, table.createdAt, table.id),
    index("bank_change_reviews_org_vendor_idx").on(table.orgId, table.vendorId, table.status),
    // One change per account waits at a time: a second proposal is refused until the first is decided.
    uniqueIndex("bank_change_reviews_one_pending_uq")
      .on(table.bankAccountId)
      .where(sql`${table.status} = 'pending' and ${table.bankAccountId} is not null`),
  ],
);

/** A vendor's sites (cbsite_): addresses with their purpose, codes and contact emails. */
export const vendorSites = pgTable(
  "vendor_sites",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    vendorId: text("vendor_id").notNull(),
    serviceId: text("service_id"),
    addressLine1: text("address_line_1"),
    addressLine2: text("address_line_2"),
    addressLine3: text("address_line_3"),
    addressLine4: text("address_line_4"),
    city: text("city"),
    stateOrRegion: text("state_or_region"),
    county: text("county"),
    postalCode: text("postal_code"),
    country: text("country").notNull(),
    label: text("label"),
    activityDescription: text("activity_description").notNull().default(""),
    locationPurpose: text("location_purpose"),
    addressRole: text("address_role"),
    financeAddressCode: text("finance_address_code"),
    remitToSiteId: text("remit_to_site_id"),
    subdivisionCode: text("subdivision_code").notNull(),
    /** Set through the API rather than derived from the address: kept when the address changes. */
    subdivisionCodeSet: boolean("subdivision_code_set").notNull().default(false),
    poEmails: text("po_emails").array().notNull().default(sql`'{}'::text[]`),
    remittanceEmails: text("remittance_emails").array().notNull().default(sql`'{}'::text[]`),
    isPrimary: boolean("is_primary").notNull().default(false),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    status: text("status").$type<"active" | "deleted">().notNull().default("active"),
    source: text("source").$type<RecordSource>().notNull(),
    validationResults: jsonb("validation_results").$type<ValidationResults>().notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    index("vendor_sites_org_vendor_idx").on(table.orgId, table.vendorId, table.createdAt),
    uniqueIndex("vendor_sites_one_primary_uq")
      .on(table.vendorId)
      .where(sql`${table.isPrimary} and ${table.status} = 'active'`),
  ],
);

/** Tax registrations (cbtaxreg_), one per vendor, country and type; the identifier is sealed. */
export const vendorTaxRegistrations = pgTable(
  "vendor_tax_registrations",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    vendorId: text("vendor_id").notNull(),
    country: text("country").notNull(),
    registrationType: text("registration_type").notNull(),
    sealedValue: text("sealed_value").notNull(),
    valueLast4: text("value_last4"),
    validationStatus: text("validation_status").notNull(),
    validationResults: jsonb("validation_results").$type<ValidationResults>().notNull(),
    source: text("source").$type<RecordSource>().notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("vendor_tax_registrations_key_uq").on(table.vendorId, table.country, table.registrationType),
    index("vendor_tax_registrations_org_vendor_idx").on(table.orgId, table.vendorId),
  ],
);

/** Diversity classifications a vendor holds (cbdivrec_), with their certification. */
export const vendorDiversityRecords = pgTable(
  "vendor_diversity_records",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    vendorId: text("vendor_id").notNull(),
    classification: text("classification").notNull(),
    certifyingBody: text("certifying_body"),
    certificateNumber: text("certificate_number"),
    certifiedAt: timestamp("certified_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    documentId: text("document_id"),
    source: text("source").$type<RecordSource>().notNull(),
    ...timestamps(),
  },
  (table) => [index("vendor_diversity_records_org_vendor_idx").on(table.orgId, table.vendorId, table.createdAt)],
);

/** Which of the organization's legal entities deal with (and pay) the vendor. */
export const vendorLegalEntityAssignments = pgTable(
  "vendor_legal_entity_assignments",
  {
    orgId: text("org_id").notNull(),
    vendorId: text("vendor_id").notNull(),
    legalEntityId: text("legal_entity_id").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.vendorId, table.legalEntityId] }),
    index("vendor_legal_entity_assignments_org_idx").on(table.orgId, table.vendorId),
  ],
);

export type VendorBankAccountRow = typeof vendorBankAccounts.$inferSelect;
export type BankChangeReviewRow = typeof bankChangeReviews.$inferSelect;
export type VendorSiteRow = typeof vendorSites.$inferSelect;
export type VendorTaxRegistrationRow = typeof vendorTaxRegistrations.$inferSelect;
export type VendorDiversityRecordRow = typeof vendorDiversityRecords.$inferSelect;
