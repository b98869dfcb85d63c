import { bankRuleSet } from "./registry";

const GENERIC_ROUTING_KEYS = ["routing_number", "bank_code", "branch_code"];

/**
 * Canonical identity of the account for duplicate detection: "IBAN:<iban>" when an IBAN is present (a UK
 * IBAN as its sort code and account number), else
 * "<country>:<routing-ish parts>:<account number or clabe>"; null when there is not enough to identify it.
 * Expects values normalised by validateBankValues.
 */
export function bankAccountIdentity(country: string, normalized: Record<string, string>): string | null {
  const { iban } = normalized;
  if (iban?.startsWith("GB") && iban.length === 22) {
    // A UK IBAN spells out the sort code and account number: the same account entered either way is one.
    return `GB:${iban.slice(8, 14)}:${iban.slice(14)}`;
  }
  if (iban) {
    return `IBAN:${iban}`;
  }
  const ruleSet = bankRuleSet(country);
  const domestic = ruleSet ? (ruleSet.domesticIdentity?.(normalized) ?? null) : genericIdentity(normalized);
  return domestic === null ? null : `${country}:${domestic}`;
}

/** Without country rules an account number needs some bank identifier: numbers repeat across banks. */
function genericIdentity(values: Record<string, string>): string | null {
  const account = values.account_number;
  if (!account) {
    return null;
  }
  const routing = GENERIC_ROUTING_KEYS.map((key) => values[key]).filter((part) => part !== undefined);
  if (routing.length === 0 && values.swift_bic) {
    // The first 8 characters name the bank; the optional branch suffix does not change the account.
    routing.push(values.swift_bic.slice(0, 8));
  }
  return routing.length === 0 ? null : `${routing.join("-")}:${account}`;
}

/** The number shown masked as account_number_masked: account_number, else clabe, else null (callers mask it). */
export function accountNumberForMasking(normalized: Record<string, string>): string | null {
  return normalized.account_number || normalized.clabe || null;
}
