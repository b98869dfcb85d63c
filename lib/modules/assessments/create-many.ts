import type { ChangeContext } from "@/lib/audit/changes";
import type { Queryable } from "@/lib/db/client";
import { recordDomainEvents } from "@/lib/events/record";
import { recordAssessmentsCreated } from "./change-log";
import { type NewAssessmentFields, newAssessmentValues, requireControlSets } from "./create";
import { wakeEngine } from "./engine/job";
import { DEFAULT_NAME_FORMAT, renderAssessmentName } from "./name-format";
import { type AssessmentRow, assessments } from "./tables";

export type ManyAssessmentsInput = Pick<NewAssessmentFields, "vendorId" | "serviceIds"> &
  ({ name: string } | { name?: undefined; vendorName: string });

/**
 * Many assessments on the same control sets at once, in the caller's transaction: what
 * createAssessment does for one (the row, its Assessment.Created event, its change log entry and,
 * unless it is a zero touch run, the engine's job) with one statement each for all of them. For
 * vendors the caller has already found in the organization; no documents, assignee or workflow.
 * An input without a name gets the default one, as POST /v1/assessments gives it. Rows come back in
 * the order of `inputs`. Callers pass a batch (lib/db/batches.ts), not a whole set.
 */
export async function createAssessments(
  q: Queryable,
  orgId: string,
  controlSetIds: string[],
  inputs: readonly ManyAssessmentsInput[],
  by: Pick<ChangeContext, "actor" | "requestId">,
  options: { zeroTouch: boolean },
): Promise<AssessmentRow[]> {
  if (inputs.length === 0) {
    return [];
  }
  const controlSetNames = await requireControlSets(q, orgId, controlSetIds);
  const now = new Date();
  const values = inputs.map((input) =>
    newAssessmentValues(
      orgId,
      {
        vendorId: input.vendorId,
        serviceIds: input.serviceIds,
        name:
          input.name ??
          renderAssessmentName(DEFAULT_NAME_FORMAT, {
            vendorName: input.vendorName,
            controlSetNames,
            serviceNames: [],
            now,
          }),
        controlSetIds,
        zeroTouch: options.zeroTouch,
      },
      now,
    ),
  );
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
  if (!options.zeroTouch) {
    await wakeEngine(
      q,
      orgId,
      rows.map((row) => row.id),
    );
  }
  return rows;
}

/** Zero touch runs' assessments (createAssessments; the run's own job scores them, never the engine). */
export function createZeroTouchAssessments(
  q: Queryable,
  orgId: string,
  controlSetIds: string[],
  inputs: readonly ManyAssessmentsInput[],
  by: Pick<ChangeContext, "actor" | "requestId">,
): Promise<AssessmentRow[]> {
  return createAssessments(q, orgId, controlSetIds, inputs, by, { zeroTouch: true });
}
