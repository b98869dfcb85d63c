import { countryCurrencies, countryName } from "../countries";
import { australia } from "./countries/au";
import { brazil } from "./countries/br";
import { canada } from "./countries/ca";
import { unitedKingdom } from "./countries/gb";
import { IBAN_ONLY_COUNTRIES, ibanOnlyRuleSet } from "./countries/iban-countries";
import { india } from "./countries/in";
import { mexico } from "./countries/mx";
import { unitedStates } from "./countries/us";
import type { BankRuleSet } from "./rule-set";
import type { BankCountryRules } from "./types";

const ruleSets = new Map<string, BankRuleSet>(
  [
    unitedStates,
    unitedKingdom,
    canada,
    australia,
    india,
    mexico,
    brazil,
    ...IBAN_ONLY_COUNTRIES.map(ibanOnlyRuleSet),
  ].map((ruleSet) => [ruleSet.country, ruleSet]),
);

function publicRules(ruleSet: BankRuleSet): BankCountryRules {
  return deepFreeze({
    country: ruleSet.country,
    name: countryName(ruleSet.country) ?? ruleSet.country,
    version: ruleSet.version,
    fields: ruleSet.fields.map((field) => field.definition),
    currencies: countryCurrencies(ruleSet.country),
  });
}

// Handed out to every caller, so frozen: one caller's edit must not change another's rules.
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const nested of Object.values(value)) {
      deepFreeze(nested);
    }
    Object.freeze(value);
  }
  return value;
}

const publicRuleSets = new Map([...ruleSets.values()].map((ruleSet) => [ruleSet.country, publicRules(ruleSet)]));
const publicRulesByName = [...publicRuleSets.values()].sort((a, b) => a.name.localeCompare(b.name, "en"));

export function bankRuleSet(country: string): BankRuleSet | null {
  return ruleSets.get(country) ?? null;
}

/** null = unconfigured */
export function bankCountryRules(country: string): BankCountryRules | null {
  return publicRuleSets.get(country) ?? null;
}

/** Sorted by country name. */
export function configuredBankCountries(): BankCountryRules[] {
  return [...publicRulesByName];
}
