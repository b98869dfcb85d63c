CREATE TABLE "portal_answers" (
	"portal_id" text NOT NULL,
	"question_id" text NOT NULL,
	"org_id" text NOT NULL,
	"answer_text" text,
	"selected_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text,
	"document_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reused_from_portal_id" text,
	"confirmed" boolean DEFAULT true NOT NULL,
	"answered_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_answers_portal_id_question_id_pk" PRIMARY KEY("portal_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "portal_invitees" (
	"portal_id" text NOT NULL,
	"email" text NOT NULL,
	"org_id" text NOT NULL,
	"section_key" text,
	"invited_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_invitees_portal_id_email_pk" PRIMARY KEY("portal_id","email")
);
--> statement-breakpoint
CREATE TABLE "portal_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"portal_id" text NOT NULL,
	"section_key" text NOT NULL,
	"section_title" text NOT NULL,
	"position" integer NOT NULL,
	"reuse_key" text NOT NULL,
	"text" text NOT NULL,
	"guidance" text,
	"response_type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_sign_in_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"portal_id" text NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_visitor_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"portal_id" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portals" ADD COLUMN "response_id" text;--> statement-breakpoint
ALTER TABLE "portals" ADD COLUMN "last_vendor_activity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portals" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "portal_questions_portal_idx" ON "portal_questions" USING btree ("portal_id","position");--> statement-breakpoint
CREATE INDEX "portal_sign_in_codes_portal_email_idx" ON "portal_sign_in_codes" USING btree ("portal_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_visitor_sessions_token_idx" ON "portal_visitor_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "portal_visitor_sessions_portal_idx" ON "portal_visitor_sessions" USING btree ("portal_id");