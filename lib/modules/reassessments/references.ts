import { apiError } from "@/lib/api/errors";
import type { Queryable } from "@/lib/db/client";
import { findAssessmentPlanInOrg } from "@/lib/modules/controls";
import { vendorIdsInOrg } from "@/lib/modules/vendors";

export const invalidReassessment = (message: string) => apiError("invalid_reassessment", message);

/** How many unknown IDs a message names before "and N more". */
const NAMED_IN_MESSAGE = 5;

/**
 * The given vendor IDs, each once in first-given order, all of this organization's vendors; else
 * 400 invalid_reassessment naming the unknown ones (another organization's vendor is unknown too).
 */
export async function requireVendorsInOrg(q: Queryable, orgId: string, vendorIds: readonly string[]) {
  const unique = [...new Set(vendorIds)];
  const known = new Set(await vendorIdsInOrg(q, orgId, unique));
  const unknown = unique.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    const named = unknown.slice(0, NAMED_IN_MESSAGE).join(", ");
    const more = unknown.length > NAMED_IN_MESSAGE ? ` and ${unknown.length - NAMED_IN_MESSAGE} more` : "";
    throw invalidReassessment(`vendor_ids: no vendor with these IDs in your organization: ${named}${more}.`);
  }
  return unique;
}

/** The organization's assessment plan, or 400 invalid_reassessment. */
export async function requireAssessmentPlan(q: Queryable, orgId: string, planId: string) {
  const plan = await findAssessmentPlanInOrg(q, orgId, planId);
  if (!plan) {
    throw invalidReassessment(
      `assessment_plan_id: no assessment plan ${planId} in your organization. See GET /v1/assessment_plans.`,
    );
  }
  return plan;
}

/** A blank title reads as no title. */
export const normalizedTitle = (title: string | null | undefined) => (title?.trim() ? title : null);
