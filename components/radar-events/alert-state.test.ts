import { describe, expect, it } from "vitest";
import type { RadarAlert } from "@/lib/modules/radar/schemas";
import { alertState, impactedVendorRows } from "./alert-state";

const alert = (vendorId: string, vendorName: string, state: Partial<RadarAlert> = {}) =>
  ({ vendor_id: vendorId, vendor_name: vendorName, is_dismissed: false, should_alert: true, ...state }) as RadarAlert;

describe("alertState", () => {
  it("says dismissed before suppressed, and active otherwise", () => {
    expect(alertState({ is_dismissed: true, should_alert: false })).toBe("dismissed");
    expect(alertState({ is_dismissed: false, should_alert: false })).toBe("suppressed");
    expect(alertState({ is_dismissed: false, should_alert: true })).toBe("active");
  });
});

describe("impactedVendorRows", () => {
  it("keeps the event's vendor order, names vendors from their alerts and adds vendors only an alert names", () => {
    const rows = impactedVendorRows(
      ["v1", "v2"],
      [alert("v2", "Beta", { is_dismissed: true }), alert("v3", "Gamma"), alert("v2", "Beta")],
    );
    expect(rows.map((row) => [row.vendorId, row.vendorName, row.alerts.length])).toEqual([
      ["v1", null, 0],
      ["v2", "Beta", 2],
      ["v3", "Gamma", 1],
    ]);
  });
});
