import { isCountryCode } from "../countries";
import { buildOutcome, ruleError } from "../outcome";
import type { RuleCheck, ValidationOutcome } from "../types";
import { bankRuleSet } from "./registry";
import type { BankFieldRule } from "./rule-set";
import { UNCONFIGURED_FIELDS } from "./unconfigured";

const UNCONFIGURED_VERSION = "unconfigured";

/** The field keys accepted for a country: its rule fields, or for an unconfigured country a generic set. */
export function acceptedBankFieldKeys(country: string): string[] {
  return (bankRuleSet(country)?.fields ?? UNCONFIGURED_FIELDS).map((field) => field.definition.key);
}

/**
 * Normalises, drops unknown keys, treats "" and null as absent and checks every rule. An unconfigured
 * country gets only the always-safe IBAN/BIC/length checks and status "not_validated" (or "failed").
 */
export function validateBankValues(
  country: string,
  values: Record<string, string | null | undefined>,
): ValidationOutcome<Record<string, string>> & { version: string } {
  const ruleSet = bankRuleSet(country);
  const { normalized, validValues, checks } = checkFields(ruleSet?.fields ?? UNCONFIGURED_FIELDS, country, values);
  if (!ruleSet) {
    if (!isCountryCode(country)) {
      checks.unshift(ruleError("country", "invalid_country", "The bank country is not an ISO 3166-1 alpha-2 code."));
    }
    return { ...buildOutcome(null, checks, normalized), version: UNCONFIGURED_VERSION };
  }
  checks.push(...(ruleSet.crossCheck?.(validValues) ?? []));
  return { ...buildOutcome(`${ruleSet.country}@${ruleSet.version}`, checks, normalized), version: ruleSet.version };
}

function checkFields(fields: BankFieldRule[], country: string, values: Record<string, string | null | undefined>) {
  const normalized: Record<string, string> = {};
  const validValues: Record<string, string> = {};
  const checks: RuleCheck[] = [];
  for (const { definition, normalize, check } of fields) {
    const raw = values[definition.key];
    const value = raw == null ? "" : normalize(raw);
    if (value === "") {
      if (definition.required) {
        checks.push(ruleError(definition.key, "required", `${definition.label} is required.`));
      }
      continue;
    }
    normalized[definition.key] = value;
    if (value.length > definition.maxLength) {
      const message = `${definition.label} is longer than ${definition.maxLength} characters.`;
      checks.push(ruleError(definition.key, "too_long", message));
      continue;
    }
    const findings = check?.(value, country) ?? [];
    checks.push(...findings.map((finding) => ({ field: definition.key, ...finding })));
    if (findings.every((finding) => finding.level !== "error")) {
      validValues[definition.key] = value;
    }
  }
  return { normalized, validValues, checks };
}
