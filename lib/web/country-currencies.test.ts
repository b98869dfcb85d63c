import { codes as currencyCodeList } from "currency-codes";
import { describe, expect, it } from "vitest";
import worldCountries from "world-countries";
import { countryCodes } from "./countries";
import { countryCurrency } from "./country-currencies";

describe("countryCurrency", () => {
  it("names each country's main currency", () => {
    expect(countryCurrency("DE")).toBe("EUR");
    expect(countryCurrency("gb")).toBe("GBP");
    expect(countryCurrency("US")).toBe("USD");
    expect(countryCurrency("JP")).toBe("JPY");
    expect(countryCurrency("AQ")).toBeNull();
    expect(countryCurrency("")).toBeNull();
    expect(countryCurrency(null)).toBeNull();
  });

  it("is the first ISO 4217 currency world-countries lists for every ISO 3166-1 country", () => {
    const iso4217 = new Set(currencyCodeList());
    const byCode = new Map(worldCountries.map((country) => [country.cca2, country]));
    for (const code of countryCodes()) {
      const listed = Object.keys(byCode.get(code)?.currencies ?? {}).filter((currency) => iso4217.has(currency));
      expect(countryCurrency(code), code).toBe(listed[0] ?? null);
    }
  });
});
