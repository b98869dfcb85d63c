import { describe, expect, it } from "vitest";
import { canonicalAmount, parseAmount } from "./amount-input";
import { annualTotals, annualUnits, fromUnits, termMonths, toUnits } from "./annual-value";
import { formatAmountInput, formatMoney, minorUnitDigits } from "./money";

const value = (text: string, locale: string) => {
  const parsed = parseAmount(text, locale);
  return parsed.ok ? parsed.value : `error: ${parsed.message}`;
};

describe("reading an amount typed in the person's locale", () => {
  it("reads each locale's grouping and decimal separator into the exact decimal string", () => {
    expect(value("1,234,567.89", "en-US")).toBe("1234567.89");
    expect(value("1234567.89", "en-US")).toBe("1234567.89");
    expect(value("1.234.567,89", "de-DE")).toBe("1234567.89");
    expect(value("1234567,89", "de-DE")).toBe("1234567.89");
    expect(value("1.234", "de-DE")).toBe("1234");
    expect(value("1\u202f234\u202f567,89", "fr-FR")).toBe("1234567.89");
    expect(value("1 234 567,89", "fr-FR")).toBe("1234567.89");
    expect(value("1’234’567.89", "de-CH")).toBe("1234567.89");
    expect(value("1'234'567.89", "de-CH")).toBe("1234567.89");
    expect(value("12,34,567.89", "en-IN")).toBe("1234567.89");
  });

  it("keeps every digit: no float rounding, the largest amounts the API takes included", () => {
    expect(value("999999999999999", "en-US")).toBe("999999999999999");
    expect(value("99999999999.9999", "en-US")).toBe("99999999999.9999");
    expect(value("0.10", "en-US")).toBe("0.1");
    expect(value("0,1", "de-DE")).toBe("0.1");
    expect(value(",5", "de-DE")).toBe("0.5");
    expect(value("007.50", "en-US")).toBe("7.5");
    expect(value("  42  ", "en-US")).toBe("42");
  });

  it("takes the other mark as the decimal point where the locale does not group with it", () => {
    expect(value("1234.56", "fr-FR")).toBe("1234.56");
    expect(value("1234,56", "de-CH")).toBe("1234.56");
  });

  it("refuses what it cannot read unambiguously, with the locale's example", () => {
    expect(value("1234.56", "de-DE")).toBe("error: Enter an amount such as 1.234,56.");
    expect(value("1,23", "en-US")).toBe("error: Enter an amount such as 1,234.56.");
    expect(value("1.234,56", "en-US")).toMatch(/^error: Enter an amount such as 1,234\.56/);
    expect(value("12,3456", "en-US")).toMatch(/^error/);
    expect(value("1.2.3", "en-US")).toMatch(/^error/);
    expect(value("abc", "en-US")).toMatch(/^error/);
    expect(value("1e5", "en-US")).toMatch(/^error/);
    expect(value("-5", "en-US")).toBe("error: Enter an amount of 0 or more.");
  });

  it("holds the API's bounds: 15 digits, 4 after the point (trailing zeros do not count)", () => {
    expect(value("1000000000000000", "en-US")).toBe("error: Use at most 15 digits.");
    expect(value("0.12345", "en-US")).toBe("error: Use at most 4 digits after the decimal separator.");
    expect(value("0.12340", "en-US")).toBe("0.1234");
  });

  it("reads an empty field as no amount", () => {
    expect(parseAmount("", "en-US")).toEqual({ ok: true, value: null });
    expect(parseAmount("   ", "de-DE")).toEqual({ ok: true, value: null });
  });
});

describe("showing an exact amount", () => {
  it("formats the decimal string itself, every digit kept", () => {
    expect(formatAmountInput("1234567.89", "en-US")).toBe("1,234,567.89");
    expect(formatAmountInput("1234567.89", "de-DE")).toBe("1.234.567,89");
    expect(formatAmountInput("999999999999999", "en-US")).toBe("999,999,999,999,999");
    expect(formatAmountInput("0.10", "en-US")).toBe("0.10");
    expect(formatAmountInput(null, "en-US")).toBe("");
    for (const [text, locale] of [
      ["99999999999.9999", "de-DE"],
      ["1234567.89", "fr-FR"],
      ["0.10", "en-IN"],
    ] as const) {
      expect(value(formatAmountInput(text, locale), locale)).toBe(canonicalAmount(text));
    }
  });

  it("shows the currency's code beside the amount, in the locale's order", () => {
    expect(formatMoney("1234567.89", "USD", "en-US")).toBe("USD\u00a01,234,567.89");
    expect(formatMoney("1234567.89", "EUR", "de-DE")).toBe("1.234.567,89\u00a0EUR");
    expect(formatMoney("1000", "JPY", "en-US")).toBe("JPY\u00a01,000");
    expect(formatMoney("0.125", "USD", "en-US")).toBe("USD\u00a00.125");
    expect(formatMoney("5.00", null, "en-US")).toBe("5.00");
  });

  it("knows each currency's minor units", () => {
    expect(minorUnitDigits("USD")).toBe(2);
    expect(minorUnitDigits("JPY")).toBe(0);
    expect(minorUnitDigits("BHD")).toBe(3);
    expect(minorUnitDigits(null)).toBe(2);
  });
});

const day = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 1000;
const contract = (amount: string | null, currency: string | null, start: string | null, end: string | null) => ({
  contract_value_amount: amount,
  contract_value_currency: currency,
  effective_date: null,
  term_start_date: start === null ? null : day(start),
  expiration_date: end === null ? null : day(end),
});

describe("annual values, exactly", () => {
  it("converts between decimal strings and integer units without loss", () => {
    expect(toUnits("1234567.89")).toBe(1_234_567_890_000n);
    expect(fromUnits(toUnits("999999999999999"), 2)).toBe("999999999999999.00");
    expect(fromUnits(1_234_567n, 2)).toBe("1.23");
    expect(fromUnits(1_235_000n, 2)).toBe("1.24");
    expect(fromUnits(1_500_000n, 0)).toBe("2");
    expect(fromUnits(5_000n, 2)).toBe("0.01");
  });

  it("rounds the term to whole months: a year is a year, anniversary or the day before, leap years too", () => {
    expect(termMonths(contract("1", "USD", "2026-01-01", "2027-01-01"))).toBe(12);
    expect(termMonths(contract("1", "USD", "2026-01-01", "2026-12-31"))).toBe(12);
    expect(termMonths(contract("1", "USD", "2027-01-01", "2029-01-01"))).toBe(24);
    expect(termMonths(contract("1", "USD", "2026-01-01", "2027-07-01"))).toBe(18);
    expect(termMonths(contract("1", "USD", "2026-01-01", "2026-01-05"))).toBeNull();
    expect(termMonths(contract("1", "USD", null, "2026-01-05"))).toBeNull();
    expect(termMonths({ ...contract("1", "USD", null, "2028-01-01"), effective_date: day("2026-01-01") })).toBe(24);
  });

  it("divides the value by the term in years, or keeps it whole when the term is unknown", () => {
    expect(annualUnits(contract("240000", "USD", "2026-01-01", "2028-01-01"))).toBe(toUnits("120000"));
    expect(annualUnits(contract("1000", "USD", "2026-01-01", "2026-07-01"))).toBe(toUnits("2000"));
    expect(annualUnits(contract("1000", "USD", null, null))).toBe(toUnits("1000"));
    expect(annualUnits(contract(null, "USD", "2026-01-01", "2027-01-01"))).toBeNull();
    expect(fromUnits(annualUnits(contract("100", "USD", "2026-01-01", "2029-01-01")) as bigint, 2)).toBe("33.33");
  });

  it("sums per currency, rounded to each currency's minor units at the end", () => {
    const totals = annualTotals([
      contract("100", "USD", "2026-01-01", "2029-01-01"),
      contract("100", "USD", "2026-01-01", "2029-01-01"),
      contract("100", "USD", "2026-01-01", "2029-01-01"),
      contract("1000", "JPY", null, null),
      contract("999999999999999", "EUR", null, null),
      contract("0.0001", "EUR", null, null),
      contract(null, "GBP", null, null),
      contract("5", null, null, null),
    ]);
    expect(totals).toEqual([
      { currency: "USD", amount: "100.00", count: 3 },
      { currency: "EUR", amount: "999999999999999.00", count: 2 },
      { currency: "JPY", amount: "1000", count: 1 },
      { currency: null, amount: "5.00", count: 1 },
    ]);
    expect(annualTotals([])).toEqual([]);
  });
});
