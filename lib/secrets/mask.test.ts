import { describe, expect, it } from "vitest";
import { MASK, maskOfTail, maskValue, shownTail } from "./mask";

describe("the masking rule", () => {
  it("shows the last four of a value of at least 8 characters", () => {
    expect(maskValue("12345678")).toBe("****5678");
    expect(maskValue("DE89 3704 0044 0532 0130 00")).toBe("****3000");
    expect(maskValue(123456789012)).toBe("****9012");
  });

  it("shows nothing of a shorter value, however short", () => {
    for (const value of ["1234", "12345", "1234567", "12", "1", "123 456 7"]) {
      expect(maskValue(value), value).toBe(MASK);
    }
  });

  it("keeps no value apart from an empty one", () => {
    expect(maskValue(null)).toBeNull();
    expect(maskValue(undefined)).toBeNull();
    expect(maskValue("  ")).toBeNull();
  });

  it("stores the tail a mask is made from", () => {
    expect(shownTail("1234")).toBe("");
    expect(shownTail("123456789")).toBe("6789");
    expect(maskOfTail("")).toBe(MASK);
    expect(maskOfTail(null)).toBeNull();
  });
});
