/**
 * Zero touch scoring's shared vocabulary and arithmetic: the API scores runs with it and the
 * configuration page previews renormalised weights and re-ranked leaders with the same code.
 */

export const componentKeys = ["controls", "financial_health", "security", "registration", "people"] as const;
export type ComponentKey = (typeof componentKeys)[number];

export const componentLabels: Record<ComponentKey, string> = {
  controls: "Controls",
  financial_health: "Financial health",
  security: "Security",
  registration: "Registration",
  people: "People",
};

export const componentStatuses = ["scored", "unavailable", "disabled"] as const;
export type ComponentStatus = (typeof componentStatuses)[number];

export const riskTiers = ["critical", "high", "moderate", "low", "minimal"] as const;
export type RiskTier = (typeof riskTiers)[number];

/**
 * A run's tier: a risk tier, or `insufficient_evidence` when too little of the configured weight had
 * data to rank the vendor at all (extension of 02's five tiers).
 */
export const runTiers = [...riskTiers, "insufficient_evidence"] as const;
export type RunTier = (typeof runTiers)[number];

/** Leaderboard orders: healthiest first (02's ranking) or riskiest first. */
export const leaderboardSorts = ["healthiest", "riskiest"] as const;
export type LeaderboardSort = (typeof leaderboardSorts)[number];

export const runStatuses = ["queued", "running", "complete", "failed"] as const;
export type RunStatus = (typeof runStatuses)[number];

export const reviewStatuses = ["unreviewed", "approved", "escalated", "archived"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const scoreTargets = [
  "none",
  "vendor_inherent",
  "vendor_residual",
  "service_inherent",
  "service_residual",
] as const;
export type ScoreTarget = (typeof scoreTargets)[number];

/** The configuration fields that switch a component on and weigh it. */
export const componentSwitches: Record<ComponentKey, { include: string | null; weight: string }> = {
  controls: { include: null, weight: "control_weight" },
  financial_health: { include: "include_financial_health", weight: "financial_health_weight" },
  security: { include: "include_security_score", weight: "security_weight" },
  registration: { include: "include_registration", weight: "registration_weight" },
  people: { include: "include_people", weight: "people_weight" },
};

export interface ZeroTouchConfig {
  include_financial_health: boolean;
  include_security_score: boolean;
  include_registration: boolean;
  include_people: boolean;
  control_weight: number;
  financial_health_weight: number;
  security_weight: number;
  registration_weight: number;
  people_weight: number;
  score_target: ScoreTarget;
  push_risk_tier_to_vendor: boolean;
  verification_pass: boolean;
  /** Percent of the configured weight that must have data for a run to be ranked (0 to 100). */
  minimum_coverage: number;
}

export const defaultZeroTouchConfig: ZeroTouchConfig = {
  include_financial_health: true,
  include_security_score: true,
  include_registration: true,
  include_people: true,
  control_weight: 40,
  financial_health_weight: 15,
  security_weight: 25,
  registration_weight: 10,
  people_weight: 10,
  score_target: "none",
  push_risk_tier_to_vendor: false,
  verification_pass: true,
  minimum_coverage: 50,
};

export function configuredWeight(config: ZeroTouchConfig, key: ComponentKey): number {
  return config[componentSwitches[key].weight as keyof ZeroTouchConfig] as number;
}

export function isComponentEnabled(config: ZeroTouchConfig, key: ComponentKey): boolean {
  const include = componentSwitches[key].include;
  return include === null ? true : (config[include as keyof ZeroTouchConfig] as boolean);
}

/**
 * Each component's share of the composite: its configured weight over the sum of the weights of the
 * components that resolved (scored). A component without data counts for nothing, never for zero.
 */
export function effectiveWeights(
  config: ZeroTouchConfig,
  statuses: Partial<Record<ComponentKey, ComponentStatus>>,
): Record<ComponentKey, number> {
  const resolved = componentKeys.filter((key) => statuses[key] === "scored" && configuredWeight(config, key) > 0);
  const total = resolved.reduce((sum, key) => sum + configuredWeight(config, key), 0);
  const weights = {} as Record<ComponentKey, number>;
  for (const key of componentKeys) {
    weights[key] = total > 0 && resolved.includes(key) ? round(configuredWeight(config, key) / total, 4) : 0;
  }
  return weights;
}

export interface ScoredComponent {
  key: ComponentKey;
  status: ComponentStatus;
  score: number | null;
  /**
   * Share (0..1) of the component that had data: 1 for a scored component, 0 otherwise, and for
   * controls the share of the control weight with evidence. Absent on snapshots older than coverage.
   */
  data_share?: number;
}

/** The weighted mean of the scored components (one decimal), or null when none resolved. */
export function compositeOf(config: ZeroTouchConfig, components: readonly ScoredComponent[]): number | null {
  const statuses = Object.fromEntries(components.map((component) => [component.key, component.status]));
  const weights = effectiveWeights(config, statuses);
  let total = 0;
  let weightSum = 0;
  for (const component of components) {
    const weight = weights[component.key];
    if (component.status === "scored" && component.score !== null && weight > 0) {
      total += component.score * weight;
      weightSum += weight;
    }
  }
  return weightSum > 0 ? round(total / weightSum, 1) : null;
}

const dataShareOf = (component: ScoredComponent) =>
  component.status !== "scored" ? 0 : Math.max(0, Math.min(1, component.data_share ?? 1));

/**
 * Coverage: the percent (one decimal) of the configured weight of the switched-on components that
 * had data. A switched-off component is left out of both sides; 0 when nothing is weighed.
 */
export function coverageOf(config: ZeroTouchConfig, components: readonly ScoredComponent[]): number {
  let configured = 0;
  let covered = 0;
  for (const component of components) {
    if (component.status === "disabled" || !isComponentEnabled(config, component.key)) {
      continue;
    }
    const weight = configuredWeight(config, component.key);
    configured += weight;
    covered += weight * dataShareOf(component);
  }
  return configured > 0 ? round((covered / configured) * 100, 1) : 0;
}

/** A run is ranked on its composite only with one and enough of the configured weight behind it. */
export function isSufficientlyCovered(
  minimumCoverage: number,
  run: { composite_score: number | null; coverage: number | null },
): boolean {
  return run.composite_score !== null && run.coverage !== null && run.coverage >= minimumCoverage;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Limits of 02: bulk launch size, correction instruction and review note lengths. */
export const zeroTouchLimits = { bulkVendors: 200, instruction: 2_000, note: 4_000, overrideReason: 2_000 } as const;
