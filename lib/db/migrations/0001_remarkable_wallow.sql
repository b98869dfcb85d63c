CREATE TABLE "domain_events" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"event_type" text NOT NULL,
	"data" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_field_definitions" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"field_name" text NOT NULL,
	"field_type" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"applies_to" text[] NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_field_values" (
	"org_id" text NOT NULL,
	"config_id" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_field_values_config_id_target_id_pk" PRIMARY KEY("config_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_fact_sheets" (
	"vendor_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"entity_id" text,
	"status" text NOT NULL,
	"completed_sections" text[] NOT NULL,
	"sections" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"generated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"external_id" text,
	"tag_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"relationship_owner_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"watcher_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"external_id" text,
	"name" text NOT NULL,
	"website" text,
	"description" text,
	"hq_location" text,
	"status_id" text,
	"tag_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"risk_analyst_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"relationship_owner_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"watcher_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"inherent_risk_level_id" text,
	"residual_risk_level_id" text,
	"engagement_type" text,
	"use_case" text,
	"tier" text,
	"security_contact_email" text,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD CONSTRAINT "custom_field_values_config_id_custom_field_definitions_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."custom_field_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_events_org_occurred_idx" ON "domain_events" USING btree ("org_id","occurred_at");--> statement-breakpoint
CREATE INDEX "custom_field_definitions_org_idx" ON "custom_field_definitions" USING btree ("org_id","position","created_at");--> statement-breakpoint
CREATE INDEX "custom_field_values_target_idx" ON "custom_field_values" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_invitations_token_hash_unique" ON "user_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_invitations_user_idx" ON "user_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "services_vendor_created_idx" ON "services" USING btree ("vendor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vendors_org_newest_idx" ON "vendors" USING btree ("org_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendors_org_external_id_idx" ON "vendors" USING btree ("org_id","external_id");--> statement-breakpoint
CREATE INDEX "vendors_tag_ids_gin_idx" ON "vendors" USING gin ("tag_ids");