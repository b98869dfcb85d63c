CREATE TABLE "findings" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"vendor_id" text,
	"assessment_id" text,
	"finding_status_id" text,
	"due_date" bigint,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "obligations" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"vendor_id" text,
	"statement" text NOT NULL,
	"status" text DEFAULT 'not_satisfied' NOT NULL,
	"obligation_type" text DEFAULT 'cuec' NOT NULL,
	"compliance_type" text,
	"vendor_document_id" text,
	"assignee_id" text,
	"assignee_group_id" text,
	"due_date" bigint,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "findings_org_created_idx" ON "findings" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "findings_org_vendor_idx" ON "findings" USING btree ("org_id","vendor_id");--> statement-breakpoint
CREATE INDEX "findings_org_assessment_idx" ON "findings" USING btree ("org_id","assessment_id");--> statement-breakpoint
CREATE INDEX "obligations_org_created_idx" ON "obligations" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "obligations_org_vendor_idx" ON "obligations" USING btree ("org_id","vendor_id");