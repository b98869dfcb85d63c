import type { RadarEvidence, VendorEvidence } from "../research/types";
import {
  type FindingSeverity,
  type Reputation,
  type ReputationDimension,
  type ReputationDimensionKey,
  type ReputationFinding,
  reputationDimensions,
  type Standing,
} from "../result-types";

export const dimensionLabels: Record<ReputationDimensionKey, string> = {
  media_sentiment: "Media sentiment",
  litigation: "Litigation",
  regulatory: "Regulatory",
  executive_conduct: "Executive conduct",
  association: "Association",
};

const PEOPLE_WORDS =
  /\b(ceo|cfo|cto|coo|founder|co-founder|executive|director|chairman|chairwoman|board member|president)\b/i;
const ASSOCIATION_WORDS = /\b(sanction(?:s|ed)?|ofac|embargo|money laundering|terroris[tm]|shell compan(?:y|ies))\b/i;
const DISPUTE_WORDS =
  /\b(disput\w*|false positive|not (?:us|them|this vendor|relevant)|wrong (?:company|vendor)|unrelated)\b/i;

/** The dimension a radar event speaks to: its wording first (people, sanctions), then its impact type. */
export function dimensionOf(
  event: Pick<RadarEvidence, "primaryImpactType" | "summary" | "name">,
): ReputationDimensionKey | null {
  const text = `${event.name ?? ""} ${event.summary}`;
  if (event.primaryImpactType === "Inapplicable") {
    return null;
  }
  if (ASSOCIATION_WORDS.test(text) || event.primaryImpactType === "Geopolitical & External") {
    return "association";
  }
  if (PEOPLE_WORDS.test(text) || event.primaryImpactType === "Corporate") {
    return "executive_conduct";
  }
  if (event.primaryImpactType === "Legal" || event.primaryImpactType === "Contractual") {
    return "litigation";
  }
  if (event.primaryImpactType === "Compliance") {
    return "regulatory";
  }
  return "media_sentiment";
}

const severityRank: Record<FindingSeverity, number> = { critical: 0, high: 1, medium: 2, low: 3 };

function findingSeverity(event: RadarEvidence): FindingSeverity {
  const ranks = event.alerts.map((alert) => alert.severity);
  for (const severity of ["critical", "high", "medium", "low"] as const) {
    if (ranks.includes(severity)) {
      return severity;
    }
  }
  return ["Infosec", "Legal", "Financial"].includes(event.primaryImpactType) ? "high" : "low";
}

function findingOf(event: RadarEvidence, dimension: ReputationDimensionKey): ReputationFinding {
  const severity = findingSeverity(event);
  const dismissed = event.alerts.filter((alert) => alert.isDismissed);
  const isResolved = event.alerts.length > 0 && dismissed.length === event.alerts.length;
  const isDisputed = dismissed.some((alert) => DISPUTE_WORDS.test(alert.dismissReason ?? ""));
  const text = `${event.name ?? ""} ${event.summary}`;
  const subject = dimension === "executive_conduct" ? (PEOPLE_WORDS.exec(text)?.[0] ?? null) : null;
  return {
    origin: "adverse_media",
    dimension,
    headline: event.name?.trim() || event.summary.slice(0, 120),
    summary: event.summary,
    subject,
    severity,
    outcome: isResolved
      ? `Dismissed in triage${dismissed[0]?.dismissReason ? `: ${dismissed[0].dismissReason}` : ""}`
      : null,
    publisher: event.sourceName,
    published_at: Math.floor((event.occurredAt ?? event.createdAt).getTime() / 1000),
    jurisdiction: null,
    source_urls: event.sourceUrl ? [event.sourceUrl] : [],
    is_disputed: isDisputed,
    is_resolved: isResolved,
    is_material: !isResolved && !isDisputed && (severity === "critical" || severity === "high"),
    radar_event_id: event.id,
  };
}

/** Material first, then by severity, then newest. */
export function orderFindings(findings: ReputationFinding[]): ReputationFinding[] {
  return [...findings].sort(
    (a, b) =>
      Number(b.is_material) - Number(a.is_material) ||
      severityRank[a.severity] - severityRank[b.severity] ||
      (b.published_at ?? 0) - (a.published_at ?? 0),
  );
}

const standingRank: Record<Standing, number> = { adverse: 0, watch: 1, clear: 2, not_screened: 3 };

function dimensionOfFindings(
  key: ReputationDimensionKey,
  findings: ReputationFinding[],
  screened: boolean,
): ReputationDimension {
  const open = findings.filter((finding) => !finding.is_resolved && !finding.is_disputed);
  const material = open.filter((finding) => finding.is_material);
  const label = dimensionLabels[key];
  if (!screened && findings.length === 0) {
    return {
      key,
      label,
      standing: "not_screened",
      finding_count: 0,
      material_count: 0,
      detail: "No source named the vendor: nothing was searched.",
    };
  }
  const standing: Standing = material.length > 0 ? "adverse" : open.length > 0 ? "watch" : "clear";
  const detail =
    standing === "clear"
      ? findings.length > 0
        ? `${findings.length} finding(s), all dismissed or disputed in triage.`
        : "Screening covered the vendor and found nothing here."
      : `${open.length} open finding(s), ${material.length} material.`;
  return { key, label, standing, finding_count: findings.length, material_count: material.length, detail };
}

/**
 * The vendor's reputation from the radar events linked to it. `clear` only when screening covered
 * the vendor (a source named it); otherwise a dimension without findings is `not_screened`.
 */
export function assembleReputation(evidence: VendorEvidence): Reputation {
  const { screening, events } = evidence.radar;
  const screened = screening.screened;
  const findings = orderFindings(
    events.flatMap((event) => {
      const dimension = dimensionOf(event);
      return dimension ? [findingOf(event, dimension)] : [];
    }),
  );
  const dimensions = reputationDimensions.map((key) =>
    dimensionOfFindings(
      key,
      findings.filter((finding) => finding.dimension === key),
      screened,
    ),
  );
  const overall = dimensions.reduce<Standing>(
    (worst, dimension) => (standingRank[dimension.standing] < standingRank[worst] ? dimension.standing : worst),
    "not_screened",
  );
  const materialCount = findings.filter((finding) => finding.is_material).length;
  const headline =
    overall === "not_screened"
      ? "Not screened: no feed or report ever named this vendor, which says nothing about it."
      : overall === "clear"
        ? "Screening covered the vendor and holds no open adverse finding."
        : `${materialCount} material of ${findings.length} finding(s); worst standing ${overall}.`;
  return {
    overall,
    headline,
    finding_count: findings.length,
    material_count: materialCount,
    dimensions,
    findings,
  };
}
