import { iso31661 } from "iso-3166/1";

export interface Option {
  value: string;
  label: string;
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
const currencyNames = new Intl.DisplayNames(["en"], { type: "currency", fallback: "none" });
const isoNames = new Map(iso31661.map((entry) => [entry.alpha2, entry.name]));

/** "US" → "United States": the common English name, else ISO's, else the code itself. */
export function countryName(code: string | null | undefined): string {
  if (!code) {
    return "";
  }
  const upper = code.toUpperCase();
  try {
    return regionNames.of(upper) ?? isoNames.get(upper) ?? upper;
  } catch {
    return isoNames.get(upper) ?? upper;
  }
}

let allCountries: Option[] | undefined;

/** Every ISO 3166-1 country, by name. */
export function countryOptions(): Option[] {
  allCountries ??= iso31661
    .map((entry) => ({ value: entry.alpha2, label: countryName(entry.alpha2) }))
    .sort((a, b) => a.label.localeCompare(b.label, "en"));
  return allCountries;
}

/** "EUR" → "EUR · Euro". */
export function currencyLabel(code: string): string {
  try {
    const name = currencyNames.of(code);
    return name && name !== code ? `${code} · ${name}` : code;
  } catch {
    return code;
  }
}

let allCurrencies: string[] | undefined;

/** The ISO 4217 codes the browser knows, in alphabetical order. */
export function currencyCodes(): string[] {
  if (!allCurrencies) {
    try {
      allCurrencies = Intl.supportedValuesOf("currency").map((code) => code.toUpperCase());
    } catch {
      allCurrencies = [];
    }
  }
  return allCurrencies;
}
