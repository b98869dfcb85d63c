DROP INDEX "zero_touch_runs_leaderboard_idx";--> statement-breakpoint
ALTER TABLE "zero_touch_configs" ADD COLUMN "minimum_coverage" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "zero_touch_runs" ADD COLUMN "coverage_percent" real;--> statement-breakpoint
ALTER TABLE "zero_touch_runs" ADD COLUMN "evidence_sufficient" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "zero_touch_runs" ADD COLUMN "control_overrides" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "zero_touch_runs" ADD COLUMN "escalated_to_user_id" text;--> statement-breakpoint
CREATE INDEX "zero_touch_runs_ranking_idx" ON "zero_touch_runs" USING btree ("org_id","is_latest","evidence_sufficient" DESC NULLS LAST,"composite_score" DESC NULLS LAST,"vendor_id");--> statement-breakpoint
-- Runs scored before coverage existed: the configured weight of their scored components over that of
-- the switched-on ones (the organization's weights, or the defaults when it never saved any).
UPDATE "zero_touch_runs" AS "run" SET "coverage_percent" = "computed"."coverage"
FROM (
  SELECT "r"."assessment_id",
    round((100.0 * sum(CASE WHEN "c"->>'status' = 'scored' THEN "w"."weight" ELSE 0 END)
      / nullif(sum(CASE WHEN "c"->>'status' <> 'disabled' THEN "w"."weight" ELSE 0 END), 0))::numeric, 1) AS "coverage"
  FROM "zero_touch_runs" AS "r"
  LEFT JOIN "zero_touch_configs" AS "cfg" ON "cfg"."org_id" = "r"."org_id"
  CROSS JOIN LATERAL jsonb_array_elements("r"."component_scores") AS "c"
  CROSS JOIN LATERAL (SELECT CASE "c"->>'key'
    WHEN 'controls' THEN coalesce("cfg"."control_weight", 40)
    WHEN 'financial_health' THEN coalesce("cfg"."financial_health_weight", 15)
    WHEN 'security' THEN coalesce("cfg"."security_weight", 25)
    WHEN 'registration' THEN coalesce("cfg"."registration_weight", 10)
    ELSE coalesce("cfg"."people_weight", 10) END AS "weight") AS "w"
  WHERE "r"."result" IS NOT NULL
  GROUP BY "r"."assessment_id"
) AS "computed"
WHERE "run"."assessment_id" = "computed"."assessment_id";--> statement-breakpoint
UPDATE "zero_touch_runs" SET "evidence_sufficient" = ("composite_score" IS NOT NULL AND "coverage_percent" >= 50);
