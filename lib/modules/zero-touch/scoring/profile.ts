import type { RiskTier } from "@/lib/contract/zero-touch";
import { riskTiers } from "@/lib/contract/zero-touch";
import type { VendorEvidence } from "../research/types";
import type { Reputation, RunProfile } from "../result-types";

/** Composite bands of the tier scale (higher composite is healthier): 80+ minimal … under 35 critical. */
const tierBands: { min: number; tier: RiskTier }[] = [
  { min: 80, tier: "minimal" },
  { min: 65, tier: "low" },
  { min: 50, tier: "moderate" },
  { min: 35, tier: "high" },
  { min: 0, tier: "critical" },
];

export function tierOfComposite(composite: number): RiskTier {
  return tierBands.find((band) => composite >= band.min)?.tier ?? "critical";
}

const worse = (tier: RiskTier): RiskTier => riskTiers[Math.max(0, riskTiers.indexOf(tier) - 1)] ?? tier;

function industryOf(evidence: VendorEvidence): string | null {
  const value = evidence.factSheet?.sections.company_profile?.industry;
  return typeof value === "string" && value.trim() ? value : null;
}

/**
 * The company profile and its risk tier. The tier follows the composite's band, one step worse when
 * reputation holds material adverse findings; confidence grows with the components that resolved.
 */
export function buildProfile(
  evidence: VendorEvidence,
  composite: number | null,
  scoredComponents: number,
  reputation: Reputation | null,
): RunProfile {
  const { vendor } = evidence;
  const industry = industryOf(evidence);
  const known = [vendor.website, vendor.description, vendor.hqLocation, vendor.useCase, industry].filter(
    Boolean,
  ).length;
  const confidence = Math.round(((1 + known) / 6) * 100) / 100;
  const material = reputation?.material_count ?? 0;
  let tier: RiskTier;
  let reasoning: string;
  if (composite === null) {
    tier = material > 0 ? "high" : "moderate";
    reasoning = "No component could be scored, so the tier rests on reputation alone and is provisional.";
  } else {
    const banded = tierOfComposite(composite);
    tier = material > 0 ? worse(banded) : banded;
    reasoning =
      material > 0
        ? `Composite ${composite} falls in the ${banded} band; ${material} material adverse finding(s) move it to ${tier}.`
        : `Composite ${composite} falls in the ${banded} band.`;
  }
  const detailed = [
    reasoning,
    `${scoredComponents} of 5 components resolved from the platform's records.`,
    reputation ? `Reputation: ${reputation.headline}` : "Reputation was not assembled.",
    "Bands: 80 and above minimal, 65 low, 50 moderate, 35 high, below 35 critical.",
  ].join(" ");
  return {
    company_name: vendor.name,
    url: vendor.website,
    description: vendor.description,
    industry,
    use_case: vendor.useCase,
    services: evidence.services.map((service) => service.name),
    hq_location: vendor.hqLocation,
    confidence,
    risk_tier: tier,
    risk_tier_confidence: Math.round((0.2 + 0.16 * scoredComponents) * 100) / 100,
    risk_tier_reasoning: reasoning,
    risk_tier_detailed_reasoning: detailed,
  };
}
