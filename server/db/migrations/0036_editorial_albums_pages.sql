ALTER TABLE "albums" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "car_versions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "car_versions" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "pdf_file" text;--> statement-breakpoint
ALTER TABLE "section_pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "section_pages" ADD COLUMN "updated_at" timestamp with time zone;