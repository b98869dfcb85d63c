CREATE TABLE "finding_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"finding_id" text NOT NULL,
	"body" text NOT NULL,
	"author_type" text NOT NULL,
	"author_id" text,
	"author_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "read_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_field_definitions" ADD COLUMN "minimum" double precision;--> statement-breakpoint
ALTER TABLE "custom_field_definitions" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "findings" ADD COLUMN "severity" text;--> statement-breakpoint
ALTER TABLE "findings" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "radar_alerts" ADD COLUMN "dismiss_reason_code" text;--> statement-breakpoint
ALTER TABLE "radar_alerts" ADD COLUMN "dismissed_by_type" text;--> statement-breakpoint
ALTER TABLE "radar_alerts" ADD COLUMN "dismissed_by_id" text;--> statement-breakpoint
ALTER TABLE "radar_alerts" ADD COLUMN "dismissed_by_name" text;--> statement-breakpoint
ALTER TABLE "bank_change_reviews" ADD COLUMN "verification_note" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "is_archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "request_headers" jsonb;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "response_headers" jsonb;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "response_body" text;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "response_body_truncated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "will_retry" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "finding_comments_org_finding_idx" ON "finding_comments" USING btree ("org_id","finding_id","created_at","id");--> statement-breakpoint
CREATE INDEX "findings_org_owner_idx" ON "findings" USING btree ("org_id","owner_id");--> statement-breakpoint
-- Written by hand: findings an assessment's analysis raised get a severity from the evaluation that
-- raised them (not met: high; no evidence or partly met: medium).
UPDATE "findings" AS f SET "severity" = CASE e."result" WHEN 'not_met' THEN 'high' ELSE 'medium' END
FROM "assessment_evaluations" AS e
WHERE e."finding_id" = f."id" AND e."org_id" = f."org_id" AND f."severity" IS NULL;--> statement-breakpoint
-- Written by hand: the sample portfolio's spend field is an amount of US dollars, never negative.
UPDATE "custom_field_definitions" SET "minimum" = 0, "currency" = 'USD' WHERE "field_type" = 'number' AND "field_name" = 'Annual spend (USD)' AND "minimum" IS NULL AND "currency" IS NULL;
