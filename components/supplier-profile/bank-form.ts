import { countryName, currencyCodes, type Option } from "@/lib/web/countries";
import { countryCurrency } from "@/lib/web/country-currencies";
import type { BankAccount, BankCountryRules, BankField } from "@/lib/web/hooks/supplier-profile";

/** What an account and a proposed change both show of their numbers. */
export type BankDetailsSummaryLike = Pick<BankAccount, "iban_masked" | "account_number_masked" | "swift_bic">;

/** The country select's choice for a bank country without rules. */
export const OTHER_COUNTRY = "other";

/** Offered where no country rules exist; stored as not validated (the server's UNCONFIGURED_FIELDS). */
export const GENERIC_BANK_FIELDS: BankField[] = [
  generic("account_holder_name", "Account holder name", false, 140),
  generic("account_number", "Account number", true, 34),
  generic("iban", "IBAN", true, 42, "Spaces are ignored."),
  generic("swift_bic", "SWIFT/BIC", false, 11, "8 or 11 characters; needed for international transfers."),
  generic("routing_number", "Routing number", false, 34),
  generic("bank_code", "Bank code", false, 34),
  generic("branch_code", "Branch code", false, 34),
  generic("bank_name", "Bank name", false, 140),
];

function generic(key: string, label: string, sensitive: boolean, maxLength: number, help?: string): BankField {
  return {
    key,
    label,
    required: false,
    sensitive,
    max_length: maxLength,
    placeholder: null,
    help: help ?? null,
    options: null,
  };
}

export interface BankFormLayout {
  /** The bank country the form writes, "" until one is chosen. */
  country: string;
  /** Whether the server has rules for it (else the generic fields, stored as not validated). */
  configured: boolean;
  fields: BankField[];
  /** The country's usual currencies, first in the currency select. */
  currencies: string[];
}

/** The bank country a form's two selects name: a configured one, or the "Other country" pick. */
export function chosenBankCountry(choice: string, otherCountry: string): string {
  return choice === OTHER_COUNTRY ? otherCountry : choice;
}

/** The fields (in the server's order) and usual currencies of a bank country. */
export function bankFormLayout(rules: readonly BankCountryRules[], country: string): BankFormLayout {
  const code = country.toUpperCase();
  const rule = rules.find((item) => item.country === code);
  if (rule) {
    return { country: code, configured: true, fields: rule.fields, currencies: rule.currencies };
  }
  return { country: code, configured: false, fields: code ? GENERIC_BANK_FIELDS : [], currencies: [] };
}

/** How the country select starts for an existing account: its country when configured, else "Other country". */
export function initialCountryChoice(
  rules: readonly BankCountryRules[],
  country: string | null | undefined,
): { choice: string; other: string } {
  if (!country) {
    return { choice: "", other: "" };
  }
  return rules.some((rule) => rule.country === country)
    ? { choice: country, other: "" }
    : { choice: OTHER_COUNTRY, other: country };
}

/** The configured countries by name, for the first select. */
export function configuredCountryOptions(rules: readonly BankCountryRules[]): Option[] {
  return rules
    .map((rule) => ({ value: rule.country, label: rule.name || countryName(rule.country) }))
    .sort((a, b) => a.label.localeCompare(b.label, "en"));
}

/** Every other country, for the "Other country" select. */
export function otherCountryOptions(rules: readonly BankCountryRules[], all: readonly Option[]): Option[] {
  const configured = new Set(rules.map((rule) => rule.country));
  return all.filter((option) => !configured.has(option.value));
}

/** The currency a bank country suggests: its rules' first usual currency, else the country's own. */
export function usualCurrency(rules: readonly BankCountryRules[], country: string): string | null {
  return bankFormLayout(rules, country).currencies[0]?.toUpperCase() ?? countryCurrency(country);
}

/**
 * The currency select after the bank country changed: it follows the country (Germany → EUR, United
 * Kingdom → GBP) until the person picks a currency themselves; from then on it keeps their pick.
 * A country without a currency of its own leaves the select as it is.
 */
export function currencyAfterCountryChange(
  state: { currency: string; pickedByHand: boolean },
  rules: readonly BankCountryRules[],
  nextCountry: string,
): string {
  if (state.pickedByHand || !nextCountry) {
    return state.currency;
  }
  return usualCurrency(rules, nextCountry) ?? state.currency;
}

/** The currency select's codes: the country's usual ones first, then every other, none twice. */
export function currencyChoices(usual: readonly string[], all: readonly string[] = currencyCodes()): string[] {
  const first = [...new Set(usual.map((code) => code.toUpperCase()))];
  const seen = new Set(first);
  return [...first, ...all.filter((code) => !seen.has(code))];
}

/** What the API gets as `values`: the country's fields that hold something, trimmed. */
export function bankValuesPayload(
  fields: readonly BankField[],
  values: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.key]?.trim() ?? "";
    if (value !== "") {
      payload[field.key] = value;
    }
  }
  return payload;
}

/** The masked numbers and the codes of an account or a proposed change, for one line of text. */
export function maskedDetails(details: BankDetailsSummaryLike): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  if (details.iban_masked) {
    rows.push({ label: "IBAN", value: details.iban_masked });
  }
  if (details.account_number_masked) {
    rows.push({ label: "Account number", value: details.account_number_masked });
  }
  if (details.swift_bic) {
    rows.push({ label: "SWIFT/BIC", value: details.swift_bic });
  }
  return rows;
}

/** What people call an account: its label, else its country and masked number. */
export function accountTitle(
  account: Pick<BankAccount, "bank_account_name" | "bank_country"> & BankDetailsSummaryLike,
) {
  if (account.bank_account_name) {
    return account.bank_account_name;
  }
  const number = account.iban_masked ?? account.account_number_masked;
  const country = account.bank_country ? countryName(account.bank_country) : "Bank account";
  return number ? `${country} ${number}` : country;
}
