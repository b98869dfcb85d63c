CREATE TABLE "radar_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"detector_id" text NOT NULL,
	"source_id" text NOT NULL,
	"data_id" text NOT NULL,
	"event_id" text,
	"impact_type" text,
	"summary" text NOT NULL,
	"severity" text NOT NULL,
	"confidence" text NOT NULL,
	"should_alert" boolean DEFAULT true NOT NULL,
	"is_dismissed" boolean DEFAULT false NOT NULL,
	"dismiss_reason" text,
	"dismissed_at" timestamp with time zone,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "radar_detectors" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "radar_event_vendors" (
	"event_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"org_id" text NOT NULL,
	"impact" text DEFAULT 'primary' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "radar_event_vendors_event_id_vendor_id_pk" PRIMARY KEY("event_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "radar_events" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"source_id" text NOT NULL,
	"data_id" text NOT NULL,
	"name" text,
	"summary" text NOT NULL,
	"primary_impact_type" text NOT NULL,
	"secondary_impact_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"risk_domain_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_url" text,
	"source_name" text,
	"occurred_at" timestamp with time zone,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "radar_source_data" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"source_id" text NOT NULL,
	"external_key" text NOT NULL,
	"title" text,
	"url" text,
	"summary" text,
	"published_at" timestamp with time zone,
	"event_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "radar_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"feed_url" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_polled_at" timestamp with time zone,
	"last_poll_status" text,
	"last_poll_error" text,
	"last_poll_item_count" integer,
	"last_poll_event_count" integer,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "radar_suppressions" (
	"org_id" text NOT NULL,
	"detector_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"impact_type" text NOT NULL,
	"alert_id" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "radar_suppressions_detector_id_vendor_id_impact_type_pk" PRIMARY KEY("detector_id","vendor_id","impact_type")
);
--> statement-breakpoint
CREATE TABLE "radar_keyword_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"keyword" text NOT NULL,
	"impact_type" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reassessment_vendors" (
	"reassessment_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"org_id" text NOT NULL,
	"source" text NOT NULL,
	"included" boolean DEFAULT true NOT NULL,
	"assessment_id" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reassessment_vendors_reassessment_id_vendor_id_pk" PRIMARY KEY("reassessment_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "reassessments" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text,
	"assessment_plan_id" text,
	"radar_event_id" text,
	"alert_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "radar_alerts_org_triage_idx" ON "radar_alerts" USING btree ("org_id","is_archived","is_dismissed","severity","created_at","id");--> statement-breakpoint
CREATE INDEX "radar_alerts_org_created_idx" ON "radar_alerts" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "radar_alerts_org_vendor_idx" ON "radar_alerts" USING btree ("org_id","vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "radar_alerts_org_event_idx" ON "radar_alerts" USING btree ("org_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "radar_alerts_detector_event_vendor_uq" ON "radar_alerts" USING btree ("detector_id","event_id","vendor_id") WHERE "radar_alerts"."event_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "radar_detectors_org_kind_uq" ON "radar_detectors" USING btree ("org_id","kind");--> statement-breakpoint
CREATE INDEX "radar_event_vendors_org_vendor_idx" ON "radar_event_vendors" USING btree ("org_id","vendor_id");--> statement-breakpoint
CREATE INDEX "radar_events_org_created_idx" ON "radar_events" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "radar_events_org_impact_idx" ON "radar_events" USING btree ("org_id","primary_impact_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "radar_source_data_source_key_uq" ON "radar_source_data" USING btree ("source_id","external_key");--> statement-breakpoint
CREATE INDEX "radar_sources_org_created_idx" ON "radar_sources" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "radar_sources_org_manual_uq" ON "radar_sources" USING btree ("org_id") WHERE "radar_sources"."kind" = 'manual';--> statement-breakpoint
CREATE INDEX "radar_keyword_rules_org_position_idx" ON "radar_keyword_rules" USING btree ("org_id","position");--> statement-breakpoint
CREATE INDEX "reassessment_vendors_org_vendor_idx" ON "reassessment_vendors" USING btree ("org_id","vendor_id");--> statement-breakpoint
CREATE INDEX "reassessments_org_created_idx" ON "reassessments" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reassessments_org_status_idx" ON "reassessments" USING btree ("org_id","status","created_at");