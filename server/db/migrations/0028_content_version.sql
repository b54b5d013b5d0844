-- How many times content changed, counted by the database itself: things derived from content and shared by every
-- API process (printed PDFs in the file store) are named by it, so any process reuses them until content changes,
-- and a restart does not make them stale. The same trigger that NOTIFYs the caches counts here.
CREATE TABLE content_version (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL
);--> statement-breakpoint
INSERT INTO content_version (id, version) VALUES (1, 0);--> statement-breakpoint

CREATE OR REPLACE FUNCTION notify_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_version SET version = version + 1 WHERE id = 1;
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
