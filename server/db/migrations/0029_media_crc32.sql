ALTER TABLE "media" ADD COLUMN "crc_low" bigint;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "crc_med" bigint;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "crc_full" bigint;