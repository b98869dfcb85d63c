import { describe, expect, it } from "vitest";
import { daysUntil, formatDay } from "./days";

const DAY = 86_400;
const MIDNIGHT = Date.UTC(2027, 0, 5) / 1000;

describe("whole days", () => {
  it("counts UTC days between two times, negative once passed", () => {
    expect(daysUntil(MIDNIGHT, MIDNIGHT - 1)).toBe(1);
    expect(daysUntil(MIDNIGHT, MIDNIGHT + DAY - 1)).toBe(0);
    expect(daysUntil(MIDNIGHT, MIDNIGHT + 3 * DAY)).toBe(-3);
  });

  it("shows a stored day as the same date in every locale's words", () => {
    expect(formatDay(MIDNIGHT, "en-US")).toBe("Jan 5, 2027");
    expect(formatDay(MIDNIGHT, "de-DE")).toBe("05.01.2027");
    expect(formatDay(MIDNIGHT + DAY - 1, "en-US")).toBe("Jan 5, 2027");
    expect(formatDay(null, "en-US")).toBe("");
  });
});
