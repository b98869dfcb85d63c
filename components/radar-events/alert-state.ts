import type { BadgeVariant } from "@/components/ui/badge";
import type { RadarAlert } from "@/lib/modules/radar/schemas";

export type AlertState = "active" | "dismissed" | "suppressed";

/** Dismissed wins; an alert recorded under a suppression (should_alert false) is suppressed. */
export function alertState(alert: Pick<RadarAlert, "is_dismissed" | "should_alert">): AlertState {
  if (alert.is_dismissed) {
    return "dismissed";
  }
  return alert.should_alert ? "active" : "suppressed";
}

export const ALERT_STATE_LABELS: Record<AlertState, string> = {
  active: "Active",
  dismissed: "Dismissed",
  suppressed: "Suppressed",
};

export const ALERT_STATE_VARIANTS: Record<AlertState, BadgeVariant> = {
  active: "warning",
  dismissed: "neutral",
  suppressed: "info",
};

export interface ImpactedVendorRow {
  vendorId: string;
  /** From the vendor's alerts; null when it has none (then the page looks the name up). */
  vendorName: string | null;
  alerts: RadarAlert[];
}

/** One row per impacted vendor (and per vendor only an alert names), in the event's order. */
export function impactedVendorRows(vendorIds: readonly string[], alerts: readonly RadarAlert[]): ImpactedVendorRow[] {
  const rows = new Map<string, ImpactedVendorRow>();
  for (const vendorId of vendorIds) {
    rows.set(vendorId, { vendorId, vendorName: null, alerts: [] });
  }
  for (const alert of alerts) {
    const row = rows.get(alert.vendor_id) ?? { vendorId: alert.vendor_id, vendorName: null, alerts: [] };
    row.vendorName = alert.vendor_name;
    row.alerts.push(alert);
    rows.set(alert.vendor_id, row);
  }
  return [...rows.values()];
}
