import { cn } from "@/components/ui/cn";
import { Time } from "@/components/ui/time";
import type { RadarAlert } from "@/lib/web/hooks/radar-alerts";
import { labelOf } from "@/lib/web/labels";
import { DISMISS_REASON_LABELS } from "@/lib/web/labels/radar";

type Dismissal = Pick<RadarAlert, "dismiss_reason_code" | "dismiss_reason" | "dismissed_by" | "dismissed_at">;

/** "False positive: other Acme", "Old news", or null when the dismissal gave neither. */
export function dismissalReason(alert: Pick<Dismissal, "dismiss_reason_code" | "dismiss_reason">): string | null {
  const label = alert.dismiss_reason_code ? labelOf(DISMISS_REASON_LABELS, alert.dismiss_reason_code) : null;
  const text = alert.dismiss_reason?.trim() || null;
  return label && text ? `${label}: ${text}` : (label ?? text);
}

/** A dismissal as the Dismissed view shows it: the reason, who and when. */
export function DismissalLine({ alert, className }: { alert: Dismissal; className?: string }) {
  const reason = dismissalReason(alert);
  return (
    <p className={cn("text-slate-700 dark:text-slate-300", className)}>
      <span className="font-medium">{reason ?? "No reason given"}</span>
      {alert.dismissed_by ? <span> · by {alert.dismissed_by}</span> : null}
      {alert.dismissed_at ? (
        <span>
          {" "}
          · <Time value={alert.dismissed_at} />
        </span>
      ) : null}
    </p>
  );
}
