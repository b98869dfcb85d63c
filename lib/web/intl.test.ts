import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat, relativeTimeFormat } from "./intl";

describe("Intl formatters made once", () => {
  it("gives the same formatter for the same locale and options, another for others", () => {
    const count = numberFormat("de-DE", { maximumFractionDigits: 0 });
    expect(numberFormat("de-DE", { maximumFractionDigits: 0 })).toBe(count);
    expect(count.format(1234567)).toBe("1.234.567");
    expect(numberFormat("de-DE", { maximumFractionDigits: 2 })).not.toBe(count);
    expect(numberFormat("en-US", { maximumFractionDigits: 0 })).not.toBe(count);
    expect(numberFormat(undefined, { maximumFractionDigits: 0 })).toBe(
      numberFormat(undefined, { maximumFractionDigits: 0 }),
    );
  });

  it("keeps number, date and relative-time formatters apart under equal options", () => {
    const day = dateTimeFormat("en-US", { timeZone: "UTC" });
    expect(dateTimeFormat("en-US", { timeZone: "UTC" })).toBe(day);
    expect(day.format(new Date(Date.UTC(2027, 0, 5)))).toBe("1/5/2027");
    expect(relativeTimeFormat("en-US", { numeric: "auto" }).format(-1, "day")).toBe("yesterday");
    expect(numberFormat("en-US", {})).not.toBe(dateTimeFormat("en-US", {}));
  });

  it("caches nothing for options Intl refuses, so each caller sees the error", () => {
    expect(() => numberFormat("en-US", { style: "currency", currency: "X1" })).toThrow(RangeError);
    expect(() => numberFormat("en-US", { style: "currency", currency: "X1" })).toThrow(RangeError);
  });
});
