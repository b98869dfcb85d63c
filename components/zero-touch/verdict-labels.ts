import type { BadgeVariant } from "@/components/ui/badge";
import type { ControlVerdict } from "@/lib/web/hooks/zero-touch";

// How the run page's controls section, its override dialog and the audit trail name verdicts
// (apart from ./detail-labels, which the run page loads with its first render).

export const VERDICT_LABELS: Record<ControlVerdict, string> = {
  met: "Met",
  partially_met: "Partially met",
  not_met: "Not met",
  no_evidence: "No evidence",
};

export const VERDICT_VARIANTS: Record<ControlVerdict, BadgeVariant> = {
  met: "success",
  partially_met: "warning",
  not_met: "danger",
  no_evidence: "neutral",
};

/** The verdicts in the order the controls section counts and filters them. */
export const VERDICT_ORDER: readonly ControlVerdict[] = ["met", "partially_met", "not_met", "no_evidence"];

/** A verdict key as its label ("no_evidence" → "No evidence"); another value as it is, "—" for none. */
export function verdictLabel(value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") {
    return "—";
  }
  return (VERDICT_LABELS as Record<string, string | undefined>)[value] ?? value;
}

/** "ZT-14 Multi-Factor Authentication for Customer Accounts". */
export const controlName = (control: { ref: string; title: string }) =>
  [control.ref, control.title].filter(Boolean).join(" ");
