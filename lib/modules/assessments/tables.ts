import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "@/lib/db/columns";

/** Assessments (cbqsrw_): a vendor evaluated against control sets, moved along by the engine. */
export const assessments = pgTable(
  "assessments",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    vendorId: text("vendor_id").notNull(),
    name: text("name").notNull(),
    status: text("status").notNull().default("created"),
    /** Why the engine failed the assessment, when status is failed. */
    statusReason: text("status_reason"),
    controlSetIds: jsonb("control_set_ids").$type<string[]>().notNull().default([]),
    serviceIds: jsonb("service_ids").$type<string[]>().notNull().default([]),
    supportingDocumentIds: jsonb("supporting_document_ids").$type<string[]>().notNull().default([]),
    assigneeId: text("assignee_id"),
    scorePercent: real("score_percent"),
    workflowRunId: text("workflow_run_id"),
    /** The engine's current analysis round: reopening starts a new one, whose evaluations replace the last. */
    evaluationRound: integer("evaluation_round").notNull().default(1),
    initiatedAt: timestamp("initiated_at", { withTimezone: true }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    approvedBy: text("approved_by"),
    isArchived: boolean("is_archived").notNull().default(false),
    /** A zero touch run (scored by the zero touch module, never moved by the assessment engine). */
    isZeroTouch: boolean("is_zero_touch").notNull().default(false),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    index("assessments_org_created_idx").on(table.orgId, table.createdAt, table.id),
    index("assessments_org_vendor_idx").on(table.orgId, table.vendorId),
  ],
);

/** One control's evaluation in an assessment: the result and the evidence passages quoted. */
export const assessmentEvaluations = pgTable(
  "assessment_evaluations",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    assessmentId: text("assessment_id").notNull(),
    controlId: text("control_id").notNull(),
    controlSetId: text("control_set_id").notNull(),
    position: integer("position").notNull(),
    round: integer("round").notNull().default(1),
    /** met, partially_met, not_met or no_evidence. */
    result: text("result").notNull(),
    rationale: text("rationale"),
    evidence: jsonb("evidence")
      .$type<{ document_id: string; document_name: string; quote: string }[]>()
      .notNull()
      .default([]),
    findingId: text("finding_id"),
    isArchived: boolean("is_archived").notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    index("assessment_evaluations_assessment_idx").on(table.orgId, table.assessmentId, table.position),
    // One evaluation per control and round: a job that runs twice cannot record a control twice.
    uniqueIndex("assessment_evaluations_round_control_idx").on(table.assessmentId, table.round, table.controlId),
  ],
);

export type AssessmentRow = typeof assessments.$inferSelect;
export type AssessmentEvaluationRow = typeof assessmentEvaluations.$inferSelect;
