import type { ComponentKey, ComponentStatus, RiskTier, ScoreTarget } from "@/lib/contract/zero-touch";
import type { EvaluationResult, Evidence } from "@/lib/evidence-matching";

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
  /** Extension: share (0..1) of the component that had data; controls: of the control weight with evidence. */
  data_share: number;
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

export interface ControlChange {
  control_id: string;
  ref: string;
  before: EvaluationResult | null;
  after: EvaluationResult;
  /** Set when the verdict is a reviewer's override. */
  override_reason: string | null;
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
  /** Extension: controls whose verdict differs from the previous run's, overrides included. */
  controls: ControlChange[];
}

export interface ScorePush {
  score_target: ScoreTarget;
  pushed: boolean;
  risk_level_name: string | null;
}

/** A reviewer's verdict on one control in place of the matcher's, kept through rescores. */
export interface ControlOverride {
  verdict: EvaluationResult;
  reason: string;
  actor_id: string | null;
  actor_name: string;
  overridden_at: number;
}

/** One control of the zero touch set: the matcher's verdict, its quotes, and any override. */
export interface ControlVerdict {
  control_id: string;
  ref: string;
  title: string;
  weight: number;
  /** The verdict that counts: the override's when there is one, else the matcher's. */
  verdict: EvaluationResult;
  engine_verdict: EvaluationResult;
  rationale: string;
  evidence: Evidence[];
  override: ControlOverride | null;
}

/** How much of the configured weight had data, and whether that is enough to rank the run. */
export interface RunCoverage {
  percent: number;
  minimum_percent: number;
  is_sufficient: boolean;
  reason: string | null;
  components: { key: ComponentKey; configured_weight: number; data_share: number }[];
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
  /** Extension; null on snapshots scored before coverage existed. */
  coverage: RunCoverage | null;
  /** Extension: every control of the run's control sets with its verdict (empty without documents). */
  controls: ControlVerdict[];
  /** Internal: the documents and controls the controls component was evaluated on (never serialized). */
  controls_fingerprint: string | null;
}
