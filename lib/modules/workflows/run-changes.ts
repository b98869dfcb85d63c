import { type ChangeContext, recordChange, systemActor } from "@/lib/audit/changes";
import type { Queryable } from "@/lib/db/client";
import { toUnixSeconds } from "@/lib/time";
import type { workflowRuns } from "./tables";

type RunRow = typeof workflowRuns.$inferSelect;

/** Who moved a run: the caller of a request, or the system for event triggers and the engine's job. */
export type RunChangeActor = Pick<ChangeContext, "actor" | "requestId">;
export const bySystem: RunChangeActor = { actor: systemActor };

/** A run as GET /v1/workflows/runs/{workflow_run_id} shows it, without its steps. */
const auditedRun = (run: RunRow) => ({
  workflow_run_id: run.id,
  workflow_name: run.workflowName,
  workflow_definition_id: run.workflowDefinitionId,
  status: run.status,
  started_at: toUnixSeconds(run.startedAt),
  completed_at: toUnixSeconds(run.completedAt),
});

/** Records a run's start ("created") or its move from one status to another ("completed", "canceled"...). */
export async function recordRunChange(
  q: Queryable,
  by: RunChangeActor,
  run: RunRow,
  previous: RunRow | null,
): Promise<void> {
  await recordChange(
    { orgId: run.orgId, tx: q, actor: by.actor, requestId: by.requestId },
    {
      entityType: "workflow_run",
      entityId: run.id,
      entityName: run.workflowName,
      action: previous ? run.status : "created",
      before: previous ? auditedRun(previous) : null,
      after: auditedRun(run),
    },
  );
}
