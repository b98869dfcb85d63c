CREATE TABLE "contract_records" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"contract_type" text NOT NULL,
	"vendor_id" text,
	"counterparty_name" text,
	"parent_contract_id" text,
	"workflow_state" text DEFAULT 'draft' NOT NULL,
	"lifecycle_status_id" text,
	"effective_date" bigint,
	"term_start_date" bigint,
	"expiration_date" bigint,
	"renewal_date" bigint,
	"auto_renew" text,
	"termination_notice_period_days" integer,
	"notice_deadline" bigint,
	"contract_value_amount" numeric,
	"contract_value_currency" text,
	"executed_at" timestamp with time zone,
	"owner_user_id" text,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_reminders" (
	"contract_id" text NOT NULL,
	"threshold_days" integer NOT NULL,
	"deadline" bigint NOT NULL,
	"org_id" text NOT NULL,
	"owner_user_id" text,
	"email_id" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_reminders_contract_id_threshold_days_deadline_pk" PRIMARY KEY("contract_id","threshold_days","deadline")
);
--> statement-breakpoint
CREATE INDEX "contract_records_org_created_idx" ON "contract_records" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contract_records_org_vendor_idx" ON "contract_records" USING btree ("org_id","vendor_id");--> statement-breakpoint
CREATE INDEX "contract_records_org_parent_idx" ON "contract_records" USING btree ("org_id","parent_contract_id");--> statement-breakpoint
CREATE INDEX "contract_records_org_notice_idx" ON "contract_records" USING btree ("org_id","notice_deadline","id") WHERE "contract_records"."is_archived" = false;--> statement-breakpoint
CREATE INDEX "contract_records_org_expiration_idx" ON "contract_records" USING btree ("org_id","expiration_date","id") WHERE "contract_records"."is_archived" = false;--> statement-breakpoint
CREATE INDEX "contract_reminders_org_idx" ON "contract_reminders" USING btree ("org_id","sent_at");--> statement-breakpoint
-- Organizations created before contract records: the contract lifecycle statuses signup now creates.
INSERT INTO "statuses" ("id", "org_id", "entity", "name", "position")
SELECT 'cbst_' || md5(random()::text || o.id || s.name), o.id, 'contract', s.name, s.position
FROM "organizations" o CROSS JOIN (VALUES ('Active', 0), ('Expiring', 1), ('Expired', 2), ('Terminated', 3)) AS s(name, position)
WHERE NOT EXISTS (SELECT 1 FROM "statuses" x WHERE x.org_id = o.id AND x.entity = 'contract');
