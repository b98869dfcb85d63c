import { describe, expect, it } from "vitest";
import { formatAbsolute, formatRelative, toIsoString } from "./time";

const NOW = 1_700_000_000;
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("formatRelative", () => {
  it("says just now for the last and next few seconds", () => {
    expect(formatRelative(NOW, NOW, "en-US")).toBe("just now");
    expect(formatRelative(NOW - 30, NOW, "en-US")).toBe("just now");
    expect(formatRelative(NOW + 10, NOW, "en-US")).toBe("just now");
  });

  it("formats past times", () => {
    expect(formatRelative(NOW - 50, NOW, "en-US")).toBe("1 minute ago");
    expect(formatRelative(NOW - 5 * MINUTE, NOW, "en-US")).toBe("5 minutes ago");
    expect(formatRelative(NOW - 3 * HOUR - 20 * MINUTE, NOW, "en-US")).toBe("3 hours ago");
    expect(formatRelative(NOW - DAY, NOW, "en-US")).toBe("yesterday");
    expect(formatRelative(NOW - 2 * 7 * DAY, NOW, "en-US")).toBe("2 weeks ago");
    expect(formatRelative(NOW - 400 * DAY, NOW, "en-US")).toBe("last year");
  });

  it("formats future times", () => {
    expect(formatRelative(NOW + 3 * DAY, NOW, "en-US")).toBe("in 3 days");
    expect(formatRelative(NOW + 2 * HOUR, NOW, "en-US")).toBe("in 2 hours");
    expect(formatRelative(NOW + 90 * DAY, NOW, "en-US")).toBe("in 3 months");
  });

  it("defaults now to the current time", () => {
    expect(formatRelative(Math.floor(Date.now() / 1000) - 10 * MINUTE, undefined, "en-US")).toBe("10 minutes ago");
  });
});

describe("formatAbsolute", () => {
  it("includes the date, the time and the time zone name", () => {
    expect(formatAbsolute(NOW, { locale: "en-US", timeZone: "UTC" })).toBe("Nov 14, 2023, 10:13 PM UTC");
  });

  it("uses the requested time zone", () => {
    expect(formatAbsolute(0, { locale: "en-US", timeZone: "America/New_York" })).toBe("Dec 31, 1969, 7:00 PM EST");
  });
});

describe("toIsoString", () => {
  it("converts Unix seconds to ISO 8601", () => {
    expect(toIsoString(NOW)).toBe("2023-11-14T22:13:20.000Z");
  });
});
