CREATE TABLE "intake_answers" (
	"session_id" text NOT NULL,
	"question_id" text NOT NULL,
	"org_id" text NOT NULL,
	"questionnaire_id" text NOT NULL,
	"position" integer NOT NULL,
	"question_text" text NOT NULL,
	"response_type" text NOT NULL,
	"options" jsonb NOT NULL,
	"guidance" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"answer_text" text,
	"selected_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reasoning" text,
	"confidence" text,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"human_answer" jsonb,
	"answered_at" timestamp with time zone,
	CONSTRAINT "intake_answers_session_id_question_id_pk" PRIMARY KEY("session_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "intake_questionnaires" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intake_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"questionnaire_id" text NOT NULL,
	"position" integer NOT NULL,
	"key" text,
	"text" text NOT NULL,
	"response_type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guidance" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intake_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"external_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"vendor_name" text NOT NULL,
	"vendor_website" text,
	"vendor_description" text,
	"use_case" text,
	"context" text DEFAULT '' NOT NULL,
	"context_truncated" boolean DEFAULT false NOT NULL,
	"questionnaire_ids" text[] NOT NULL,
	"filed_by_type" text NOT NULL,
	"filed_by_id" text NOT NULL,
	"filed_by_name" text,
	"procurement_status_id" text,
	"vendor_id" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "intake_questionnaires_org_idx" ON "intake_questionnaires" USING btree ("org_id","is_archived","created_at");--> statement-breakpoint
CREATE INDEX "intake_questions_questionnaire_idx" ON "intake_questions" USING btree ("questionnaire_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "intake_sessions_org_external_idx" ON "intake_sessions" USING btree ("org_id","external_id") WHERE "intake_sessions"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "intake_sessions_org_created_idx" ON "intake_sessions" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "intake_sessions_org_vendor_idx" ON "intake_sessions" USING btree ("org_id","vendor_id");--> statement-breakpoint
CREATE INDEX "intake_sessions_open_idx" ON "intake_sessions" USING btree ("status","updated_at") WHERE "intake_sessions"."status" in ('pending', 'processing');--> statement-breakpoint
-- Organizations created before intake: the procurement statuses and the default questionnaires signup now creates.
INSERT INTO "statuses" ("id", "org_id", "entity", "name", "position")
SELECT 'cbst_' || md5(random()::text || o.id || s.name), o.id, 'procurement', s.name, s.position
FROM "organizations" o CROSS JOIN (VALUES ('Submitted', 0), ('In review', 1), ('Approved', 2), ('Rejected', 3)) AS s(name, position)
WHERE NOT EXISTS (SELECT 1 FROM "statuses" x WHERE x.org_id = o.id AND x.entity = 'procurement');
--> statement-breakpoint
INSERT INTO "intake_questionnaires" ("id", "org_id", "name", "description", "type")
SELECT 'cbqsr_' || md5(random()::text || o.id || 'irq'), o.id, 'Inherent risk questionnaire', 'What the relationship exposes us to before any control is considered: the data shared, the access granted, where it runs, how much we depend on it and what rules apply.', 'irq'
FROM "organizations" o
WHERE NOT EXISTS (SELECT 1 FROM "intake_questionnaires" x WHERE x.org_id = o.id AND x.type = 'irq');
--> statement-breakpoint
INSERT INTO "intake_questions" ("id", "org_id", "questionnaire_id", "position", "key", "text", "response_type", "options", "guidance")
SELECT 'cbqstn_' || md5(random()::text || qn.id || v.key), qn.org_id, qn.id, v.position, v.key, v.text, v.response_type, v.options::jsonb, v.guidance
FROM "intake_questionnaires" qn CROSS JOIN (VALUES
  (0, 'service_description', 'What product or service will the vendor provide?', 'free_text', '[]', 'The vendor''s product or service and what it will do for us: scope of work, deliverables, platform.'),
  (1, 'data_types', 'Which types of our data will the vendor access, store or process?', 'multi_select', '["Personal data","Sensitive personal data","Payment card data","Health data","Confidential business data","No data from us"]', 'Personal data: names, emails, addresses, employee or customer records. Sensitive personal data: social security or national ID numbers, bank details, background checks, biometrics, ethnicity, religion. Payment card data: card numbers, cardholder data, PCI. Health data: medical or patient records, PHI, health insurance claims. Confidential business data: financials, pricing, contracts, source code, strategy, trade secrets. Choose ''No data from us'' only when the text says the vendor receives none.'),
  (2, 'system_access', 'What access will the vendor have to our systems or network?', 'single_select', '["No access","User accounts in our applications","Network or VPN access","Privileged or administrator access"]', 'Logins to our tools, SSO accounts, VPN or remote access, integration with our systems, admin or root rights, production access. ''No access'' only when the text says so.'),
  (3, 'premises_access', 'Will vendor staff work on our premises or have physical access to our sites?', 'single_select', '["Yes","No"]', 'On-site staff, badges, visits to our offices, warehouses, data centres or stores.'),
  (4, 'hosting', 'Where will the service or our data be hosted?', 'single_select', '["Public cloud (AWS, Azure, Google Cloud)","Vendor''s own data centres","On our premises or in our cloud account","No hosting involved"]', 'The hosting provider or data centre: AWS, Amazon Web Services, Microsoft Azure, Google Cloud, colocation, the vendor''s own servers, installed on our infrastructure, or a service with no system at all.'),
  (5, 'data_location', 'In which regions will our data be stored or processed?', 'multi_select', '["United States","European Union / EEA","United Kingdom","Canada","Asia-Pacific","Other"]', 'Data residency, data centre regions, countries where data is stored, processed or accessed from.'),
  (6, 'subprocessors_used', 'Will the vendor use sub-processors or subcontractors to deliver the service?', 'single_select', '["Yes","No"]', 'Sub-processors, subcontractors, third parties, outsourced partners, fourth parties.'),
  (7, 'subprocessors_named', 'Which sub-processors or subcontractors are named?', 'free_text', '[]', 'Names of the sub-processors, subcontractors or partners the vendor relies on.'),
  (8, 'criticality', 'How critical is the service to our business operations?', 'single_select', '["Critical: operations stop without it","High: significant disruption","Moderate: workarounds exist","Low: little impact"]', 'What happens if the service is unavailable: operations stop, revenue or customers affected, outage tolerance, business critical, nice to have.'),
  (9, 'substitutability', 'How easily could we replace the vendor?', 'single_select', '["Easily, within weeks","With effort, within months","Hard to replace"]', 'Alternatives in the market, sole or single source, deep integration, migration effort, lock-in, switching time.'),
  (10, 'certifications', 'Which security certifications or attestations does the vendor hold?', 'multi_select', '["SOC 2 Type II","SOC 1","ISO 27001","PCI DSS","HITRUST","None held"]', 'Audit reports and certificates: SOC 2, SOC 1, ISO/IEC 27001, PCI DSS attestation, HITRUST.'),
  (11, 'annual_spend', 'What is the expected annual spend with the vendor?', 'single_select', '["Under $50,000","$50,000 to $250,000","$250,000 to $1,000,000","Over $1,000,000"]', 'Contract value, annual fee, budget, price per year or per month.'),
  (12, 'regulatory_scope', 'Which regulations apply to the vendor''s work for us?', 'multi_select', '["GDPR","HIPAA","PCI DSS","SOX","GLBA","CCPA / CPRA","DORA","None identified"]', 'Laws and regulations named or implied by the data and sector: EU personal data, US health data, card data, financial reporting controls, financial institutions, California consumers, EU financial entities'' ICT providers.'),
  (13, 'customer_facing', 'Will the vendor interact with our customers or act on our behalf?', 'single_select', '["Yes","No"]', 'Contact with our customers, support on our behalf, communications sent in our name, call centres.'),
  (14, 'ai_use', 'Will the vendor use AI or machine learning on our data?', 'single_select', '["Yes","No"]', 'Artificial intelligence, machine learning, large language models, training models on our data.')
) AS v(position, key, text, response_type, options, guidance)
WHERE qn.type = 'irq' AND NOT EXISTS (SELECT 1 FROM "intake_questions" x WHERE x.questionnaire_id = qn.id);
--> statement-breakpoint
INSERT INTO "intake_questionnaires" ("id", "org_id", "name", "description", "type", "created_at", "updated_at")
SELECT 'cbqsr_' || md5(random()::text || o.id || 'vendor_onboarding'), o.id, 'Vendor onboarding', 'The facts procurement and accounts payable need to set the vendor up.', 'vendor_onboarding', now() + interval '1 millisecond', now() + interval '1 millisecond'
FROM "organizations" o
WHERE NOT EXISTS (SELECT 1 FROM "intake_questionnaires" x WHERE x.org_id = o.id AND x.type = 'vendor_onboarding');
--> statement-breakpoint
INSERT INTO "intake_questions" ("id", "org_id", "questionnaire_id", "position", "key", "text", "response_type", "options", "guidance")
SELECT 'cbqstn_' || md5(random()::text || qn.id || v.key), qn.org_id, qn.id, v.position, v.key, v.text, v.response_type, v.options::jsonb, v.guidance
FROM "intake_questionnaires" qn CROSS JOIN (VALUES
  (0, 'legal_name', 'What is the vendor''s legal entity name?', 'free_text', '[]', 'The registered company name, with its legal form (Inc., Ltd, GmbH, LLC, SAS).'),
  (1, 'headquarters', 'Where is the vendor headquartered?', 'free_text', '[]', 'Head office, headquarters city and country, registered address.'),
  (2, 'primary_contact', 'Who is the vendor''s primary contact for this engagement?', 'free_text', '[]', 'Account manager, contact person, their email or phone.'),
  (3, 'payment_terms', 'What payment terms were agreed?', 'single_select', '["Net 30","Net 45","Net 60","Paid in advance","Other"]', 'Payment terms, invoicing schedule, net days, prepayment.'),
  (4, 'purchase_order', 'Will invoices reference a purchase order?', 'single_select', '["Yes","No"]', 'Purchase order, PO number, invoicing against a PO.'),
  (5, 'small_business', 'Is the vendor a small or diverse business?', 'single_select', '["Yes","No"]', 'Small business, minority-owned, women-owned, veteran-owned, diverse supplier certification.')
) AS v(position, key, text, response_type, options, guidance)
WHERE qn.type = 'vendor_onboarding' AND NOT EXISTS (SELECT 1 FROM "intake_questions" x WHERE x.questionnaire_id = qn.id);
