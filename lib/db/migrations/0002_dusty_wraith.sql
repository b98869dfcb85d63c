DROP INDEX "vendors_org_newest_idx";--> statement-breakpoint
CREATE INDEX "vendors_org_created_idx" ON "vendors" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vendors_org_updated_idx" ON "vendors" USING btree ("org_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "vendors_org_name_idx" ON "vendors" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "vendors_org_status_created_idx" ON "vendors" USING btree ("org_id","status_id","created_at","id");