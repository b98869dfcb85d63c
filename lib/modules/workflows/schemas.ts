import { z } from "@hono/zod-openapi";

export const WorkflowTriggerSchema = z
  .union([z.object({ type: z.literal("manual") }), z.object({ type: z.literal("event"), event_type: z.string() })])
  .openapi("WorkflowTrigger");

export const WorkflowStepSchema = z
  .object({
    component_id: z.string(),
    component_name: z.string(),
    action_type: z.string(),
    settings: z.record(z.string(), z.unknown()),
  })
  .openapi("WorkflowStepDefinition");

export const WorkflowDefinitionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    enabled: z.boolean(),
    trigger: WorkflowTriggerSchema,
    steps: z.array(WorkflowStepSchema),
  })
  .openapi("WorkflowDefinition");

export const WorkflowDefinitionListSchema = z
  .object({ items: z.array(WorkflowDefinitionSchema), total: z.number().int() })
  .openapi("WorkflowDefinitionList");
