import { Badge } from "@/components/ui/badge";
import type { ReviewStatus, RunStatus, RunTier } from "@/lib/contract/zero-touch";
import {
  REVIEW_STATUS_LABELS,
  REVIEW_STATUS_VARIANTS,
  RUN_STATUS_LABELS,
  RUN_STATUS_VARIANTS,
  TIER_LABELS,
  TIER_VARIANTS,
} from "./labels";

export function TierBadge({ tier }: { tier: RunTier | null }) {
  return tier ? (
    <Badge variant={TIER_VARIANTS[tier]}>{TIER_LABELS[tier]}</Badge>
  ) : (
    <span className="text-slate-600 dark:text-slate-400">No tier</span>
  );
}

export function RunStatusBadge({ status }: { status: RunStatus | "not_assessed" }) {
  return <Badge variant={RUN_STATUS_VARIANTS[status]}>{RUN_STATUS_LABELS[status]}</Badge>;
}

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return <Badge variant={REVIEW_STATUS_VARIANTS[status]}>{REVIEW_STATUS_LABELS[status]}</Badge>;
}
