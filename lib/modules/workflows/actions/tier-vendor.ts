import type { WorkflowAction } from "@/lib/extensions/workflow-actions";
import { inherentRiskLevelName, setVendorTier, type VendorTier } from "@/lib/modules/vendors";
import { subjectVendor, vendorArtifact } from "./vendor-subject";

const tierByInherentRisk: Record<string, VendorTier> = {
  critical: "tier_1",
  high: "tier_1",
  medium: "tier_2",
  low: "tier_3",
  minimal: "tier_3",
};

export const tierVendorAction: WorkflowAction = {
  type: "tier_vendor",
  async run(context) {
    const vendor = await subjectVendor(context);
    const trigger = vendorArtifact(vendor.id, "trigger");
    const level = await inherentRiskLevelName(context.tx, vendor);
    const tier = level ? tierByInherentRisk[level.toLowerCase()] : undefined;
    if (!level) {
      return { status: "skipped", message: "The vendor has no inherent risk level to tier by.", artifacts: [trigger] };
    }
    if (!tier) {
      return {
        status: "skipped",
        message: `No tier maps to the inherent risk level "${level}".`,
        artifacts: [trigger],
      };
    }
    const changed = await setVendorTier(context.tx, context.orgId, vendor.id, tier);
    return {
      status: "success",
      message: changed ? null : `The vendor was already in ${tier.replace("tier_", "tier ")}.`,
      artifacts: changed ? [trigger, vendorArtifact(vendor.id, "result")] : [trigger],
    };
  },
};
