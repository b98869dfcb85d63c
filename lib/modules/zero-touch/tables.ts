import { boolean, index, integer, jsonb, pgTable, real, text, timestamp } from "drizzle-orm/pg-core";
import type { ReviewStatus, RiskTier, RunStatus, ScoredComponent, ScoreTarget } from "@/lib/contract/zero-touch";
import { timestamps } from "@/lib/db/columns";
import type { ControlOverride, RunProfile, RunResult } from "./result-types";

/**
 * A zero touch run: the zero touch half of an assessment (same cbqsrw_ ID). The result is the
 * snapshot of the last scoring; composite and tier are copied out of it for the leaderboard.
 */
export const zeroTouchRuns = pgTable(
  "zero_touch_runs",
  {
    assessmentId: text("assessment_id").primaryKey(),
    orgId: text("org_id").notNull(),
    vendorId: text("vendor_id").notNull(),
    status: text("status").$type<RunStatus>().notNull().default("queued"),
    statusReason: text("status_reason"),
    reviewStatus: text("review_status").$type<ReviewStatus>().notNull().default("unreviewed"),
    /** The vendor's newest run that is not archived: its leaderboard row. */
    isLatest: boolean("is_latest").notNull().default(true),
    isArchived: boolean("is_archived").notNull().default(false),
    serviceIds: jsonb("service_ids").$type<string[]>().notNull().default([]),
    controlSetIds: jsonb("control_set_ids").$type<string[]>().notNull().default([]),
    previousRunId: text("previous_run_id"),
    compositeScore: real("composite_score"),
    riskTier: text("risk_tier").$type<RiskTier>(),
    /** Each component's key, status and score: the leaderboard's mini-bars without reading the result. */
    componentScores: jsonb("component_scores").$type<ScoredComponent[]>().notNull().default([]),
    /** Percent of the configured weight that had data at the last scoring; null until scored. */
    coveragePercent: real("coverage_percent"),
    /**
     * Scored with at least the organization's minimum coverage: ranked on its composite before every
     * run that is not. Written at scoring and again for every run when the minimum changes.
     */
    evidenceSufficient: boolean("evidence_sufficient").notNull().default(false),
    /** Reviewers' verdicts by control ID, applied over the matcher's at every scoring. */
    controlOverrides: jsonb("control_overrides").$type<Record<string, ControlOverride>>().notNull().default({}),
    /** The user an escalation was assigned to (the last escalation's). */
    escalatedToUserId: text("escalated_to_user_id"),
    result: jsonb("result").$type<RunResult>(),
    profile: jsonb("profile").$type<RunProfile>(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    index("zero_touch_runs_org_vendor_idx").on(table.orgId, table.vendorId, table.createdAt),
    // The leaderboard's order, read as an index range: sufficiently covered runs first, each group by
    // composite descending (unscored last), then vendor.
    index("zero_touch_runs_ranking_idx").on(
      table.orgId,
      table.isLatest,
      table.evidenceSufficient.desc(),
      table.compositeScore.desc().nullsLast(),
      table.vendorId,
    ),
  ],
);

/** Append-only review trail of a run; the database refuses updates and deletes (migration 0019). */
export const zeroTouchAudit = pgTable(
  "zero_touch_audit",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    assessmentId: text("assessment_id").notNull(),
    position: integer("position").notNull(),
    action: text("action").notNull(),
    instruction: text("instruction"),
    note: text("note"),
    changes: jsonb("changes").$type<{ field: string; before: unknown; after: unknown }[]>().notNull().default([]),
    compositeBefore: real("composite_before"),
    compositeAfter: real("composite_after"),
    actorType: text("actor_type").notNull(),
    actorId: text("actor_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("zero_touch_audit_run_idx").on(table.orgId, table.assessmentId, table.position)],
);

/** One row per organization once it saved its configuration; none reads as the defaults. */
export const zeroTouchConfigs = pgTable("zero_touch_configs", {
  orgId: text("org_id").primaryKey(),
  includeFinancialHealth: boolean("include_financial_health").notNull(),
  includeSecurityScore: boolean("include_security_score").notNull(),
  includeRegistration: boolean("include_registration").notNull(),
  includePeople: boolean("include_people").notNull(),
  controlWeight: integer("control_weight").notNull(),
  financialHealthWeight: integer("financial_health_weight").notNull(),
  securityWeight: integer("security_weight").notNull(),
  registrationWeight: integer("registration_weight").notNull(),
  peopleWeight: integer("people_weight").notNull(),
  scoreTarget: text("score_target").$type<ScoreTarget>().notNull(),
  pushRiskTierToVendor: boolean("push_risk_tier_to_vendor").notNull(),
  verificationPass: boolean("verification_pass").notNull(),
  minimumCoverage: integer("minimum_coverage").notNull().default(50),
  ...timestamps(),
});

export type ZeroTouchRunRow = typeof zeroTouchRuns.$inferSelect;
export type ZeroTouchAuditRow = typeof zeroTouchAudit.$inferSelect;
