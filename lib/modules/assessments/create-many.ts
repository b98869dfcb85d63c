import type { ChangeContext } from "@/lib/audit/changes";
import type { Queryable } from "@/lib/db/client";
import { recordDomainEvents } from "@/lib/events/record";
import { recordAssessmentsCreated } from "./change-log";
import { type NewAssessmentFields, newAssessmentValues, requireControlSets } from "./create";
import { type AssessmentRow, assessments } from "./tables";

type ZeroTouchAssessmentInput = Pick<NewAssessmentFields, "vendorId" | "name" | "serviceIds">;

/**
 * Many zero touch assessments on the same control sets at once, in the caller's transaction: what
 * createAssessment does for one (the row, its Assessment.Created event, its change log entry) with
 * one statement each for all of them. For vendors the caller has already found in the organization;
 * no documents, assignee or workflow, which a zero touch run never has. Rows come back in the order
 * of `inputs`.
 */
export async function createZeroTouchAssessments(
  q: Queryable,
  orgId: string,
  controlSetIds: string[],
  inputs: readonly ZeroTouchAssessmentInput[],
  by: Pick<ChangeContext, "actor" | "requestId">,
): Promise<AssessmentRow[]> {
  if (inputs.length === 0) {
    return [];
  }
  await requireControlSets(q, orgId, controlSetIds);
  const now = new Date();
  const values = inputs.map((input) => newAssessmentValues(orgId, { ...input, controlSetIds, zeroTouch: true }, now));
  const inserted = await q.insert(assessments).values(values).returning();
  const byId = new Map(inserted.map((row) => [row.id, row]));
  const rows = values.map(({ id }) => {
    const row = byId.get(id);
    if (!row) {
      throw new Error(`assessment insert returned no row for ${id}`);
    }
    return row;
  });
  await recordDomainEvents(
    q,
    orgId,
    "Assessment.Created",
    rows.map((row) => ({ assessment_id: row.id })),
  );
  await recordAssessmentsCreated({ ...by, tx: q, orgId }, rows);
  return rows;
}
