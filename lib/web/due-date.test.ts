import { describe, expect, it } from "vitest";
import { daysUntil, dueLabel, dueState, formatAge, fromDateInput, toDateInput } from "./due-date";

const DAY = 86_400;
// 2026-11-23 15:30 UTC
const NOW = Date.UTC(2026, 10, 23, 15, 30) / 1000;
const MIDNIGHT = Date.UTC(2026, 10, 23) / 1000;

describe("date input conversion", () => {
  it("reads a day as its UTC midnight and writes it back unchanged", () => {
    expect(fromDateInput("2026-11-23")).toBe(MIDNIGHT);
    expect(toDateInput(MIDNIGHT)).toBe("2026-11-23");
    expect(toDateInput(MIDNIGHT + DAY - 1)).toBe("2026-11-23");
    for (const day of ["1970-01-01", "2000-02-29", "2099-12-31"]) {
      expect(toDateInput(fromDateInput(day) as number)).toBe(day);
    }
  });

  it("treats empty as a cleared date and refuses impossible days", () => {
    expect(fromDateInput("")).toBeNull();
    expect(fromDateInput("  ")).toBeNull();
    expect(toDateInput(null)).toBe("");
    for (const bad of ["2026-02-30", "2025-02-29", "2026-13-01", "26-1-1", "1969-12-31", "tomorrow"]) {
      expect([bad, fromDateInput(bad)]).toEqual([bad, undefined]);
    }
  });
});

describe("due state", () => {
  it("counts whole UTC days, whatever the time of day", () => {
    expect(daysUntil(MIDNIGHT, NOW)).toBe(0);
    expect(daysUntil(MIDNIGHT + DAY, NOW)).toBe(1);
    expect(daysUntil(MIDNIGHT - 1, NOW)).toBe(-1);
  });

  it("labels overdue, today, soon and later", () => {
    expect(dueState(null, NOW)).toBe("none");
    expect([dueState(MIDNIGHT - 3 * DAY, NOW), dueLabel(MIDNIGHT - 3 * DAY, NOW)]).toEqual([
      "overdue",
      "Overdue by 3 days",
    ]);
    expect(dueLabel(MIDNIGHT - DAY, NOW)).toBe("Overdue by 1 day");
    expect([dueState(MIDNIGHT, NOW), dueLabel(MIDNIGHT, NOW)]).toEqual(["today", "Due today"]);
    expect([dueState(MIDNIGHT + DAY, NOW), dueLabel(MIDNIGHT + DAY, NOW)]).toEqual(["soon", "Due in 1 day"]);
    expect(dueLabel(MIDNIGHT + 7 * DAY, NOW)).toBe("Due in 7 days");
    expect([dueState(MIDNIGHT + 8 * DAY, NOW), dueLabel(MIDNIGHT + 8 * DAY, NOW)]).toEqual(["later", ""]);
    expect(dueState(MIDNIGHT + 8 * DAY, NOW, 10)).toBe("soon");
    expect(dueLabel(null, NOW)).toBe("");
  });
});

describe("formatAge", () => {
  it("says days, then months, then years", () => {
    expect(formatAge(NOW - 60, NOW)).toBe("Today");
    expect(formatAge(NOW + 600, NOW)).toBe("Today");
    expect(formatAge(NOW - DAY, NOW)).toBe("1 day");
    expect(formatAge(NOW - 59 * DAY, NOW)).toBe("59 days");
    expect(formatAge(NOW - 90 * DAY, NOW)).toBe("3 months");
    expect(formatAge(NOW - 800 * DAY, NOW)).toBe("2 years");
  });
});
