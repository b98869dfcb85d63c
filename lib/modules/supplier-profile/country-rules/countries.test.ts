import { describe, expect, it } from "vitest";
import { countryCentroid, countryName, isCountryCode, isCurrencyCode } from ".";

describe("countries", () => {
  it("knows ISO 3166-1 alpha-2 codes in upper case", () => {
    expect(isCountryCode("DE")).toBe(true);
    expect(isCountryCode("KE")).toBe(true);
    expect(isCountryCode("ZZ")).toBe(false);
    expect(isCountryCode("XK")).toBe(false);
    expect(isCountryCode("de")).toBe(false);
    expect(isCountryCode("DEU")).toBe(false);
  });

  it("knows ISO 4217 currency codes in upper case", () => {
    expect(isCurrencyCode("EUR")).toBe(true);
    expect(isCurrencyCode("BRL")).toBe(true);
    expect(isCurrencyCode("eur")).toBe(false);
    expect(isCurrencyCode("ABC")).toBe(false);
  });

  it("names countries by their common English name", () => {
    expect(countryName("GB")).toBe("United Kingdom");
    expect(countryName("DE")).toBe("Germany");
    expect(countryName("ZZ")).toBeNull();
  });

  it("gives an offline centroid", () => {
    const germany = countryCentroid("DE");
    expect(germany?.latitude).toBeCloseTo(51, 0);
    expect(germany?.longitude).toBeCloseTo(9, 0);
    expect(countryCentroid("ZZ")).toBeNull();
  });
});
