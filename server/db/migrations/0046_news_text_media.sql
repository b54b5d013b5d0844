CREATE TABLE "news_text_media" (
	"news_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	CONSTRAINT "news_text_media_news_id_media_id_pk" PRIMARY KEY("news_id","media_id")
);
--> statement-breakpoint
ALTER TABLE "news_text_media" ADD CONSTRAINT "news_text_media_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_text_media" ADD CONSTRAINT "news_text_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_text_media_media" ON "news_text_media" USING btree ("media_id");--> statement-breakpoint
-- The texts saved before: the photos whose address (`…/{folder}/{file}`) a text's picture names. From now on each save
-- records them from the text it parses (server/news/newsTextMedia.ts).
INSERT INTO "news_text_media" ("news_id", "media_id")
SELECT DISTINCT n.id, m.id
FROM "news" n
JOIN "media" m ON EXISTS (SELECT 1 FROM unnest(ARRAY[m.file_low, m.file_med, m.file_full]) AS f(name)
  WHERE f.name <> '' AND strpos(n.description, '/' || m.folder || '/' || f.name) > 0)
WHERE n.description LIKE '%<img%';--> statement-breakpoint
-- What the published items hold changes the files everyone may have: the caches hear of it as of any content.
CREATE TRIGGER news_text_media_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news_text_media"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
