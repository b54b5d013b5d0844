ALTER TABLE "news" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Items published before the column: the moment of their latest publication in the history, or, with none there
-- (written by the seed or a tool), the start of their day in Brasília.
UPDATE "news" SET "published_at" = coalesce(
  (
    SELECT max("created_at") FROM "editorial_changes"
    WHERE "subject" = 'news' AND "subject_id" = "news"."id" AND "action" = 'publish'
  ),
  "news_date"::timestamp AT TIME ZONE 'America/Sao_Paulo'
) WHERE "published";
