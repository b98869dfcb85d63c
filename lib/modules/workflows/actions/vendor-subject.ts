import { ApiError } from "@/lib/api/errors";
import { findReference } from "@/lib/lookups/registry";
import { findVendorInOrg, type VendorRow } from "@/lib/modules/vendors/lookup";
import type { WorkflowArtifact } from "../tables";
import { type ActionContext, ActionFailure } from "./registry";

/**
 * The vendor a step acts on: vendor_id in the run input, else in the triggering event's data, else
 * the vendor of the assessment the run serves.
 */
export async function subjectVendor(context: ActionContext): Promise<VendorRow> {
  const fromInput = context.input.vendor_id;
  const fromEvent = context.trigger?.data.vendor_id;
  let vendorId = typeof fromInput === "string" ? fromInput : typeof fromEvent === "string" ? fromEvent : undefined;
  if (!vendorId) {
    vendorId = (await subjectAssessment(context))?.vendorId ?? undefined;
  }
  if (!vendorId) {
    throw new ActionFailure(
      "No vendor to act on: pass vendor_id in the run input, or trigger the workflow on a Vendor event.",
    );
  }
  try {
    return await findVendorInOrg(context.tx, context.orgId, vendorId);
  } catch (error) {
    if (error instanceof ApiError && error.code === "vendor_not_found") {
      throw new ActionFailure("The vendor this run names is not in this organization (it may have been deleted).");
    }
    throw error;
  }
}

export const vendorArtifact = (vendorId: string, role: WorkflowArtifact["role"]): WorkflowArtifact => ({
  artifact_type: "vendor",
  id: vendorId,
  role,
});

/** The assessment a run serves, when its input or triggering event names one (trigger_workflow, Assessment.* events). */
function subjectAssessmentId(context: ActionContext): string | null {
  const fromInput = context.input.assessment_id;
  const fromEvent = context.trigger?.data.assessment_id;
  return typeof fromInput === "string" ? fromInput : typeof fromEvent === "string" ? fromEvent : null;
}

/**
 * The assessment a run serves, checked to be this organization's; null when the run names none. A
 * named assessment that is not found fails the step rather than being carried onto other records.
 */
export async function subjectAssessment(
  context: ActionContext,
): Promise<{ id: string; vendorId: string | null; controlSetIds: string[] } | null> {
  const id = subjectAssessmentId(context);
  if (!id) {
    return null;
  }
  const found = await findReference(context.tx, "assessment", context.orgId, id);
  if (!found) {
    throw new ActionFailure(`Assessment ${id} not found in this organization.`);
  }
  return { id, vendorId: found.vendorId, controlSetIds: found.controlSetIds ?? [] };
}
