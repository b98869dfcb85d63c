CREATE TABLE "zero_touch_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"assessment_id" text NOT NULL,
	"position" integer NOT NULL,
	"action" text NOT NULL,
	"instruction" text,
	"note" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"composite_before" real,
	"composite_after" real,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zero_touch_configs" (
	"org_id" text PRIMARY KEY NOT NULL,
	"include_financial_health" boolean NOT NULL,
	"include_security_score" boolean NOT NULL,
	"include_registration" boolean NOT NULL,
	"include_people" boolean NOT NULL,
	"control_weight" integer NOT NULL,
	"financial_health_weight" integer NOT NULL,
	"security_weight" integer NOT NULL,
	"registration_weight" integer NOT NULL,
	"people_weight" integer NOT NULL,
	"score_target" text NOT NULL,
	"push_risk_tier_to_vendor" boolean NOT NULL,
	"verification_pass" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zero_touch_runs" (
	"assessment_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"status_reason" text,
	"review_status" text DEFAULT 'unreviewed' NOT NULL,
	"is_latest" boolean DEFAULT true NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"service_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"control_set_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"previous_run_id" text,
	"composite_score" real,
	"risk_tier" text,
	"component_scores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result" jsonb,
	"profile" jsonb,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "is_zero_touch" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "control_sets" ADD COLUMN "template_key" text;--> statement-breakpoint
CREATE INDEX "zero_touch_audit_run_idx" ON "zero_touch_audit" USING btree ("org_id","assessment_id","position");--> statement-breakpoint
CREATE INDEX "zero_touch_runs_org_vendor_idx" ON "zero_touch_runs" USING btree ("org_id","vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "zero_touch_runs_leaderboard_idx" ON "zero_touch_runs" USING btree ("org_id","is_latest","composite_score" DESC NULLS LAST,"vendor_id");--> statement-breakpoint
-- Sets seeded before template keys existed get theirs from their seeded names.
UPDATE "control_sets" SET "template_key" = CASE "name"
	WHEN 'SOC 2 Security Baseline' THEN 'soc2'
	WHEN 'ISO 27001 Annex A Core' THEN 'iso27001'
	WHEN 'Zero Touch Public Evidence' THEN 'zero_touch'
END WHERE "template_key" IS NULL;--> statement-breakpoint
-- The review trail is append-only: the application has no update or delete path, and the database refuses both.
CREATE FUNCTION "vrp_zero_touch_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'zero_touch_audit is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "zero_touch_audit_append_only" BEFORE UPDATE OR DELETE ON "zero_touch_audit"
	FOR EACH ROW EXECUTE FUNCTION "vrp_zero_touch_audit_append_only"();
