import { formatValue, humanize } from "@/components/change-history/model";
import { countryName } from "@/lib/web/countries";
import { formatDay } from "@/lib/web/days";
import type { ChangeFeedEntry } from "@/lib/web/hooks/supplier-profile";
import {
  ADDRESS_ROLE_LABELS,
  DIVERSITY_CLASSIFICATION_LABELS,
  LOCATION_PURPOSE_LABELS,
  labelOf,
  PAYMENT_ROUTE_LABELS,
  registrationTypeWords,
  validationStatusLabel,
} from "./labels";

export interface FeedFact {
  label: string;
  value: string;
}

export interface FeedChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** One change feed entry as the timeline shows it: no IDs, numbers only as the API masked them. */
export interface FeedEntryView {
  /** "Added a site", "Rejected a new bank account". */
  title: string;
  /** What the record is called ("Boston warehouse", "EIN (United States)"), when it has a name. */
  subject: string | null;
  /** API, the user's name, or System. */
  actor: string;
  facts: FeedFact[];
  changes: FeedChange[];
  reason: string | null;
}

/** Names of the records entries refer to by ID (legal entities, sites), for showing instead of IDs. */
export type FeedNames = ReadonlyMap<string, string>;

export const ENTITY_TYPE_WORDS: Record<ChangeFeedEntry["entity_type"], string> = {
  bank_account: "bank account",
  site: "site",
  tax_registration: "tax registration",
  diversity_record: "diversity record",
  legal_entity_assignment: "legal entities",
};

const ACTION_VERBS: Record<ChangeFeedEntry["action"], string> = {
  created: "Added",
  updated: "Changed",
  approved: "Approved",
  rejected: "Rejected",
  retired: "Retired",
  deleted: "Deleted",
};

const FIELD_LABELS: Record<string, string> = {
  bank_country: "Bank country",
  currency: "Currency",
  bank_account_name: "Account label",
  account_number_masked: "Account number",
  iban_masked: "IBAN",
  swift_bic: "SWIFT/BIC",
  is_primary: "Primary",
  status: "Status",
  validation_status: "Validation",
  payment_route: "Payment route",
  statement_document_id: "Bank statement",
  country: "Country",
  label: "Label",
  address_line_1: "Address line 1",
  address_line_2: "Address line 2",
  address_line_3: "Address line 3",
  address_line_4: "Address line 4",
  city: "City",
  state_or_region: "State or region",
  county: "County",
  postal_code: "Postal code",
  subdivision_code: "Subdivision",
  location_purpose: "Purpose",
  address_role: "Role",
  activity_description: "Activity",
  finance_address_code: "Finance address code",
  remit_to_site_id: "Remit to",
  po_emails: "PO emails",
  remittance_emails: "Remittance emails",
  latitude: "Latitude",
  longitude: "Longitude",
  registration_type: "Type",
  value_masked: "Number",
  value_changed: "Number changed",
  classification: "Classification",
  certifying_body: "Certifying body",
  certificate_number: "Certificate number",
  certified_at: "Certified",
  expires_at: "Expires",
  document_id: "Certificate document",
  legal_entity_ids: "Legal entities",
};

/** Bookkeeping and raw identifiers: never shown. Other `_id` fields are shown only by name (below). */
const HIDDEN_FIELDS = new Set([
  "id",
  "vendor_id",
  "service_id",
  "bank_account_id",
  "created_at",
  "updated_at",
  "source",
  "validation_results",
  "country_config_version",
  "values",
  "kind",
  "rejection_reason",
  "pending_change",
  "signals",
]);
const NAMED_ID_FIELDS = new Set(["legal_entity_ids", "remit_to_site_id", "statement_document_id", "document_id"]);

/** The key facts of each record type, in order. */
const FACT_FIELDS: Record<ChangeFeedEntry["entity_type"], string[]> = {
  bank_account: [
    "bank_country",
    "currency",
    "iban_masked",
    "account_number_masked",
    "swift_bic",
    "is_primary",
    "validation_status",
    "payment_route",
  ],
  site: ["country", "city", "postal_code", "location_purpose", "address_role", "is_primary"],
  tax_registration: ["country", "registration_type", "value_masked", "validation_status"],
  diversity_record: ["classification", "certifying_body", "certificate_number", "expires_at"],
  legal_entity_assignment: ["legal_entity_ids"],
};

export const fieldWords = (field: string) => FIELD_LABELS[field] ?? humanize(field);

const isBlank = (value: unknown) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/** A field's value as words: names for IDs, labels for codes, Yes/No, dates, countries by name. */
export function feedValue(field: string, value: unknown, names: FeedNames): string {
  if (isBlank(value)) {
    return "—";
  }
  switch (field) {
    case "bank_country":
    case "country":
      return typeof value === "string" ? countryName(value) : formatValue(value);
    case "validation_status":
      return validationStatusLabel(String(value));
    case "payment_route":
      return labelOf(PAYMENT_ROUTE_LABELS, String(value));
    case "location_purpose":
      return labelOf(LOCATION_PURPOSE_LABELS, String(value));
    case "address_role":
      return labelOf(ADDRESS_ROLE_LABELS, String(value));
    case "classification":
      return labelOf(DIVERSITY_CLASSIFICATION_LABELS, String(value));
    case "registration_type":
      return registrationTypeWords(String(value));
    case "status":
      return humanize(String(value));
    case "certified_at":
    case "expires_at":
      return typeof value === "number" ? formatDay(value) : formatValue(value);
    case "legal_entity_ids":
      return (Array.isArray(value) ? value : [value])
        .map((id) => names.get(String(id)) ?? "a legal entity no longer listed")
        .join(", ");
    case "remit_to_site_id":
      return names.get(String(value)) ?? "another site";
    case "statement_document_id":
    case "document_id":
      return "Attached";
    default:
      return formatValue(value, field);
  }
}

/** Whether a field may be shown at all: never bookkeeping, and an ID only when it is shown by name. */
export function isShownField(field: string): boolean {
  if (HIDDEN_FIELDS.has(field)) {
    return false;
  }
  return NAMED_ID_FIELDS.has(field) || !/(^|_)ids?$/.test(field);
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** What the record is called, from its snapshot. */
function subjectOf(entry: ChangeFeedEntry, snapshot: Record<string, unknown>): string | null {
  switch (entry.entity_type) {
    case "bank_account": {
      const number = text(snapshot.iban_masked) ?? text(snapshot.account_number_masked);
      const country = text(snapshot.bank_country);
      return (
        text(snapshot.bank_account_name) ??
        ([country ? countryName(country) : null, number].filter(Boolean).join(" ") || null)
      );
    }
    case "site": {
      const country = text(snapshot.country);
      return (
        text(snapshot.label) ??
        text(snapshot.address_line_1) ??
        text(snapshot.city) ??
        (country ? countryName(country) : null)
      );
    }
    case "tax_registration": {
      const type = text(snapshot.registration_type);
      const country = text(snapshot.country);
      return type ? `${registrationTypeWords(type)}${country ? ` (${countryName(country)})` : ""}` : null;
    }
    case "diversity_record": {
      const classification = text(snapshot.classification);
      return classification ? labelOf(DIVERSITY_CLASSIFICATION_LABELS, classification) : null;
    }
    default:
      return null;
  }
}

/** An approval that created the account: nothing was there before any of its fields. */
function approvedNewAccount(entry: ChangeFeedEntry): boolean {
  return entry.changes.length > 0 && entry.changes.every((change) => change.before === null);
}

/** "Added a site", "Changed the legal entities", "Rejected a new bank account". */
export function feedTitle(entry: ChangeFeedEntry): string {
  const verb = ACTION_VERBS[entry.action] ?? humanize(entry.action);
  if (entry.entity_type === "legal_entity_assignment") {
    return `${verb} the legal entities`;
  }
  const thing = ENTITY_TYPE_WORDS[entry.entity_type] ?? humanize(entry.entity_type).toLowerCase();
  if (entry.entity_type === "bank_account" && (entry.action === "rejected" || entry.action === "approved")) {
    const created =
      entry.action === "rejected" ? asRecord(entry.snapshot).kind === "create" : approvedNewAccount(entry);
    return created ? `${verb} a new bank account` : `${verb} a bank account change`;
  }
  return `${verb} a ${thing}`;
}

/** One entry of the feed, ready for the timeline. */
export function describeFeedEntry(entry: ChangeFeedEntry, names: FeedNames): FeedEntryView {
  const snapshot = asRecord(entry.snapshot);
  const facts = (FACT_FIELDS[entry.entity_type] ?? [])
    .filter((field) => !isBlank(snapshot[field]))
    // "Primary: No" is no fact worth a line.
    .filter((field) => !(field === "is_primary" && snapshot[field] !== true))
    .map((field) => ({ label: fieldWords(field), value: feedValue(field, snapshot[field], names) }));
  // A creation's changes repeat its snapshot, so they are shown for changes to an existing record only.
  const showsChanges = entry.action === "updated" || (entry.action === "approved" && !approvedNewAccount(entry));
  const changes = showsChanges
    ? entry.changes
        .filter((change) => isShownField(change.field))
        .map((change) => ({
          field: change.field,
          label: fieldWords(change.field),
          before: feedValue(change.field, change.before, names),
          after: feedValue(change.field, change.after, names),
        }))
        .filter((change) => change.before !== change.after || change.field === "value_changed")
    : [];
  return {
    title: feedTitle(entry),
    subject: subjectOf(entry, snapshot),
    actor: entry.label,
    facts: entry.entity_type === "legal_entity_assignment" && changes.length > 0 ? [] : facts,
    changes,
    reason: entry.reason ?? text(snapshot.rejection_reason),
  };
}
