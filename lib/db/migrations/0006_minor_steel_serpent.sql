CREATE TABLE "assessment_evaluations" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"assessment_id" text NOT NULL,
	"control_id" text NOT NULL,
	"control_set_id" text NOT NULL,
	"position" integer NOT NULL,
	"result" text NOT NULL,
	"rationale" text,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"finding_id" text,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"status_reason" text,
	"control_set_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"supporting_document_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assignee_id" text,
	"score_percent" real,
	"workflow_run_id" text,
	"initiated_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"is_archived" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"name" text NOT NULL,
	"file_name" text NOT NULL,
	"extension" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text,
	"sha256" text,
	"storage_key" text,
	"document_type" text,
	"document_type_given" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"extracted_text" text,
	"status_reason" text,
	"service_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assessment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "assessment_evaluations_assessment_idx" ON "assessment_evaluations" USING btree ("org_id","assessment_id","position");--> statement-breakpoint
CREATE INDEX "assessments_org_created_idx" ON "assessments" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "assessments_org_vendor_idx" ON "assessments" USING btree ("org_id","vendor_id");--> statement-breakpoint
CREATE INDEX "documents_org_created_idx" ON "documents" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_org_vendor_idx" ON "documents" USING btree ("org_id","vendor_id");