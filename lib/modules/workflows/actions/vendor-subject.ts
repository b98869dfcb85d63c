import { ApiError } from "@/lib/api/errors";
import { type ActionContext, ActionFailure } from "@/lib/extensions/workflow-actions";
import { findReference } from "@/lib/lookups/registry";
import { findVendorInOrg, type VendorRow } from "@/lib/modules/vendors";
import type { WorkflowArtifact } from "../tables";

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

/** Where a run's assessment came from, as a step's message names it (never by its ID). */
export type SubjectSource = "input" | "event";

export const describeSubjectAssessment: Record<SubjectSource, string> = {
  input: "The assessment in the run's input",
  event: "The assessment of the triggering event",
};

/** The assessment a run serves, when its input or triggering event names one (trigger_workflow, Assessment.* events). */
function subjectAssessmentId(context: ActionContext): { id: string; source: SubjectSource } | null {
  const fromInput = context.input.assessment_id;
  if (typeof fromInput === "string") {
    return { id: fromInput, source: "input" };
  }
  const fromEvent = context.trigger?.data.assessment_id;
  return typeof fromEvent === "string" ? { id: fromEvent, source: "event" } : null;
}

/**
 * The assessment a run serves, checked to be this organization's; null when the run names none. A
 * named assessment that is not found fails the step rather than being carried onto other records.
 */
export async function subjectAssessment(
  context: ActionContext,
): Promise<{ id: string; source: SubjectSource; vendorId: string | null; controlSetIds: string[] } | null> {
  const named = subjectAssessmentId(context);
  if (!named) {
    return null;
  }
  const found = await findReference(context.tx, "assessment", context.orgId, named.id);
  if (!found) {
    throw new ActionFailure(
      `${describeSubjectAssessment[named.source]} is not in this organization (it may have been deleted).`,
    );
  }
  return { ...named, vendorId: found.vendorId, controlSetIds: found.controlSetIds ?? [] };
}
