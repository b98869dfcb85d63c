import type { BadgeVariant } from "@/components/ui/badge";
import type { BankAccount, DiversityRecord, Site } from "@/lib/web/hooks/supplier-profile";

export type ValidationStatus = "passed" | "passed_with_warnings" | "not_validated" | "failed";

const VALIDATION_STATUS: Record<ValidationStatus, { label: string; variant: BadgeVariant }> = {
  passed: { label: "Passed", variant: "success" },
  passed_with_warnings: { label: "Passed with warnings", variant: "warning" },
  not_validated: { label: "Not validated", variant: "neutral" },
  failed: { label: "Failed", variant: "danger" },
};

export function validationStatusLabel(status: string): string {
  return VALIDATION_STATUS[status as ValidationStatus]?.label ?? status;
}

export function validationStatusVariant(status: string): BadgeVariant {
  return VALIDATION_STATUS[status as ValidationStatus]?.variant ?? "neutral";
}

export const PAYMENT_ROUTE_LABELS: Record<NonNullable<BankAccount["payment_route"]>, string> = {
  domestic: "Domestic payment",
  wire: "International wire",
};

export const LOCATION_PURPOSE_LABELS: Record<NonNullable<Site["location_purpose"]>, string> = {
  ordering: "Ordering",
  billing: "Billing",
  service_delivery: "Service delivery",
  hq: "Headquarters",
  other: "Other",
};

export const ADDRESS_ROLE_LABELS: Record<NonNullable<Site["address_role"]>, string> = {
  primary: "Primary address",
  remittance: "Remittance address",
};

export const DIVERSITY_CLASSIFICATION_LABELS: Record<DiversityRecord["classification"], string> = {
  minority_owned: "Minority-owned",
  women_owned: "Women-owned",
  veteran_owned: "Veteran-owned",
  service_disabled_veteran_owned: "Service-disabled veteran-owned",
  disability_owned: "Disability-owned",
  lgbtq_owned: "LGBTQ+-owned",
  small_business: "Small business",
  small_disadvantaged_business: "Small disadvantaged business",
  hubzone: "HUBZone business",
  indigenous_owned: "Indigenous-owned",
  other: "Other",
};

export function labelOf<K extends string>(labels: Record<K, string>, value: string | null | undefined): string {
  if (!value) {
    return "";
  }
  return (labels as Record<string, string>)[value] ?? value;
}

/** Options of a label table, in its order. */
export function optionsOf<K extends string>(labels: Record<K, string>): { value: K; label: string }[] {
  return (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
}

/**
 * A registration type code as words when no label is at hand: short codes are acronyms
 * ("ein" → "EIN", "gstin" → "GSTIN"), longer ones words ("tax_number" → "Tax number").
 */
export function registrationTypeWords(type: string): string {
  if (/^[a-z0-9]{2,5}$/i.test(type)) {
    return type.toUpperCase();
  }
  const words = type
    .replace(/[_.-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : type;
}
