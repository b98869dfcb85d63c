import { iso31662 } from "iso-3166";

/** Countries whose addresses name a state or province that matters for tax and reporting. */
const DERIVED_COUNTRIES = ["US", "CA", "IN", "BR"];

const subdivisionCodes = new Set(iso31662.map((entry) => entry.code));

/** "São Paulo" -> "sao paulo", "Québec" -> "quebec". */
function comparable(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** Per country: code suffix ("ca"), name ("california") and, for "Puducherry (Pondicherry)", each name alone. */
const lookups = new Map(
  DERIVED_COUNTRIES.map((country) => {
    const lookup = new Map<string, string>();
    for (const { code, name } of iso31662) {
      if (!code.startsWith(`${country}-`)) {
        continue;
      }
      const keys = [code.slice(country.length + 1), name, ...name.split(/[()]/)];
      for (const key of keys) {
        if (comparable(key) !== "") {
          lookup.set(comparable(key), code);
        }
      }
    }
    return [country, lookup];
  }),
);

export function isSubdivisionOf(country: string, subdivisionCode: string): boolean {
  return subdivisionCode.startsWith(`${country}-`) && subdivisionCodes.has(subdivisionCode);
}

/**
 * The ISO 3166-2 code derived from the address: for US, CA, IN and BR the subdivision state_or_region names
 * (by code suffix or by name, ignoring case and accents), else the country code.
 */
export function deriveSubdivisionCode(country: string, stateOrRegion?: string | null): string {
  if (!stateOrRegion) {
    return country;
  }
  return lookups.get(country)?.get(comparable(stateOrRegion)) ?? country;
}
