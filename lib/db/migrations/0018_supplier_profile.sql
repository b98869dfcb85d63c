CREATE TABLE "bank_change_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"bank_account_id" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sealed_proposal" text NOT NULL,
	"proposed" jsonb NOT NULL,
	"identity_fingerprint" text,
	"signals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text NOT NULL,
	"proposed_by_type" text NOT NULL,
	"proposed_by_id" text NOT NULL,
	"proposed_by_name" text,
	"decided_by_id" text,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_bank_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"bank_country" text,
	"currency" text,
	"bank_account_name" text,
	"sealed_values" text NOT NULL,
	"account_number_last4" text,
	"iban_last4" text,
	"swift_bic" text,
	"identity_fingerprint" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"validation_status" text NOT NULL,
	"validation_results" jsonb NOT NULL,
	"country_config_version" text,
	"statement_document_id" text,
	"source" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_diversity_records" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"classification" text NOT NULL,
	"certifying_body" text,
	"certificate_number" text,
	"certified_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"document_id" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_legal_entity_assignments" (
	"org_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"legal_entity_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_legal_entity_assignments_vendor_id_legal_entity_id_pk" PRIMARY KEY("vendor_id","legal_entity_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_sites" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"service_id" text,
	"address_line_1" text,
	"address_line_2" text,
	"address_line_3" text,
	"address_line_4" text,
	"city" text,
	"state_or_region" text,
	"county" text,
	"postal_code" text,
	"country" text NOT NULL,
	"label" text,
	"activity_description" text DEFAULT '' NOT NULL,
	"location_purpose" text,
	"address_role" text,
	"finance_address_code" text,
	"remit_to_site_id" text,
	"subdivision_code" text NOT NULL,
	"subdivision_code_set" boolean DEFAULT false NOT NULL,
	"po_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"remittance_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"status" text DEFAULT 'active' NOT NULL,
	"source" text NOT NULL,
	"validation_results" jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_tax_registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"country" text NOT NULL,
	"registration_type" text NOT NULL,
	"sealed_value" text NOT NULL,
	"value_last4" text,
	"validation_status" text NOT NULL,
	"validation_results" jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "activity_log_org_time_idx";--> statement-breakpoint
DROP INDEX "activity_log_org_target_time_idx";--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "vendor_id" text;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
CREATE INDEX "bank_change_reviews_org_status_idx" ON "bank_change_reviews" USING btree ("org_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "bank_change_reviews_org_vendor_idx" ON "bank_change_reviews" USING btree ("org_id","vendor_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_change_reviews_one_pending_uq" ON "bank_change_reviews" USING btree ("bank_account_id") WHERE "bank_change_reviews"."status" = 'pending' and "bank_change_reviews"."bank_account_id" is not null;--> statement-breakpoint
CREATE INDEX "vendor_bank_accounts_org_vendor_idx" ON "vendor_bank_accounts" USING btree ("org_id","vendor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_bank_accounts_one_primary_uq" ON "vendor_bank_accounts" USING btree ("vendor_id") WHERE "vendor_bank_accounts"."is_primary" and "vendor_bank_accounts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "vendor_bank_accounts_org_fingerprint_idx" ON "vendor_bank_accounts" USING btree ("org_id","identity_fingerprint");--> statement-breakpoint
CREATE INDEX "vendor_diversity_records_org_vendor_idx" ON "vendor_diversity_records" USING btree ("org_id","vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_legal_entity_assignments_org_idx" ON "vendor_legal_entity_assignments" USING btree ("org_id","vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_sites_org_vendor_idx" ON "vendor_sites" USING btree ("org_id","vendor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_sites_one_primary_uq" ON "vendor_sites" USING btree ("vendor_id") WHERE "vendor_sites"."is_primary" and "vendor_sites"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_tax_registrations_key_uq" ON "vendor_tax_registrations" USING btree ("vendor_id","country","registration_type");--> statement-breakpoint
CREATE INDEX "vendor_tax_registrations_org_vendor_idx" ON "vendor_tax_registrations" USING btree ("org_id","vendor_id");--> statement-breakpoint
CREATE INDEX "activity_log_org_vendor_feed_idx" ON "activity_log" USING btree ("org_id","vendor_id","occurred_at","id") WHERE "activity_log"."vendor_id" is not null;--> statement-breakpoint
CREATE INDEX "activity_log_org_time_idx" ON "activity_log" USING btree ("org_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "activity_log_org_target_time_idx" ON "activity_log" USING btree ("org_id","target_type","target_id","occurred_at","id");