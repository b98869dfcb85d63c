import { randomBytes } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { eq, ne } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError } from "@/lib/api/errors";
import { requireInOrg } from "@/lib/api/middleware/require-in-org";
import { recordChange } from "@/lib/audit/changes";
import type { Queryable } from "@/lib/db/client";
import { findInOrg, inOrg, type RowLock } from "@/lib/db/tenant";
import { isEventType } from "@/lib/events/catalog";
import { newId } from "@/lib/ids";
import { workflowNotFound } from "./runs";
import type { UpdateWorkflowDefinitionInput, WorkflowDefinitionInput } from "./schemas";
import { type WorkflowStepDefinition, type WorkflowTrigger, workflowDefinitions } from "./tables";

type DefinitionRow = typeof workflowDefinitions.$inferSelect;
type StepInput = WorkflowDefinitionInput["steps"][number];

const invalidWorkflow = (message: string) => apiError("invalid_workflow", message);

export function serializeDefinition(row: DefinitionRow) {
  return { id: row.id, name: row.name, enabled: row.enabled, trigger: row.trigger, steps: row.steps };
}

function checkedTrigger(trigger: WorkflowTrigger): WorkflowTrigger {
  if (trigger.type === "event" && !isEventType(trigger.event_type)) {
    throw invalidWorkflow(`trigger.event_type ${trigger.event_type} is not in the event catalog.`);
  }
  return trigger;
}

/**
 * Steps keep their component_id across edits (runs refer to it); new steps get a fresh one. Action
 * types are not checked against the installed actions: an unavailable one fails its step at run time.
 */
function checkedSteps(steps: StepInput[]): WorkflowStepDefinition[] {
  const result = steps.map((step) => ({
    component_id: step.component_id ?? `cmp_${randomBytes(6).toString("hex")}`,
    component_name: step.component_name,
    action_type: step.action_type,
    settings: step.settings,
  }));
  const ids = new Set(result.map((step) => step.component_id));
  if (ids.size !== result.length) {
    throw invalidWorkflow("Each step needs its own component_id.");
  }
  return result;
}

async function assertNameFree(q: Queryable, orgId: string, name: string, exceptId?: string) {
  const [taken] = await q
    .select({ id: workflowDefinitions.id })
    .from(workflowDefinitions)
    .where(
      inOrg(
        workflowDefinitions,
        orgId,
        eq(workflowDefinitions.name, name),
        exceptId ? ne(workflowDefinitions.id, exceptId) : undefined,
      ),
    );
  if (taken) {
    throw apiError("workflow_exists", `A workflow named ${name} already exists.`);
  }
}

async function findDefinition(q: Queryable, orgId: string, id: string, lock?: RowLock): Promise<DefinitionRow> {
  return findInOrg(q, workflowDefinitions, orgId, id, {
    notFound: workflowNotFound,
    lock,
  });
}

export const requireWorkflowInOrg = requireInOrg("workflow_id", findDefinition);

export async function createDefinition(ctx: ServiceContext, input: WorkflowDefinitionInput) {
  await assertNameFree(ctx.tx, ctx.orgId, input.name);
  const [row] = await ctx.tx
    .insert(workflowDefinitions)
    .values({
      id: newId("workflowDefinition"),
      orgId: ctx.orgId,
      name: input.name,
      enabled: input.enabled,
      trigger: checkedTrigger(input.trigger),
      steps: checkedSteps(input.steps),
    })
    .returning();
  if (!row) {
    throw new Error("workflow definition insert returned no row");
  }
  const created = serializeDefinition(row);
  await recordChange(ctx, {
    entityType: "workflow",
    entityId: row.id,
    entityName: row.name,
    action: "created",
    after: created,
  });
  return created;
}

export async function updateDefinition(
  ctx: ServiceContext,
  { workflowId, body }: { workflowId: string; body: UpdateWorkflowDefinitionInput },
) {
  const current = await findDefinition(ctx.tx, ctx.orgId, workflowId, "update");
  if (body.name !== undefined) {
    await assertNameFree(ctx.tx, ctx.orgId, body.name, workflowId);
  }
  const [row] = await ctx.tx
    .update(workflowDefinitions)
    .set({
      name: body.name ?? current.name,
      enabled: body.enabled ?? current.enabled,
      trigger: body.trigger ? checkedTrigger(body.trigger) : current.trigger,
      steps: body.steps ? checkedSteps(body.steps) : current.steps,
      updatedAt: new Date(),
    })
    .where(eq(workflowDefinitions.id, workflowId))
    .returning();
  const before = serializeDefinition(current);
  const after = serializeDefinition(row ?? current);
  await recordChange(ctx, {
    entityType: "workflow",
    entityId: workflowId,
    entityName: after.name,
    action: updateAction(before, after),
    before,
    after,
  });
  return after;
}

type SerializedDefinition = ReturnType<typeof serializeDefinition>;

/** "enabled" or "disabled" when that is all that changed, else "updated". */
function updateAction(before: SerializedDefinition, after: SerializedDefinition): string {
  const { enabled: wasEnabled, ...restBefore } = before;
  const { enabled: isEnabled, ...restAfter } = after;
  if (wasEnabled !== isEnabled && isDeepStrictEqual(restBefore, restAfter)) {
    return isEnabled ? "enabled" : "disabled";
  }
  return "updated";
}
