ALTER TABLE "assessment_evaluations" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "evaluation_round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_evaluations_round_control_idx" ON "assessment_evaluations" USING btree ("assessment_id","round","control_id");