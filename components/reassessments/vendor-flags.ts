import type { Reassessment } from "@/lib/modules/reassessments/schemas";
import { labelOf } from "@/lib/web/labels";
import { DISMISS_REASON_LABELS } from "@/lib/web/labels/radar";

export type VendorEntry = Reassessment["vendors"][number];
type EntryAlert = NonNullable<VendorEntry["alert"]>;

const ALERT_STATE_LABELS: Record<EntryAlert["state"], string> = {
  active: "Active",
  suppressed: "Suppressed",
  dismissed: "Dismissed",
  archived: "Archived",
};

export const alertStateLabel = (alert: EntryAlert) => ALERT_STATE_LABELS[alert.state];

/** Why an alert was dismissed, as people read it: "False positive: different company", "Old news", or null. */
export function dismissalReasonText(alert: EntryAlert | null | undefined): string | null {
  if (alert?.state !== "dismissed") {
    return null;
  }
  const code = alert.dismiss_reason_code ? labelOf(DISMISS_REASON_LABELS, alert.dismiss_reason_code) : null;
  const text = alert.dismiss_reason?.trim() || null;
  return code && text ? `${code}: ${text}` : (code ?? text ?? "No reason given");
}

/** An excluded vendor's reason, when its alert's dismissal is why the draft left it out. */
export function exclusionReason(entry: VendorEntry): string | null {
  if (entry.included || entry.source !== "matched") {
    return null;
  }
  const reason = dismissalReasonText(entry.alert);
  return reason === null ? null : `Alert dismissed (${reason})`;
}

/** Included vendors without any document: their assessments would have nothing to read. */
export function includedWithoutDocuments(reassessment: Pick<Reassessment, "vendors">): VendorEntry[] {
  return reassessment.vendors.filter((entry) => entry.included && entry.document_count === 0);
}

/** "Acme and Globex", "Acme, Globex and 3 others". */
export function vendorNamesSentence(entries: readonly VendorEntry[], shown = 3): string {
  const names = entries.slice(0, shown).map((entry) => entry.vendor_name);
  const rest = entries.length - names.length;
  if (rest > 0) {
    return `${names.join(", ")} and ${rest} ${rest === 1 ? "other" : "others"}`;
  }
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
