DROP INDEX "loans_status";--> statement-breakpoint
CREATE INDEX "loans_newest" ON "loans" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "loans_status_newest" ON "loans" USING btree ("status","created_at","id");