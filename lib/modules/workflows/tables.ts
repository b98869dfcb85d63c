import { boolean, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "@/lib/db/columns";

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
