import { ApiError } from "@/lib/api/errors";
import { findVendorInOrg, type VendorRow } from "@/lib/modules/vendors/lookup";
import type { WorkflowArtifact } from "../tables";
import { type ActionContext, ActionFailure } from "./registry";

/** The vendor a step acts on: vendor_id in the run input, else in the triggering event's data. */
export async function subjectVendor(context: ActionContext): Promise<VendorRow> {
  const fromInput = context.input.vendor_id;
  const fromEvent = context.trigger?.data.vendor_id;
  const vendorId = typeof fromInput === "string" ? fromInput : typeof fromEvent === "string" ? fromEvent : undefined;
  if (!vendorId) {
    throw new ActionFailure(
      "No vendor to act on: pass vendor_id in the run input, or trigger the workflow on a Vendor event.",
    );
  }
  try {
    return await findVendorInOrg(context.tx, context.orgId, vendorId);
  } catch (error) {
    if (error instanceof ApiError && error.code === "vendor_not_found") {
      throw new ActionFailure(`Vendor ${vendorId} not found in this organization.`);
    }
    throw error;
  }
}

export const vendorArtifact = (vendorId: string, role: WorkflowArtifact["role"]): WorkflowArtifact => ({
  artifact_type: "vendor",
  id: vendorId,
  role,
});
