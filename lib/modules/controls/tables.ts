import { boolean, index, integer, jsonb, pgTable, real, text } from "drizzle-orm/pg-core";
import { timestamps } from "@/lib/db/columns";

export const controlSets = pgTable(
  "control_sets",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    isZeroTouch: boolean("is_zero_touch").notNull().default(false),
    /** The shipped template the set was seeded from (soc2, iso27001, zero_touch); null for an organization's own set. */
    templateKey: text("template_key"),
    ...timestamps(),
  },
  (table) => [index("control_sets_org_idx").on(table.orgId, table.createdAt)],
);

/** A control with the criteria an evaluator checks evidence against. */
export const controls = pgTable(
  "controls",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    controlSetId: text("control_set_id").notNull(),
    ref: text("ref").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    criteria: jsonb("criteria").$type<string[]>().notNull(),
    keywords: jsonb("keywords").$type<string[]>().notNull().default([]),
    weight: real("weight").notNull().default(1),
    position: integer("position").notNull(),
    ...timestamps(),
  },
  (table) => [index("controls_org_set_idx").on(table.orgId, table.controlSetId, table.position)],
);

export const assessmentPlans = pgTable(
  "assessment_plans",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    name: text("name").notNull(),
    controlSetIds: jsonb("control_set_ids").$type<string[]>().notNull(),
    ...timestamps(),
  },
  (table) => [index("assessment_plans_org_idx").on(table.orgId, table.createdAt)],
);
