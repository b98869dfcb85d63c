import type { Queryable } from "@/lib/db/client";
import { liveDocumentCountsByVendor } from "@/lib/modules/documents";
import { alertStatesOfEvents, type VendorAlertState } from "@/lib/modules/radar";

/**
 * What a reassessment's vendor table shows beside each vendor (extensions): its alert on the
 * reassessment's radar event (severity, and where triage left it) and how many live documents it
 * has, so a vendor an assessment could not read anything of is flagged before the run.
 */
export interface VendorContext {
  alerts: Map<string, VendorAlertState>;
  documentCounts: Map<string, number>;
}

export const alertKey = (eventId: string | null, vendorId: string) => `${eventId} ${vendorId}`;

export async function vendorContextOf(
  q: Queryable,
  orgId: string,
  eventIds: readonly string[],
  vendorIds: readonly string[],
): Promise<VendorContext> {
  const unique = [...new Set(vendorIds)];
  const [alerts, documentCounts] = await Promise.all([
    alertStatesOfEvents(q, orgId, [...new Set(eventIds)], unique),
    liveDocumentCountsByVendor(q, orgId, unique),
  ]);
  return { alerts, documentCounts };
}

/** The vendors, among these, whose alert on the event was dismissed: a new draft leaves them out. */
export async function vendorsWithDismissedAlerts(
  q: Queryable,
  orgId: string,
  eventId: string,
  vendorIds: readonly string[],
): Promise<Set<string>> {
  const alerts = await alertStatesOfEvents(q, orgId, [eventId], vendorIds);
  return new Set([...alerts.values()].filter((alert) => alert.state === "dismissed").map((alert) => alert.vendorId));
}
