ALTER TABLE "media" ADD COLUMN "suggested_caption" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "suggested_credit" text DEFAULT '' NOT NULL;