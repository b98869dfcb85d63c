import { describe, expect, it } from "vitest";
import { querySearch } from "@/lib/web/api";
import { alertFilterKey, readAlertFilters, toAlertFilters, toAlertQuery, toggledSeverity } from "./list-state";

describe("triage inbox URL filters", () => {
  it("shows active, alerting alerts of every severity by default", () => {
    const filters = readAlertFilters({});
    expect(toAlertQuery(filters, { limit: 50, offset: 0 })).toEqual({
      vendor_id: undefined,
      impact_type: undefined,
      is_dismissed: undefined,
      should_alert: true,
      suppressed: undefined,
      q: undefined,
      severity: undefined,
      limit: 50,
      offset: 0,
    });
  });

  it("maps the view, impact and search to the API's filters", () => {
    const filters = readAlertFilters({
      view: "dismissed",
      impact: "Infosec,Geopolitical & External",
      vendor: "cbven_1",
      q: " breach ",
    });
    expect(toAlertFilters(filters)).toEqual({
      vendor_id: "cbven_1",
      impact_type: ["Infosec", "Geopolitical & External"],
      is_dismissed: true,
      should_alert: undefined,
      suppressed: undefined,
      q: "breach",
    });
    // Suppressed: recorded under a suppression, dismissed or not, so they never vanish.
    expect(toAlertFilters(readAlertFilters({ view: "suppressed" }))).toMatchObject({
      is_dismissed: undefined,
      should_alert: undefined,
      suppressed: true,
    });
    // The former keys still open their view.
    expect(readAlertFilters({ dismissed: "only" }).view).toBe("dismissed");
    expect(readAlertFilters({ suppressed: "only" }).view).toBe("suppressed");
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
    expect(querySearch({ severity: ["high", "low"], should_alert: false, q: "", limit: 50, offset: 0 })).toBe(
      "severity=high&severity=low&should_alert=false&limit=50&offset=0",
    );
  });
});

describe("triage inbox filter key", () => {
  it("keys the filtered set without paging, so a page turn keeps the alert panel open", () => {
    const filters = readAlertFilters({ view: "dismissed", q: "breach" });
    expect(alertFilterKey(filters)).toBe(alertFilterKey(readAlertFilters({ q: "breach", view: "dismissed" })));
    expect(alertFilterKey(filters)).not.toBe(alertFilterKey(readAlertFilters({ q: "breach" })));
  });
});
