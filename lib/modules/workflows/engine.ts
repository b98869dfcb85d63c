import { asc, count, eq } from "drizzle-orm";
import { db, type Queryable, type Tx } from "@/lib/db/client";
import { type ActionOutcome, workflowAction } from "@/lib/extensions/workflow-actions";
import { newId } from "@/lib/ids";
import { defineJob, exponentialBackoff } from "@/lib/jobs";
import { bySystem, recordRunChange } from "./run-changes";
import { type WorkflowArtifact, type WorkflowStepDefinition, workflowRunSteps, workflowRuns } from "./tables";

type RunRow = typeof workflowRuns.$inferSelect;
type StepResult = { status: "success" | "skipped" | "failed"; message: string | null; artifacts: WorkflowArtifact[] };

export const runWorkflowJob = defineJob<{ run_id: string }>({
  type: "workflows.run",
  maxAttempts: 3,
  retryDelaySeconds: exponentialBackoff(5, 60),
  handle: (payload) => executeRun(payload.run_id),
});

/**
 * Executes the run's steps in order, one transaction per step: the step's effects and its record
 * commit together, so a retried job resumes after the last recorded step and never repeats one.
 */
export async function executeRun(runId: string): Promise<void> {
  let more = true;
  while (more) {
    more = await db().transaction((tx) => advance(tx, runId));
  }
}

async function advance(tx: Tx, runId: string): Promise<boolean> {
  const [run] = await tx.select().from(workflowRuns).where(eq(workflowRuns.id, runId)).for("update");
  if (run?.status !== "started") {
    return false;
  }
  const [recorded] = await tx
    .select({ total: count() })
    .from(workflowRunSteps)
    .where(eq(workflowRunSteps.runId, runId));
  const position = recorded?.total ?? 0;
  const step = run.plan[position];
  if (!step) {
    await finish(tx, run, "completed");
    return false;
  }
  const result = await runStep(tx, run, step);
  await recordStep(tx, runId, position, step, result);
  if (result.status === "failed") {
    const rest = run.plan.slice(position + 1);
    for (const [offset, skipped] of rest.entries()) {
      const reason = { status: "skipped" as const, message: "Not run: an earlier step failed.", artifacts: [] };
      await recordStep(tx, runId, position + 1 + offset, skipped, reason);
    }
    await finish(tx, run, "failed");
    return false;
  }
  return true;
}

/** The action runs in a savepoint: a failing action leaves no partial writes but its step is still recorded. */
async function runStep(tx: Tx, run: RunRow, step: WorkflowStepDefinition): Promise<StepResult> {
  const action = workflowAction(step.action_type);
  if (!action) {
    return {
      status: "failed",
      message: `Action ${step.action_type} is not available in this installation, so the step cannot run.`,
      artifacts: [],
    };
  }
  try {
    const outcome: ActionOutcome = await tx.transaction((savepoint) =>
      action.run({
        tx: savepoint,
        orgId: run.orgId,
        runId: run.id,
        input: run.input,
        trigger: run.trigger ?? null,
        settings: step.settings,
      }),
    );
    return { status: outcome.status, message: outcome.message ?? null, artifacts: outcome.artifacts };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { status: "failed", message: message || "The action failed.", artifacts: [] };
  }
}

async function recordStep(tx: Tx, runId: string, position: number, step: WorkflowStepDefinition, result: StepResult) {
  const now = new Date();
  await tx.insert(workflowRunSteps).values({
    id: newId("workflowRunStep"),
    runId,
    position,
    componentId: step.component_id,
    componentName: step.component_name,
    actionType: step.action_type,
    status: result.status,
    message: result.message,
    artifacts: result.artifacts,
    createdAt: now,
    updatedAt: now,
  });
}

async function finish(tx: Tx, run: RunRow, status: "completed" | "failed") {
  const [finished] = await tx
    .update(workflowRuns)
    .set({ status, completedAt: new Date() })
    .where(eq(workflowRuns.id, run.id))
    .returning();
  if (finished) {
    await recordRunChange(tx, bySystem, finished, run);
  }
}

export const stepsOfRun = (q: Queryable, runId: string) =>
  q.select().from(workflowRunSteps).where(eq(workflowRunSteps.runId, runId)).orderBy(asc(workflowRunSteps.position));
