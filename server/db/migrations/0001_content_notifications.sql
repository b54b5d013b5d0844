-- Extensions the newsroom relies on (search: unaccent, pg_trgm; loans: btree_gist for the exclusion constraint).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint

-- Any change to published content tells every API process to drop its cached answers (server/services/contentCache.ts).
-- A trigger rather than a call in code, so edits made from any tool, even plain SQL, are seen too.
CREATE OR REPLACE FUNCTION notify_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint

DO $$
DECLARE
  content_table text;
BEGIN
  FOREACH content_table IN ARRAY ARRAY[
    'media', 'albums', 'album_media', 'cars', 'car_versions', 'section_pages', 'template_blocks', 'news',
    'news_associations', 'contact_groups', 'contacts', 'banner_slides', 'social_feed_items'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed()',
      content_table || '_changed', content_table
    );
  END LOOP;
END;
$$;
