import { describe, expect, it } from "vitest";
import { alertSearch } from "./api";
import { readAlertFilters, toAlertFilters, toAlertQuery, toggledSeverity } from "./list-state";

describe("triage inbox URL filters", () => {
  it("shows active, alerting alerts of every severity by default", () => {
    const filters = readAlertFilters({});
    expect(toAlertQuery(filters, { limit: 50, offset: 0 })).toEqual({
      vendor_id: undefined,
      impact_type: undefined,
      is_dismissed: undefined,
      should_alert: true,
      q: undefined,
      severity: undefined,
      limit: 50,
      offset: 0,
    });
  });

  it("maps dismissed, suppressed, impact and search to the API's filters", () => {
    const filters = readAlertFilters({
      dismissed: "only",
      suppressed: "only",
      impact: "Infosec,Geopolitical & External",
      vendor: "cbven_1",
      q: " breach ",
    });
    expect(toAlertFilters(filters)).toEqual({
      vendor_id: "cbven_1",
      impact_type: ["Infosec", "Geopolitical & External"],
      is_dismissed: true,
      should_alert: false,
      q: "breach",
    });
    expect(toAlertFilters(readAlertFilters({ suppressed: "with" })).should_alert).toBeUndefined();
  });

  it("toggles severities in a fixed order and drops unknown ones", () => {
    const filters = readAlertFilters({ severity: "low,bogus" });
    expect(toggledSeverity(filters, "high")).toBe("high,low");
    expect(toggledSeverity(filters, "low")).toBe("");
    expect(toAlertQuery(readAlertFilters({ severity: "medium,high" }), { limit: 50, offset: 0 }).severity).toEqual([
      "high",
      "medium",
    ]);
  });

  it("repeats list filters in the query string and leaves out empty ones", () => {
    expect(alertSearch({ severity: ["high", "low"], should_alert: false, q: "", limit: 50, offset: 0 })).toBe(
      "severity=high&severity=low&should_alert=false&limit=50&offset=0",
    );
  });
});
