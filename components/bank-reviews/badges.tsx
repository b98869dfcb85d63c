import { Badge, type BadgeVariant } from "@/components/ui/badge";
import type { BankReviewStatus, BankSignal } from "@/lib/web/hooks/bank-reviews";
import { highestSeverity, type SignalSeverity, STATUS_LABELS, signalSummary } from "./model";

export const SEVERITY_VARIANTS: Record<SignalSeverity, BadgeVariant> = {
  high: "danger",
  medium: "warning",
  low: "info",
};

const STATUS_VARIANTS: Record<BankReviewStatus, BadgeVariant> = {
  pending: "neutral",
  approved: "success",
  rejected: "danger",
};

/** "2 signals · high", coloured by the most severe one; "No signals" in neutral. */
export function SignalsBadge({ signals }: { signals: readonly BankSignal[] }) {
  const highest = highestSeverity(signals);
  return <Badge variant={highest ? SEVERITY_VARIANTS[highest] : "neutral"}>{signalSummary(signals)}</Badge>;
}

export function ReviewStatusBadge({ status }: { status: BankReviewStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{STATUS_LABELS[status]}</Badge>;
}
