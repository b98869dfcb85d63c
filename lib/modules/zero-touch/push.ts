import type { ChangeContext } from "@/lib/audit/changes";
import { type RiskTier, riskTiers, type ZeroTouchConfig } from "@/lib/contract/zero-touch";
import { riskLevelsOf } from "@/lib/modules/taxonomy";
import { findVendorInOrg, writeVendorChanges } from "@/lib/modules/vendors";
import type { RunProfile, RunResult } from "./result-types";

type Level = { id: string; name: string; rank: number };

/**
 * The risk level a composite maps to. The organization's levels, most severe first (rank 1), split
 * 0..100 into equal bands: with the five default levels 0–19 Critical, 20–39 High, 40–59 Medium,
 * 60–79 Low and 80–100 Minimal (a higher composite is healthier).
 */
export function levelOfComposite(levels: Level[], composite: number): Level | undefined {
  const band = Math.min(levels.length - 1, Math.floor((composite / 100) * levels.length));
  return levels[band];
}

/** The risk level a tier maps to: critical → the most severe level … minimal → the least. */
export function levelOfTier(levels: Level[], tier: RiskTier): Level | undefined {
  const position = riskTiers.indexOf(tier) / (riskTiers.length - 1);
  return levels[Math.round(position * (levels.length - 1))];
}

/**
 * Writes the configured score target and, when switched on, the risk tier to the vendor, filling in
 * the result's push fields with what was written or why not. Only the chosen axis is written.
 */
export async function applyPushes(
  ctx: ChangeContext,
  vendorId: string,
  config: ZeroTouchConfig,
  result: RunResult,
  profile: RunProfile | null,
): Promise<void> {
  const levels = await riskLevelsOf(ctx.tx, ctx.orgId);
  result.push = { score_target: config.score_target, pushed: false, risk_level_name: null };
  result.push_skipped_reason = null;
  result.risk_tier_push_skipped_reason = null;
  const target = config.score_target;
  if (target === "none") {
    result.push_skipped_reason = "The zero touch settings write the score nowhere, so no risk level was set.";
  } else if (target === "service_inherent" || target === "service_residual") {
    result.push_skipped_reason = "Services carry no risk levels in this product, so a service target writes nothing.";
  } else if (result.composite_score === null) {
    result.push_skipped_reason = "No component could be scored, so there is no composite to write.";
  } else if (result.coverage && !result.coverage.is_sufficient) {
    result.push_skipped_reason = `Insufficient evidence: ${result.coverage.reason} No risk level is written.`;
  } else if (levels.length === 0) {
    result.push_skipped_reason = "The organization has no risk levels.";
  } else {
    const level = levelOfComposite(levels, result.composite_score);
    if (level) {
      const vendor = await findVendorInOrg(ctx.tx, ctx.orgId, vendorId, "update");
      await writeVendorChanges(
        ctx,
        vendor,
        target === "vendor_inherent" ? { inherentRiskLevelId: level.id } : { residualRiskLevelId: level.id },
      );
      result.push = { score_target: target, pushed: true, risk_level_name: level.name };
    }
  }
  if (!config.push_risk_tier_to_vendor) {
    result.risk_tier_push_skipped_reason =
      "Pushing the risk tier to the vendor is switched off in the zero touch settings.";
  } else if (target === "vendor_inherent") {
    result.risk_tier_push_skipped_reason = "Not needed: the score already sets the vendor's inherent risk level.";
  } else if (!profile) {
    result.risk_tier_push_skipped_reason = "No profile was assembled, so there is no risk tier.";
  } else if (result.coverage && !result.coverage.is_sufficient) {
    result.risk_tier_push_skipped_reason = `There is not enough evidence for a risk tier: ${result.coverage.reason} No risk level is written.`;
  } else if (levels.length === 0) {
    result.risk_tier_push_skipped_reason = "The organization has no risk levels.";
  } else {
    const level = levelOfTier(levels, profile.risk_tier);
    if (level) {
      const vendor = await findVendorInOrg(ctx.tx, ctx.orgId, vendorId, "update");
      await writeVendorChanges(ctx, vendor, { inherentRiskLevelId: level.id });
    }
  }
}
