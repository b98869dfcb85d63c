export interface Option {
  value: string;
  label: string;
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
const currencyNames = new Intl.DisplayNames(["en"], { type: "currency", fallback: "none" });

/**
 * The ISO 3166-1 alpha-2 codes, two letters each: the browser names them (Intl.DisplayNames), so the
 * pages carry 500 bytes instead of a country table. countries.test.ts keeps it equal to iso-3166's list.
 */
export const COUNTRY_CODES =
  "ADAEAFAGAIALAMAOAQARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBVBWBYBZCACCCDCFCGCHCICKCLCMCNCOCRCUCVCWCXCYCZDEDJDKDMDODZECEEEGEHERESETFIFJFKFMFOFRGAGBGDGEGFGGGHGIGLGMGNGPGQGRGSGTGUGWGYHKHMHNHRHTHUIDIEILIMINIOIQIRISITJEJMJOJPKEKGKHKIKMKNKPKRKWKYKZLALBLCLILKLRLSLTLULVLYMAMCMDMEMFMGMHMKMLMMMNMOMPMQMRMSMTMUMVMWMXMYMZNANCNENFNGNINLNONPNRNUNZOMPAPEPFPGPHPKPLPMPNPRPSPTPWPYQARERORSRURWSASBSCSDSESGSHSISJSKSLSMSNSOSRSSSTSVSXSYSZTCTDTFTGTHTJTKTLTMTNTOTRTTTVTWTZUAUGUMUSUYUZVAVCVEVGVIVNVUWFWSYEYTZAZMZW";

export const countryCodes = (): string[] => COUNTRY_CODES.match(/../g) ?? [];

/** "US" → "United States": the browser's English name, else the code itself. */
export function countryName(code: string | null | undefined): string {
  if (!code) {
    return "";
  }
  const upper = code.toUpperCase();
  try {
    return regionNames.of(upper) ?? upper;
  } catch {
    return upper;
  }
}

let allCountries: Option[] | undefined;

/** Every ISO 3166-1 country, by name. */
export function countryOptions(): Option[] {
  allCountries ??= countryCodes()
    .map((code) => ({ value: code, label: countryName(code) }))
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
