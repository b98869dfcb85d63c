import { Badge, type BadgeVariant } from "@/components/ui/badge";
import type { AlertSeverity } from "@/lib/web/hooks/radar-alerts";
import { SEVERITY_LABELS } from "./list-state";

export const SEVERITY_VARIANTS: Record<AlertSeverity, BadgeVariant> = {
  high: "danger",
  medium: "warning",
  low: "info",
  informational: "neutral",
};

export function SeverityBadge({ severity }: { severity: AlertSeverity }) {
  return <Badge variant={SEVERITY_VARIANTS[severity]}>{SEVERITY_LABELS[severity]}</Badge>;
}

/** Dismissed, Suppressed (recorded under a suppression) or nothing for an alert that alerts. */
export function AlertStateBadge({
  alert,
}: {
  alert: { is_dismissed: boolean; should_alert: boolean; dismiss_reason: string | null };
}) {
  if (alert.is_dismissed) {
    return (
      <Badge variant="neutral" title={alert.dismiss_reason ?? undefined}>
        Dismissed
      </Badge>
    );
  }
  return alert.should_alert ? null : <Badge variant="neutral">Suppressed</Badge>;
}
