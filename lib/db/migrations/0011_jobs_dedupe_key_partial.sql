DROP INDEX "jobs_dedupe_key_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_key_unique" ON "jobs" USING btree ("dedupe_key") WHERE dedupe_key IS NOT NULL;