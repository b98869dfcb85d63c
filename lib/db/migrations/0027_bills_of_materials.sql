CREATE TABLE "bills_of_materials" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"document_id" text NOT NULL,
	"service_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"format" text DEFAULT 'unknown' NOT NULL,
	"bom_type" text DEFAULT 'other' NOT NULL,
	"parse_status" text DEFAULT 'pending' NOT NULL,
	"spec_version" text,
	"serial_number" text,
	"component_count" integer DEFAULT 0 NOT NULL,
	"name" text,
	"parse_error" text,
	"parsed_at" timestamp with time zone,
	"quality" jsonb,
	"is_latest" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bom_advisories" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"osv_id" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"summary" text,
	"severity" text,
	"advisory" jsonb NOT NULL,
	"package_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"matched_at" timestamp with time zone,
	"matched_vendor_count" integer DEFAULT 0 NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bom_advisory_matches" (
	"advisory_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"org_id" text NOT NULL,
	"bom_id" text NOT NULL,
	"components" jsonb NOT NULL,
	"radar_event_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bom_advisory_matches_advisory_id_vendor_id_pk" PRIMARY KEY("advisory_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "bom_components" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"bom_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"document_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"version" text,
	"purl" text,
	"package_key" text,
	"cpe" text,
	"group_name" text,
	"supplier" text,
	"author" text,
	"description" text,
	"bom_ref" text,
	"component_type" text NOT NULL,
	"kind" text DEFAULT 'component' NOT NULL,
	"licenses" text[] DEFAULT '{}'::text[] NOT NULL,
	"license_suggestions" jsonb,
	"hashes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hash_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"external_references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"model_card" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text,
	"size" bigint,
	"sha256" text,
	"expires_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "boms_org_created_idx" ON "bills_of_materials" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "boms_org_vendor_created_idx" ON "bills_of_materials" USING btree ("org_id","vendor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "boms_latest_per_vendor_uq" ON "bills_of_materials" USING btree ("vendor_id") WHERE "bills_of_materials"."is_latest";--> statement-breakpoint
CREATE UNIQUE INDEX "bom_advisories_org_osv_uq" ON "bom_advisories" USING btree ("org_id","osv_id");--> statement-breakpoint
CREATE INDEX "bom_advisories_org_created_idx" ON "bom_advisories" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bom_advisories_packages_idx" ON "bom_advisories" USING gin ("package_keys");--> statement-breakpoint
CREATE INDEX "bom_advisory_matches_org_vendor_idx" ON "bom_advisory_matches" USING btree ("org_id","vendor_id");--> statement-breakpoint
CREATE INDEX "bom_components_bom_position_idx" ON "bom_components" USING btree ("bom_id","position");--> statement-breakpoint
CREATE INDEX "bom_components_org_purl_idx" ON "bom_components" USING btree ("org_id",lower("purl") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bom_components_org_name_idx" ON "bom_components" USING btree ("org_id",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bom_components_org_package_idx" ON "bom_components" USING btree ("org_id","package_key");--> statement-breakpoint
CREATE INDEX "bom_components_hashes_idx" ON "bom_components" USING gin ("hash_values");--> statement-breakpoint
CREATE INDEX "bom_components_licenses_idx" ON "bom_components" USING gin ("licenses");--> statement-breakpoint
CREATE UNIQUE INDEX "file_uploads_storage_key_uq" ON "file_uploads" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "file_uploads_org_created_idx" ON "file_uploads" USING btree ("org_id","created_at");