ALTER TABLE "news_associations" ADD COLUMN "news_date" date;--> statement-breakpoint
ALTER TABLE "news_associations" ADD COLUMN "news_published" boolean;--> statement-breakpoint
CREATE INDEX "news_associations_listed" ON "news_associations" USING btree ("text_enum","association_id","news_date","news_id") WHERE "news_associations"."news_published";