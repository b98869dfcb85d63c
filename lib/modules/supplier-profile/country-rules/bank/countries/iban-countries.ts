import { EU_COUNTRIES } from "../../eu";
import { ibanField, withCommonFields } from "../common-fields";
import { BANK_RULES_VERSION, type BankRuleSet } from "../rule-set";

/** EU, EEA and Switzerland: the IBAN is the account; domestic details are not asked for. */
export const IBAN_ONLY_COUNTRIES: readonly string[] = [...EU_COUNTRIES, "CH", "IS", "LI", "NO"].sort();

export function ibanOnlyRuleSet(country: string): BankRuleSet {
  return { country, version: BANK_RULES_VERSION, fields: withCommonFields([ibanField(country, true)]) };
}
