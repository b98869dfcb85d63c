import { count, desc, eq, gte, inArray, or, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError, notFound } from "@/lib/api/errors";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { throughUnixSecond } from "@/lib/db/unix-seconds";
import { newId } from "@/lib/ids";
import { enqueueJob } from "@/lib/jobs";
import { fromUnixSeconds, toUnixSeconds } from "@/lib/time";
import { runWorkflowJob, stepsOfRun } from "./engine";
import { bySystem, type RunChangeActor, recordRunChange } from "./run-changes";
import { checkRunInput } from "./run-input";
import type { WorkflowRunListFilters } from "./schemas";
import { type WorkflowRunTrigger, workflowDefinitions, workflowRunSteps, workflowRuns } from "./tables";

type RunRow = typeof workflowRuns.$inferSelect;
type StepRow = typeof workflowRunSteps.$inferSelect;
type DefinitionRow = typeof workflowDefinitions.$inferSelect;

export const workflowNotFound = () => notFound("workflow_not_found", "Workflow");

export async function findWorkflowByName(q: Queryable, orgId: string, name: string): Promise<DefinitionRow> {
  const [definition] = await q
    .select()
    .from(workflowDefinitions)
    .where(inOrg(workflowDefinitions, orgId, eq(workflowDefinitions.name, name)));
  if (!definition) {
    throw workflowNotFound();
  }
  return definition;
}

/**
 * Commits the run row (status started) and its dispatch job in the caller's transaction: the engine
 * sees exactly the runs that were created. `by` is who the change log names as starting it.
 */
export async function startRun(
  q: Queryable,
  definition: DefinitionRow,
  input: Record<string, unknown>,
  trigger: WorkflowRunTrigger | null,
  by: RunChangeActor = bySystem,
): Promise<RunRow> {
  const [run] = await q
    .insert(workflowRuns)
    .values({
      id: newId("workflowRun"),
      orgId: definition.orgId,
      workflowDefinitionId: definition.id,
      workflowName: definition.name,
      status: "started",
      input,
      trigger,
      plan: definition.steps,
    })
    .returning();
  if (!run) {
    throw new Error("workflow run insert returned no row");
  }
  await recordRunChange(q, by, run, null);
  await enqueueJob(q, runWorkflowJob, { run_id: run.id }, { orgId: definition.orgId });
  return run;
}

/** The named workflow, ready to run: 404 workflow_not_found, or 409 workflow_disabled. */
async function enabledWorkflow(q: Queryable, orgId: string, name: string): Promise<DefinitionRow> {
  const definition = await findWorkflowByName(q, orgId, name);
  if (!definition.enabled) {
    throw apiError("workflow_disabled", `Workflow ${name} is not enabled.`);
  }
  return definition;
}

/** Starts a run of the named workflow: 404 workflow_not_found, or 409 workflow_disabled. */
export async function startNamedRun(
  q: Queryable,
  orgId: string,
  name: string,
  input: Record<string, unknown>,
  by: RunChangeActor = bySystem,
): Promise<RunRow> {
  return startRun(q, await enabledWorkflow(q, orgId, name), input, null, by);
}

/**
 * Cancels the started runs among `runIds` and those whose input or triggering event names the
 * record (`<field>: <id>`); a step already executing finishes, the next does not start.
 */
export async function cancelRunsConcerning(
  q: Queryable,
  orgId: string,
  runIds: string[],
  record: { field: string; id: string },
  by: RunChangeActor = bySystem,
): Promise<number> {
  const concerning = sql`(${workflowRuns.input} ->> ${record.field} = ${record.id} or ${workflowRuns.trigger} -> 'data' ->> ${record.field} = ${record.id})`;
  const canceled = await q
    .update(workflowRuns)
    .set({ status: "canceled", completedAt: new Date() })
    .where(
      inOrg(
        workflowRuns,
        orgId,
        eq(workflowRuns.status, "started"),
        runIds.length > 0 ? or(inArray(workflowRuns.id, runIds), concerning) : concerning,
      ),
    )
    .returning();
  for (const run of canceled) {
    await recordRunChange(q, by, run, { ...run, status: "started", completedAt: null });
  }
  return canceled.length;
}

/** The 201 body of POST run: `input` is echoed as the caller sent it (jsonb storage reorders keys). */
export async function requestRun(
  ctx: ServiceContext,
  { workflowName: name, input }: { workflowName: string; input: Record<string, unknown> },
) {
  const definition = await enabledWorkflow(ctx.tx, ctx.orgId, name);
  // 404 vendor_not_found for an input vendor_id that names no vendor of the organization: nothing starts.
  await checkRunInput(ctx.tx, ctx.orgId, input);
  const run = await startRun(ctx.tx, definition, input, null, ctx);
  return {
    workflow_run_id: run.id,
    workflow_name: run.workflowName,
    status: run.status,
    started_at: toUnixSeconds(run.startedAt),
    input,
  };
}

/**
 * `workflow_name` is resolved through the run's definition (null when the definition cannot be
 * resolved), so a renamed workflow's runs carry its current name, the one the list filter takes.
 */
const definitionName = workflowDefinitions.name;
const definitionOfRun = eq(workflowDefinitions.id, workflowRuns.workflowDefinitionId);

function serializeRunSummary(run: RunRow, workflowName: string | null) {
  return {
    workflow_run_id: run.id,
    workflow_name: workflowName,
    workflow_definition_id: run.workflowDefinitionId,
    status: run.status,
    started_at: toUnixSeconds(run.startedAt),
    completed_at: toUnixSeconds(run.completedAt),
  };
}

function serializeStep(step: StepRow) {
  return {
    step_id: step.id,
    component_id: step.componentId,
    component_name: step.componentName,
    action_type: step.actionType,
    status: step.status,
    message: step.message,
    artifacts: step.artifacts,
    created_at: toUnixSeconds(step.createdAt),
    updated_at: toUnixSeconds(step.updatedAt),
  };
}

export async function getRun(ctx: ServiceContext, runId: string) {
  const [row] = await ctx.tx
    .select({ run: workflowRuns, workflowName: definitionName })
    .from(workflowRuns)
    .leftJoin(workflowDefinitions, definitionOfRun)
    .where(inOrg(workflowRuns, ctx.orgId, eq(workflowRuns.id, runId)));
  if (!row) {
    throw notFound("workflow_run_not_found", "Workflow run");
  }
  const steps = await stepsOfRun(ctx.tx, row.run.id);
  return { ...serializeRunSummary(row.run, row.workflowName), steps: steps.map(serializeStep) };
}

export async function listRuns(ctx: ServiceContext, filters: WorkflowRunListFilters) {
  const definition =
    filters.workflow_name !== undefined ? await findWorkflowByName(ctx.tx, ctx.orgId, filters.workflow_name) : null;
  const where = inOrg(
    workflowRuns,
    ctx.orgId,
    definition ? eq(workflowRuns.workflowDefinitionId, definition.id) : undefined,
    filters.status.length > 0 ? inArray(workflowRuns.status, filters.status) : undefined,
    filters.created_at_after !== undefined
      ? gte(workflowRuns.startedAt, fromUnixSeconds(filters.created_at_after))
      : undefined,
    filters.created_at_before !== undefined
      ? throughUnixSecond(workflowRuns.startedAt, filters.created_at_before)
      : undefined,
  );
  const stepCount = count(workflowRunSteps.id);
  const [rows, [totalRow]] = await Promise.all([
    ctx.tx
      .select({ run: workflowRuns, workflowName: definitionName, stepCount })
      .from(workflowRuns)
      .leftJoin(workflowDefinitions, definitionOfRun)
      .leftJoin(workflowRunSteps, eq(workflowRunSteps.runId, workflowRuns.id))
      .where(where)
      .groupBy(workflowRuns.id, workflowDefinitions.id)
      .orderBy(desc(workflowRuns.startedAt), desc(workflowRuns.id))
      .limit(filters.limit)
      .offset(filters.offset),
    ctx.tx.select({ total: count() }).from(workflowRuns).where(where),
  ]);
  return {
    data: rows.map((row) => ({ ...serializeRunSummary(row.run, row.workflowName), step_count: row.stepCount })),
    total: totalRow?.total ?? 0,
    limit: filters.limit,
    offset: filters.offset,
  };
}
