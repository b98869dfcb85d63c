/**
 * Words for a fact sheet's keys and coded values. A section is free-form JSON (a language model may
 * add keys), so an unnamed key still reads as words through `humanizeCode` ("dns_health" → "DNS health").
 */
import { labelOf } from "./index";

export const FACT_SHEET_KEY_LABELS: Readonly<Record<string, string>> = {
  registry_validation: "Company registry check",
  registration_number: "Registration number",
  headquarters: "Headquarters",
  founded_year: "Founded",
  trust_center_url: "Trust center",
  security_contact: "Security contact",
  security_certifications: "Security certifications",
  privacy_certifications: "Privacy certifications",
  privacy_documents: "Privacy documents",
  penetration_test_reports: "Penetration test reports",
  known_incidents: "Known incidents",
  external_intelligence: "External security rating",
  overall_score: "Overall score",
  overall_grade: "Overall grade",
  document_name: "Document",
  document_type: "Document type",
  market_cap_usd: "Market cap (USD)",
  total_funding_usd: "Total funding (USD)",
  annual_revenue_usd: "Annual revenue (USD)",
  headcount_estimate: "Headcount (estimate)",
  published_at: "Published",
  legal_actions: "Legal actions",
  enforcement_actions: "Enforcement actions",
  // Security rating factors.
  network_security: "Network security",
  dns_health: "DNS health",
  patching_cadence: "Patching cadence",
  application_security: "Application security",
  email_security: "Email security",
  leaked_credentials: "Leaked credentials",
};

/** Coded values, by the key that holds them. */
export const FACT_SHEET_VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  status: { matched: "Matched in the registry", not_matched: "Not found in the registry", not_checked: "Not checked" },
  sentiment: { positive: "Positive", neutral: "Neutral", negative: "Negative" },
  ownership: { public: "Publicly traded", private: "Privately held" },
  document_type: {
    soc2_type2: "SOC 2 Type II report",
    iso27001_certificate: "ISO/IEC 27001 certificate",
    penetration_test: "Penetration test report",
    privacy_policy: "Privacy policy",
    insurance_certificate: "Insurance certificate",
    financial_statement: "Financial statement",
    dpa: "Data processing agreement",
    other: "Other document",
  },
};

/** A key as a label: "dns_health" → "DNS health", "trust_center_url" → "Trust center". */
export const factSheetKeyLabel = (key: string): string => labelOf(FACT_SHEET_KEY_LABELS, key);

/** A coded value under `key` in words, or null when `key` holds free text. */
export function factSheetValueLabel(key: string, value: string): string | null {
  const labels = Object.hasOwn(FACT_SHEET_VALUE_LABELS, key) ? FACT_SHEET_VALUE_LABELS[key] : undefined;
  return labels ? labelOf(labels, value) : null;
}

/** Keys that hold another record's ID: the record is shown by the name beside it, never by the ID. */
export const isIdKey = (key: string): boolean => key === "id" || key.endsWith("_id") || key.endsWith("_ids");
