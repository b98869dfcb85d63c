import { eq } from "drizzle-orm";
import { type DatedRow, setCreatedAt } from "@/lib/db/backdate";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { findings } from "./tables";

/*
 * Findings raised when they happened rather than now (the sample data's history; no service sets
 * creation times).
 */

/** `created_at` and `updated_at` of each finding (raised by hand), in one statement. */
export async function backdateFindings(tx: Queryable, orgId: string, rows: readonly DatedRow[]): Promise<void> {
  await setCreatedAt(tx, findings, orgId, rows, true);
}

/** `created_at` of the findings an assessment's analysis raised: the time it was analysed. */
export async function backdateFindingsOfAssessment(
  tx: Queryable,
  orgId: string,
  assessmentId: string,
  analysedAt: Date,
): Promise<void> {
  await tx
    .update(findings)
    .set({ createdAt: analysedAt })
    .where(inOrg(findings, orgId, eq(findings.assessmentId, assessmentId)));
}
