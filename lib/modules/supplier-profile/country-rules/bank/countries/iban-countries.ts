import { ibanField, withCommonFields } from "../common-fields";
import { BANK_RULES_VERSION, type BankRuleSet } from "../rule-set";

/** EU, EEA and Switzerland: the IBAN is the account; domestic details are not asked for. */
export const IBAN_ONLY_COUNTRIES = [
  "AT",
  "BE",
  "BG",
  "CH",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "HU",
  "IE",
  "IS",
  "IT",
  "LI",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "NO",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
];

export function ibanOnlyRuleSet(country: string): BankRuleSet {
  return { country, version: BANK_RULES_VERSION, fields: withCommonFields([ibanField(country, true)]) };
}
