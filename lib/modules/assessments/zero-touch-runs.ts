import { eq, type SQL } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { isModuleEnabled, requireModuleEnabled } from "@/lib/modules/org";
import { type AssessmentRow, assessments } from "./tables";

/*
 * A zero touch run is an assessment (`is_zero_touch`) that belongs to the zero touch module: while
 * the organization has the module off, its runs are not there. Every listing and count of
 * assessments leaves them out, and reaching one by ID answers 404 not_enabled, as the module's own
 * routes do. Nothing is deleted: turning the module on shows them again.
 */

/** The condition on `assessments` that leaves out the runs while zero touch is off (none while on). */
export async function shownAssessments(q: Queryable, orgId: string): Promise<SQL | undefined> {
  return (await isModuleEnabled(q, orgId, "zero_touch")) ? undefined : eq(assessments.isZeroTouch, false);
}

/** 404 not_enabled for a zero touch run while the organization has zero touch off. */
export async function requireAssessmentShown(q: Queryable, orgId: string, row: AssessmentRow): Promise<void> {
  if (row.isZeroTouch) {
    await requireModuleEnabled({ tx: q, orgId }, "zero_touch");
  }
}
