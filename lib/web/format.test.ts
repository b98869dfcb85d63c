import { describe, expect, it } from "vitest";
import { formatCount, formatDecimal, formatFraction, formatMoney } from "./format";

// The test process's locale decides separators; compare with Intl in the same locale.
const reader = (value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(undefined, options).format(value);

describe("reader-locale formatting", () => {
  it("formats counts, decimals and fractions as the reader's locale does", () => {
    expect(formatCount(1234567)).toBe(reader(1234567, { maximumFractionDigits: 0 }));
    expect(formatDecimal(12.3456)).toBe(reader(12.3456, { maximumFractionDigits: 2 }));
    expect(formatFraction(0.643)).toBe(reader(0.643, { style: "percent", maximumFractionDigits: 0 }));
    expect(formatFraction(0.643)).toMatch(/64/);
    expect(formatFraction(0.6437, 1)).toMatch(/64[.,]4/);
  });

  it("formats money in its currency, and survives an unknown code", () => {
    expect(formatMoney(1250, "EUR")).toBe(reader(1250, { style: "currency", currency: "EUR" }));
    expect(formatMoney(5, "X1")).toMatch(/5 X1$/);
  });
});
