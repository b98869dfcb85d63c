DROP INDEX "jobs_runnable_idx";--> statement-breakpoint
CREATE INDEX "jobs_claim_order_idx" ON "jobs" USING btree ("run_at","id") WHERE status = 'queued';