import type { BadgeVariant } from "@/components/ui/badge";
import type { FindingSeverity, SourceKind, Standing } from "@/lib/web/hooks/zero-touch";

// The reputation and sources cards' labels (below the fold: loaded with them, not with the run page).

export const STANDING_LABELS: Record<Standing, string> = {
  adverse: "Adverse",
  watch: "Watch",
  clear: "Clear",
  not_screened: "Not screened",
};

export const STANDING_VARIANTS: Record<Standing, BadgeVariant> = {
  adverse: "danger",
  watch: "warning",
  clear: "success",
  not_screened: "neutral",
};

export const SEVERITY_LABELS: Record<FindingSeverity, string> = {
  critical: "Critical",
  high: "High",
  medium: "Medium",
  low: "Low",
};

export const SEVERITY_VARIANTS: Record<FindingSeverity, BadgeVariant> = {
  critical: "danger",
  high: "danger",
  medium: "warning",
  low: "info",
};

export const SEVERITY_ORDER: readonly FindingSeverity[] = ["critical", "high", "medium", "low"];

export const SOURCE_KINDS: readonly { kind: SourceKind; label: string; none: string }[] = [
  { kind: "web", label: "Web", none: "No web sources were consulted." },
  { kind: "registry", label: "Registries", none: "No company registry was consulted." },
  { kind: "infrastructure", label: "Infrastructure", none: "No infrastructure scan was used." },
  { kind: "document", label: "Documents", none: "No documents were used." },
];
