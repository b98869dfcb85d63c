import type { ComponentKey, ComponentStatus, RiskTier, ScoreTarget } from "@/lib/contract/zero-touch";

export type InputKind = "document" | "control" | "fact_sheet" | "radar_event" | "registration" | "vendor_record";

/** One thing that moved a component's score, and by how many points. */
export interface ScoreInput {
  kind: InputKind;
  id: string | null;
  label: string;
  detail: string;
  effect: number;
}

export interface RunComponent {
  key: ComponentKey;
  label: string;
  status: ComponentStatus;
  score: number | null;
  configured_weight: number;
  weight: number;
  source: string;
  explanation: string;
  inputs: ScoreInput[];
}

export const reputationDimensions = [
  "media_sentiment",
  "litigation",
  "regulatory",
  "executive_conduct",
  "association",
] as const;
export type ReputationDimensionKey = (typeof reputationDimensions)[number];
export type Standing = "adverse" | "watch" | "clear" | "not_screened";
export type FindingSeverity = "critical" | "high" | "medium" | "low";

export interface ReputationFinding {
  origin: "adverse_media" | "screening" | "control";
  dimension: ReputationDimensionKey;
  headline: string;
  summary: string;
  subject: string | null;
  severity: FindingSeverity;
  outcome: string | null;
  publisher: string | null;
  published_at: number | null;
  jurisdiction: string | null;
  source_urls: string[];
  is_disputed: boolean;
  is_resolved: boolean;
  is_material: boolean;
  radar_event_id: string | null;
}

export interface ReputationDimension {
  key: ReputationDimensionKey;
  label: string;
  standing: Standing;
  finding_count: number;
  material_count: number;
  detail: string;
}

export interface Reputation {
  overall: Standing;
  headline: string;
  finding_count: number;
  material_count: number;
  dimensions: ReputationDimension[];
  findings: ReputationFinding[];
}

export interface RunSource {
  kind: "web" | "registry" | "infrastructure" | "document";
  name: string;
  status: "used" | "unavailable";
  detail: string;
  items: { id: string | null; label: string; url: string | null }[];
}

export interface RunProfile {
  company_name: string;
  url: string | null;
  description: string | null;
  industry: string | null;
  use_case: string | null;
  services: string[];
  hq_location: string | null;
  confidence: number;
  risk_tier: RiskTier;
  risk_tier_confidence: number;
  risk_tier_reasoning: string;
  risk_tier_detailed_reasoning: string;
}

export interface ComponentChange {
  key: ComponentKey;
  before: number | null;
  after: number | null;
  reason: string;
}

export interface RunChanges {
  previous_run_id: string;
  composite_before: number | null;
  composite_after: number | null;
  summary: string;
  components: ComponentChange[];
}

export interface ScorePush {
  score_target: ScoreTarget;
  pushed: boolean;
  risk_level_name: string | null;
}

export interface RunResult {
  composite_score: number | null;
  scored_at: number;
  components: RunComponent[];
  reputation: Reputation | null;
  sources: RunSource[];
  push: ScorePush;
  push_skipped_reason: string | null;
  risk_tier_push_skipped_reason: string | null;
  changes_since_previous: RunChanges | null;
  /** Internal: the documents and controls the controls component was evaluated on (never serialized). */
  controls_fingerprint: string | null;
}
