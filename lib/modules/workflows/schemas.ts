import { z } from "@hono/zod-openapi";
import { freeFormObject, MAX_JSON_DEPTH } from "@/lib/api/json-depth";
import { pageEnvelope, paginationQuery } from "@/lib/api/pagination";
import { queryTimestamp, timestamp } from "@/lib/api/timestamps";

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

const runStatuses = ["started", "completed", "canceled", "failed"] as const;
const RunStatusEnum = z.enum(runStatuses);

export const WorkflowArtifactSchema = z
  .object({ artifact_type: z.string(), id: z.string(), role: z.enum(["trigger", "result"]) })
  .openapi("WorkflowArtifact");

export const WorkflowRunStepSchema = z
  .object({
    step_id: z.string(),
    component_id: z.string().nullable(),
    component_name: z.string().nullable(),
    action_type: z.string().nullable(),
    status: z.enum(["success", "failed", "skipped"]).nullable(),
    message: z.string().nullable(),
    artifacts: z.array(WorkflowArtifactSchema),
    created_at: timestamp,
    updated_at: timestamp.nullable(),
  })
  .openapi("WorkflowRunStep");

const runSummaryFields = {
  workflow_run_id: z.string().openapi({ example: "cbwr_0123456789abcdef0123456789abcdef" }),
  workflow_name: z.string().nullable(),
  workflow_definition_id: z.string().nullable(),
  status: RunStatusEnum,
  started_at: timestamp,
  completed_at: timestamp.nullable(),
};

export const WorkflowRunSchema = z
  .object({ ...runSummaryFields, steps: z.array(WorkflowRunStepSchema) })
  .openapi("WorkflowRun");

export const WorkflowRunSummarySchema = z
  .object({ ...runSummaryFields, step_count: z.number().int() })
  .openapi("WorkflowRunSummary");

export const WorkflowRunListSchema = pageEnvelope("data", WorkflowRunSummarySchema).openapi("WorkflowRunList");

export const WorkflowRunListQuery = z.object({
  workflow_name: z.string().optional(),
  status: z
    .union([RunStatusEnum, z.array(RunStatusEnum)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .openapi({ description: "Repeatable.", type: "array", items: { type: "string", enum: [...runStatuses] } }),
  created_at_after: queryTimestamp().optional().openapi({ description: "Unix seconds, inclusive." }),
  created_at_before: queryTimestamp().optional().openapi({ description: "Unix seconds, inclusive." }),
  ...paginationQuery({ max: 500, default: 100 }),
});
export type WorkflowRunListFilters = z.infer<typeof WorkflowRunListQuery>;

export const WorkflowRunIdParam = z.object({
  workflow_run_id: z
    .string()
    .openapi({ param: { name: "workflow_run_id", in: "path" }, example: "cbwr_0123456789abcdef0123456789abcdef" }),
});

export const WorkflowNameParam = z.object({
  workflow_name: z.string().openapi({ param: { name: "workflow_name", in: "path" }, example: "vendor_onboarding" }),
});

export const RunWorkflowBody = z
  .object({
    input: freeFormObject()
      .default({})
      .openapi({
        description:
          `Stored and echoed (nesting up to ${MAX_JSON_DEPTH} levels). Only vendor_id is checked: when present it ` +
          "must name a vendor of the organization (404 vendor_not_found).",
      }),
  })
  .openapi("RunWorkflowRequest");

export const RunWorkflowResponseSchema = z
  .object({
    workflow_run_id: z.string(),
    workflow_name: z.string().nullable(),
    status: RunStatusEnum,
    started_at: timestamp,
    input: z.record(z.string(), z.unknown()),
  })
  .openapi("RunWorkflowResponse");

const StepInput = z.object({
  component_id: z.string().min(1).max(100).optional(),
  component_name: z.string().trim().min(1).max(200),
  action_type: z.string().trim().min(1).max(100),
  settings: freeFormObject().default({}),
});

export const WorkflowDefinitionBody = z
  .object({
    name: z
      .string()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/,
        "letters, digits, _ . - (up to 100, starting with a letter or digit)",
      ),
    enabled: z.boolean().default(false),
    trigger: WorkflowTriggerSchema.default({ type: "manual" }),
    steps: z.array(StepInput).max(50).default([]),
  })
  .openapi("CreateWorkflowDefinition");
export type WorkflowDefinitionInput = z.infer<typeof WorkflowDefinitionBody>;

export const UpdateWorkflowDefinitionBody = z
  .object({
    name: WorkflowDefinitionBody.shape.name.optional(),
    enabled: z.boolean().optional(),
    trigger: WorkflowTriggerSchema.optional(),
    steps: z.array(StepInput).max(50).optional(),
  })
  .openapi("UpdateWorkflowDefinition");
export type UpdateWorkflowDefinitionInput = z.infer<typeof UpdateWorkflowDefinitionBody>;

export const WorkflowIdParam = z.object({
  workflow_id: z
    .string()
    .openapi({ param: { name: "workflow_id", in: "path" }, example: "cbwd_0123456789abcdef0123456789abcdef" }),
});
