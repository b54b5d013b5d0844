-- The company tree is `session` on the wire only; in the database, as in code, it is `company` (so it never reads
-- as a sign-in session). The check is widened here to let the rows change; the next migration narrows it.
ALTER TABLE "section_pages" DROP CONSTRAINT "section_pages_kind";--> statement-breakpoint
ALTER TABLE "section_pages" ADD CONSTRAINT "section_pages_kind" CHECK ("section_pages"."kind" in ('session', 'company', 'technology', 'emobility'));--> statement-breakpoint
UPDATE "section_pages" SET "kind" = 'company' WHERE "kind" = 'session';--> statement-breakpoint
UPDATE "template_blocks" SET "owner_type" = 'company' WHERE "owner_type" = 'session';
