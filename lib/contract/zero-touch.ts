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

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Limits of 02: bulk launch size, correction instruction and review note lengths. */
export const zeroTouchLimits = { bulkVendors: 200, instruction: 2_000, note: 4_000 } as const;
