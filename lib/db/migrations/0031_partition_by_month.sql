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
-- Each organization's rows per month, kept by the triggers below in the statement that inserts or
-- deletes them (and by the purge when it drops a month): the audit log list's total without a
-- count of millions of rows. Moving rows between partitions goes around the parent, so it counts nothing.
CREATE TABLE "api_audit_log_counts" (
	"org_id" text NOT NULL,
	"month" timestamp with time zone NOT NULL,
	"rows" bigint NOT NULL,
	CONSTRAINT "api_audit_log_counts_org_id_month_pk" PRIMARY KEY("org_id","month")
);--> statement-breakpoint
INSERT INTO "api_audit_log_counts" ("org_id", "month", "rows")
SELECT "org_id", date_trunc('month', "occurred_at", 'UTC'), count(*) FROM "api_audit_log" GROUP BY 1, 2;--> statement-breakpoint
CREATE FUNCTION "api_audit_log_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- In key order, so that two batches of several organizations never wait on each other's rows.
  INSERT INTO api_audit_log_counts (org_id, month, rows)
  SELECT org_id, date_trunc('month', occurred_at, 'UTC'), count(*) FROM inserted GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (org_id, month) DO UPDATE SET rows = api_audit_log_counts.rows + excluded.rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "api_audit_log_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE api_audit_log_counts c SET rows = c.rows - d.rows
  FROM (SELECT org_id, date_trunc('month', occurred_at, 'UTC') AS month, count(*) AS rows
        FROM deleted GROUP BY 1, 2 ORDER BY 1, 2) d
  WHERE c.org_id = d.org_id AND c.month = d.month;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "api_audit_log_counted_insert" AFTER INSERT ON "api_audit_log"
REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "api_audit_log_count_inserted"();--> statement-breakpoint
CREATE TRIGGER "api_audit_log_counted_delete" AFTER DELETE ON "api_audit_log"
REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION "api_audit_log_count_deleted"();--> statement-breakpoint
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
