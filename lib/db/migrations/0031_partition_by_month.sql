-- The API call audit log and the domain events become partitioned by month of occurred_at, so that
-- retention drops a whole month instead of deleting it row by row (lib/db/partitions.ts). A
-- partitioned table's key must include the partition key, hence (id, occurred_at).
-- The audit log's indexes become ascending: read backwards they serve the list's
-- `ORDER BY occurred_at DESC, id DESC` (NULLS FIRST), which the DESC NULLS LAST ones could not.
-- Existing rows are copied into the DEFAULT partition; the app then creates the monthly partitions
-- (for the months these rows fall in, and a few ahead) and moves them out of it when it starts.
ALTER TABLE "api_audit_log" RENAME TO "api_audit_log_unpartitioned";--> statement-breakpoint
ALTER INDEX "api_audit_log_pkey" RENAME TO "api_audit_log_unpartitioned_pkey";--> statement-breakpoint
ALTER INDEX "api_audit_log_org_time_idx" RENAME TO "api_audit_log_unpartitioned_org_time_idx";--> statement-breakpoint
ALTER INDEX "api_audit_log_org_key_idx" RENAME TO "api_audit_log_unpartitioned_org_key_idx";--> statement-breakpoint
CREATE TABLE "api_audit_log" (
	"id" text NOT NULL,
	"org_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"route" text,
	"status_code" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"query_params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"api_key_id" text,
	"api_key_name" text,
	"user_id" text,
	"client_ip" text,
	"request_id" text NOT NULL,
	CONSTRAINT "api_audit_log_id_occurred_at_pk" PRIMARY KEY("id","occurred_at")
) PARTITION BY RANGE ("occurred_at");--> statement-breakpoint
CREATE INDEX "api_audit_log_org_time_idx" ON "api_audit_log" USING btree ("org_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "api_audit_log_org_key_idx" ON "api_audit_log" USING btree ("org_id","api_key_id","occurred_at");--> statement-breakpoint
CREATE TABLE "api_audit_log_default" PARTITION OF "api_audit_log" DEFAULT;--> statement-breakpoint
INSERT INTO "api_audit_log" SELECT * FROM "api_audit_log_unpartitioned";--> statement-breakpoint
DROP TABLE "api_audit_log_unpartitioned";--> statement-breakpoint
ALTER TABLE "domain_events" RENAME TO "domain_events_unpartitioned";--> statement-breakpoint
ALTER INDEX "domain_events_pkey" RENAME TO "domain_events_unpartitioned_pkey";--> statement-breakpoint
ALTER INDEX "domain_events_org_occurred_idx" RENAME TO "domain_events_unpartitioned_org_occurred_idx";--> statement-breakpoint
CREATE TABLE "domain_events" (
	"id" text NOT NULL,
	"org_id" text NOT NULL,
	"event_type" text NOT NULL,
	"data" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_events_id_occurred_at_pk" PRIMARY KEY("id","occurred_at")
) PARTITION BY RANGE ("occurred_at");--> statement-breakpoint
CREATE INDEX "domain_events_org_occurred_idx" ON "domain_events" USING btree ("org_id","occurred_at");--> statement-breakpoint
CREATE TABLE "domain_events_default" PARTITION OF "domain_events" DEFAULT;--> statement-breakpoint
INSERT INTO "domain_events" SELECT * FROM "domain_events_unpartitioned";--> statement-breakpoint
DROP TABLE "domain_events_unpartitioned";
