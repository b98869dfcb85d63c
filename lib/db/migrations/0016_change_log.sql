ALTER TABLE "activity_log" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "target_name" text;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "changes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "reason" text;--> statement-breakpoint
CREATE INDEX "activity_log_org_target_time_idx" ON "activity_log" USING btree ("org_id","target_type","target_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
UPDATE "activity_log" SET "action" = regexp_replace("action", '^[^.]*\.', '') WHERE "action" LIKE '%.%';--> statement-breakpoint
UPDATE "activity_log" SET "reason" = "details"->>'reason' WHERE "details"->>'reason' IS NOT NULL;
