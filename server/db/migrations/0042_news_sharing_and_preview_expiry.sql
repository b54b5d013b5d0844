ALTER TABLE "car_versions" ADD COLUMN "preview_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "preview_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "preview_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "meta_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "share_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "share_media_id" integer;--> statement-breakpoint
ALTER TABLE "section_pages" ADD COLUMN "preview_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_share_media_id_media_id_fk" FOREIGN KEY ("share_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "news_slug" ON "news" USING btree ("slug") WHERE "news"."slug" <> '';--> statement-breakpoint
-- Preview links made before they had an expiry: a week from now, so a link already sent keeps working that long.
UPDATE "news" SET "preview_expires_at" = now() + interval '7 days' WHERE "preview_token" IS NOT NULL;--> statement-breakpoint
UPDATE "cars" SET "preview_expires_at" = now() + interval '7 days' WHERE "preview_token" IS NOT NULL;--> statement-breakpoint
UPDATE "car_versions" SET "preview_expires_at" = now() + interval '7 days' WHERE "preview_token" IS NOT NULL;--> statement-breakpoint
UPDATE "section_pages" SET "preview_expires_at" = now() + interval '7 days' WHERE "preview_token" IS NOT NULL;
