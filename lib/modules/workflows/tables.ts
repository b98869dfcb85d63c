import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "@/lib/db/columns";
import type { WorkflowArtifact, WorkflowRunTrigger } from "@/lib/extensions/workflow-actions";

export type WorkflowTrigger = { type: "manual" } | { type: "event"; event_type: string };

export interface WorkflowStepDefinition {
  component_id: string;
  component_name: string;
  action_type: string;
  settings: Record<string, unknown>;
}

export const workflowDefinitions = pgTable(
  "workflow_definitions",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    name: text("name").notNull(),
    enabled: boolean("enabled").notNull(),
    trigger: jsonb("trigger").$type<WorkflowTrigger>().notNull(),
    steps: jsonb("steps").$type<WorkflowStepDefinition[]>().notNull(),
    ...timestamps(),
  },
  (table) => [uniqueIndex("workflow_definitions_org_name_unique").on(table.orgId, table.name)],
);

export type WorkflowRunStatus = "started" | "completed" | "canceled" | "failed";
export type WorkflowStepStatus = "success" | "failed" | "skipped";

/** A run's trigger and artifacts are what workflow actions see (lib/extensions/workflow-actions.ts). */
export type { WorkflowArtifact, WorkflowRunTrigger };

/**
 * A run keeps the steps it was started with (`plan`), so editing the definition later never changes
 * what an in-flight run executes.
 */
export const workflowRuns = pgTable(
  "workflow_runs",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    workflowDefinitionId: text("workflow_definition_id"),
    workflowName: text("workflow_name"),
    status: text("status").$type<WorkflowRunStatus>().notNull(),
    input: jsonb("input").$type<Record<string, unknown>>().notNull(),
    trigger: jsonb("trigger").$type<WorkflowRunTrigger | null>(),
    plan: jsonb("plan").$type<WorkflowStepDefinition[]>().notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [index("workflow_runs_org_started_idx").on(table.orgId, table.startedAt, table.id)],
);

export const workflowRunSteps = pgTable(
  "workflow_run_steps",
  {
    id: text("id").primaryKey(),
    runId: text("run_id")
      .notNull()
      .references(() => workflowRuns.id),
    position: integer("position").notNull(),
    componentId: text("component_id"),
    componentName: text("component_name"),
    actionType: text("action_type"),
    status: text("status").$type<WorkflowStepStatus>(),
    message: text("message"),
    artifacts: jsonb("artifacts").$type<WorkflowArtifact[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("workflow_run_steps_run_position_unique").on(table.runId, table.position)],
);
