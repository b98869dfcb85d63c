CREATE TABLE "radar_feed_daily_items" (
	"org_id" text NOT NULL,
	"day" date NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "radar_feed_daily_items_org_id_day_pk" PRIMARY KEY("org_id","day")
);
--> statement-breakpoint
ALTER TABLE "radar_sources" ADD COLUMN "last_poll_skipped_count" integer;--> statement-breakpoint
ALTER TABLE "radar_sources" ADD COLUMN "poll_job_id" text;--> statement-breakpoint
ALTER TABLE "radar_sources" ADD COLUMN "poll_requested_at" timestamp with time zone;