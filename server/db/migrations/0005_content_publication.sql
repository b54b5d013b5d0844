ALTER TABLE "car_versions" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "car_versions" ADD COLUMN "preview_token" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "preview_token" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "preview_token" text;--> statement-breakpoint
ALTER TABLE "section_pages" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "section_pages" ADD COLUMN "preview_token" text;--> statement-breakpoint
ALTER TABLE "template_blocks" ADD COLUMN "text_med" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "template_blocks" ADD COLUMN "text_low" text DEFAULT '' NOT NULL;