import { codes as currencyCodeList } from "currency-codes";
import { iso31661 } from "iso-3166";
import worldCountries from "world-countries";

const isoCountryNames = new Map(iso31661.map((entry) => [entry.alpha2, entry.name]));
// world-countries also lists non-ISO codes (XK, Kosovo), so ISO 3166-1 membership comes from iso-3166 only.
const worldCountryByCode = new Map(
  worldCountries.filter((country) => isoCountryNames.has(country.cca2)).map((country) => [country.cca2, country]),
);
const currencyCodes = new Set(currencyCodeList());

/** ISO 3166-1 alpha-2, upper case. */
export function isCountryCode(code: string): boolean {
  return isoCountryNames.has(code);
}

/** ISO 4217, upper case. */
export function isCurrencyCode(code: string): boolean {
  return currencyCodes.has(code);
}

/** The common English name ("United Kingdom", not ISO's "United Kingdom of Great Britain and Northern Ireland"). */
export function countryName(code: string): string | null {
  return worldCountryByCode.get(code)?.name.common ?? isoCountryNames.get(code) ?? null;
}

/** Offline country centroid (world-countries latlng); null when unknown. */
export function countryCentroid(code: string): { latitude: number; longitude: number } | null {
  const country = worldCountryByCode.get(code);
  if (!country) {
    return null;
  }
  const [latitude, longitude] = country.latlng;
  return { latitude, longitude };
}

/**
 * The currencies in use in a country, ISO 4217 codes only. From world-countries by alpha-2 code: currency-codes
 * looks countries up by ISO 4217's own names ("United States of America (The)") and adds fund codes (USN, CHW).
 */
export function countryCurrencies(code: string): string[] {
  const currencies = worldCountryByCode.get(code)?.currencies ?? {};
  return Object.keys(currencies).filter(isCurrencyCode).sort();
}
