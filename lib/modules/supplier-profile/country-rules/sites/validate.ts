import { postcodeValidator, postcodeValidatorExistsForCountry } from "postcode-validator";
import isEmail from "validator/lib/isEmail";
import { isCountryCode } from "../countries";
import { buildOutcome, ruleError, ruleWarning } from "../outcome";
import type { RuleCheck, ValidationOutcome } from "../types";
import { isSubdivisionOf } from "./subdivisions";

const SITE_RULES_VERSION = "2026.1";
/** SWIFT MT and many ERP remittance formats carry 35 characters per address line. */
const ADDRESS_LINE_LIMIT = 35;
const ADDRESS_LINES = ["address_line_1", "address_line_2", "address_line_3", "address_line_4"] as const;

export interface SiteAddressInput {
  country: string;
  postal_code?: string | null;
  state_or_region?: string | null;
  subdivision_code?: string | null;
  address_line_1?: string | null;
  address_line_2?: string | null;
  address_line_3?: string | null;
  address_line_4?: string | null;
  city?: string | null;
  location_purpose?: string | null;
  po_emails?: string[];
  remittance_emails?: string[];
}

export function validateSiteAddress(input: SiteAddressInput): ValidationOutcome<null> {
  const checks = [
    ...countryChecks(input),
    ...emailChecks("po_emails", "PO email", input.po_emails),
    ...emailChecks("remittance_emails", "Remittance email", input.remittance_emails),
    ...postalCodeChecks(input),
    ...addressLineChecks(input),
    ...orderingChecks(input),
  ];
  return buildOutcome(`sites@${SITE_RULES_VERSION}`, checks, null);
}

function countryChecks({ country, subdivision_code: subdivision }: SiteAddressInput): RuleCheck[] {
  if (!isCountryCode(country)) {
    return [ruleError("country", "invalid_country", "The country is not an ISO 3166-1 alpha-2 code.")];
  }
  if (subdivision && subdivision !== country && !isSubdivisionOf(country, subdivision)) {
    return [
      ruleError(
        "subdivision_code",
        "invalid_subdivision",
        "The subdivision code is not an ISO 3166-2 code of the country.",
      ),
    ];
  }
  return [];
}

function emailChecks(field: string, label: string, emails: string[] = []): RuleCheck[] {
  return emails.flatMap((email, index) =>
    isEmail(email.trim())
      ? []
      : [ruleError(`${field}[${index}]`, "invalid_email", `${label} ${index + 1} is not a valid email address.`)],
  );
}

function postalCodeChecks({ country, postal_code: postalCode }: SiteAddressInput): RuleCheck[] {
  const code = postalCode?.trim();
  if (!code || !postcodeValidatorExistsForCountry(country) || postcodeValidator(code, country)) {
    return [];
  }
  return [ruleWarning("postal_code", "postal_code_format", "The postal code does not match the country's format.")];
}

function addressLineChecks(input: SiteAddressInput): RuleCheck[] {
  return ADDRESS_LINES.flatMap((field, index) =>
    (input[field]?.trim().length ?? 0) > ADDRESS_LINE_LIMIT
      ? [
          ruleWarning(
            field,
            "address_line_too_long",
            `Address line ${index + 1} is longer than ${ADDRESS_LINE_LIMIT} characters, the limit of ERP and bank remittance formats; it may be cut off.`,
          ),
        ]
      : [],
  );
}

/** Without a purpose the site may be the only place orders can go, so it needs somewhere to send them. */
function orderingChecks({ location_purpose: purpose, po_emails: poEmails = [] }: SiteAddressInput): RuleCheck[] {
  const takesOrders = purpose === "ordering" || purpose == null;
  if (!takesOrders || poEmails.some((email) => email.trim() !== "")) {
    return [];
  }
  return [
    ruleWarning("po_emails", "missing_po_email", "An ordering site needs at least one PO email to send orders to."),
  ];
}
