-- The site search (issue 8): a Portuguese text-search configuration without accents, and the triggers that keep
-- search_items (migration 0008) in step with news, cars, versions, section pages, albums and their text blocks.
-- Triggers rather than code, so an edit from any process or tool, even plain SQL, is searchable at once; and the
-- same SQL runs on PGlite and on PostgreSQL (unaccent and pg_trgm come from migration 0001).

-- "veículos elétricos" and "veiculo eletrico" meet at the same stems: accents are removed before Portuguese
-- stemming. The ascii* token types already go straight to the stemmer.
CREATE TEXT SEARCH CONFIGURATION pt_unaccent (COPY = portuguese);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION pt_unaccent
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;--> statement-breakpoint

-- Editors' HTML, as words: tags and entities would otherwise become tokens ("strong", "nbsp").
CREATE OR REPLACE FUNCTION search_plain_text(html text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')
$$;--> statement-breakpoint

-- Model names with inner punctuation in their compact form: "T-Cross" -> "tcross", "ID.4" -> "id4". The parser
-- reads "ID.4" as one file-name token, so without this "id4" would never meet it. The query side does the same
-- (server/services/searchTerms.ts).
CREATE OR REPLACE FUNCTION search_compact_words(title text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(regexp_replace(m[1], '[-.]', '', 'g'), ' '), '')
  FROM regexp_matches(lower(unaccent(coalesce(title, ''))), '([[:alnum:]]+(?:[-.][[:alnum:]]+)+)', 'g') AS m
$$;--> statement-breakpoint

-- The title for trigram matching: lower case, no accents, model names compact ("aurora tcross"), so that "tcro"
-- and "tcros" come close to it.
CREATE OR REPLACE FUNCTION search_title_norm(title text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT regexp_replace(lower(unaccent(coalesce(title, ''))), '([[:alnum:]])[-.](?=[[:alnum:]])', '\1', 'g')
$$;--> statement-breakpoint

-- Title weighs A, subtitle B, the text C (ranked with these weights by server/services/searchQuery.ts).
CREATE OR REPLACE FUNCTION search_document(title text, subtitle text, body text) RETURNS tsvector
LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('pt_unaccent', coalesce(title, '')), 'A')
    || setweight(to_tsvector('simple', search_compact_words(title)), 'A')
    || setweight(to_tsvector('pt_unaccent', coalesce(subtitle, '')), 'B')
    || setweight(to_tsvector('pt_unaccent', search_plain_text(body)), 'C')
$$;--> statement-breakpoint

-- The text blocks below a page are part of its text.
CREATE OR REPLACE FUNCTION search_blocks_text(owner text, owner_key integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(b.text, ' ' ORDER BY b.position, b.id), '')
  FROM template_blocks b
  WHERE b.owner_type = owner AND b.owner_id = owner_key AND b.type = 1
$$;--> statement-breakpoint

-- Rewrites the rows of these items from their source. `published` is false for a draft AND for an item under a
-- draft (a version of a draft car, a level-2 page of a draft level-1 page), which the site does not show either.
CREATE OR REPLACE FUNCTION search_reindex(src text, ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  DELETE FROM search_items WHERE source = src AND source_id = ANY (ids);
  IF src = 'news' THEN
    INSERT INTO search_items
      (source, source_id, category_type, parent_id, title, subtitle, media_id, item_date, published, document, title_norm)
    SELECT 'news', n.id, 'news', NULL, n.title, n.subtitle, n.media_id, n.news_date, n.published,
      search_document(n.title, n.subtitle, n.description || ' ' || search_blocks_text('news', n.id)),
      search_title_norm(n.title)
    FROM news n
    WHERE n.id = ANY (ids);
  ELSIF src = 'cars' THEN
    INSERT INTO search_items
      (source, source_id, category_type, parent_id, title, subtitle, media_id, item_date, published, document, title_norm)
    SELECT 'cars', c.id, 'car', NULL, c.title, c.subtitle, coalesce(c.thumb_media_id, c.media_id), NULL, c.published,
      search_document(c.title, c.subtitle,
        c.description || ' ' || c.side_description || ' ' || search_blocks_text('car', c.id)),
      search_title_norm(c.title)
    FROM cars c
    WHERE c.id = ANY (ids);
    -- A version is public only while its car is: follow the car's publication.
    PERFORM search_reindex('car_versions', array(SELECT v.id FROM car_versions v WHERE v.car_id = ANY (ids)));
  ELSIF src = 'car_versions' THEN
    INSERT INTO search_items
      (source, source_id, category_type, parent_id, title, subtitle, media_id, item_date, published, document, title_norm)
    SELECT 'car_versions', v.id, 'car_version', v.car_id, v.title, v.subtitle, v.media_id, NULL,
      v.published AND c.published,
      search_document(v.title, v.subtitle,
        v.description || ' ' || v.side_description || ' ' || search_blocks_text('version', v.id)),
      search_title_norm(v.title)
    FROM car_versions v
    JOIN cars c ON c.id = v.car_id
    WHERE v.id = ANY (ids);
  ELSIF src = 'albums' THEN
    INSERT INTO search_items
      (source, source_id, category_type, parent_id, title, subtitle, media_id, item_date, published, document, title_norm)
    SELECT 'albums', a.id, 'gallery', NULL, a.title, '', a.cover_media_id, NULL, true,
      search_document(a.title, '', a.description), search_title_norm(a.title)
    FROM albums a
    WHERE a.id = ANY (ids);
  ELSIF src IN ('company', 'technology', 'emobility') THEN
    INSERT INTO search_items
      (source, source_id, category_type, parent_id, title, subtitle, media_id, item_date, published, document, title_norm)
    SELECT src, p.id,
      CASE src
        WHEN 'company' THEN CASE WHEN p.parent_id IS NULL THEN 'session' ELSE 'sub_session' END
        WHEN 'technology' THEN CASE WHEN p.parent_id IS NULL THEN 'technology' ELSE 'subtechnology' END
        ELSE CASE WHEN p.parent_id IS NULL THEN 'mobilidade-eletrica' ELSE 'submobilidade-eletrica' END
      END,
      p.parent_id, p.title, p.subtitle, p.media_id, NULL, p.published AND coalesce(parent.published, true),
      search_document(p.title, p.subtitle,
        p.description || ' ' || p.side_description || ' ' || search_blocks_text(src, p.id)),
      search_title_norm(p.title)
    FROM section_pages p
    LEFT JOIN section_pages parent ON parent.kind = p.kind AND parent.id = p.parent_id
    WHERE p.kind = src AND p.id = ANY (ids);
    -- Level-2 pages follow their level-1 page's publication (only level-1 pages have children: no recursion).
    PERFORM search_reindex(src, array(
      SELECT child.id FROM section_pages child
      JOIN section_pages p ON p.kind = child.kind AND p.id = child.parent_id
      WHERE child.kind = src AND p.id = ANY (ids) AND p.parent_id IS NULL AND child.id <> ALL (ids)));
  END IF;
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION search_reindex_all() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_items;
  PERFORM search_reindex('news', array(SELECT id FROM news));
  PERFORM search_reindex('cars', array(SELECT id FROM cars));
  PERFORM search_reindex('albums', array(SELECT id FROM albums));
  PERFORM search_reindex('company', array(SELECT id FROM section_pages WHERE kind = 'company'));
  PERFORM search_reindex('technology', array(SELECT id FROM section_pages WHERE kind = 'technology'));
  PERFORM search_reindex('emobility', array(SELECT id FROM section_pages WHERE kind = 'emobility'));
END;
$$;--> statement-breakpoint

-- Statement triggers with transition tables: a bulk insert of 20,000 news reindexes them in one pass, not 20,000.
-- TG_ARGV[0] is the source of tables keyed by `id` alone.
CREATE OR REPLACE FUNCTION search_ids_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id) INTO changed FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id) INTO changed FROM old_rows;
  ELSE
    SELECT array_agg(id) INTO changed FROM (SELECT id FROM new_rows UNION SELECT id FROM old_rows) ids;
  END IF;
  PERFORM search_reindex(TG_ARGV[0], changed);
  RETURN NULL;
END;
$$;--> statement-breakpoint

-- Section pages are keyed by (kind, id); the kind is the source.
CREATE OR REPLACE FUNCTION search_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  page_kind text;
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR page_kind, changed IN SELECT kind, array_agg(id) FROM new_rows GROUP BY kind LOOP
      PERFORM search_reindex(page_kind, changed);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR page_kind, changed IN SELECT kind, array_agg(id) FROM old_rows GROUP BY kind LOOP
      PERFORM search_reindex(page_kind, changed);
    END LOOP;
  ELSE
    FOR page_kind, changed IN
      SELECT kind, array_agg(id) FROM (SELECT kind, id FROM new_rows UNION SELECT kind, id FROM old_rows) pages
      GROUP BY kind
    LOOP
      PERFORM search_reindex(page_kind, changed);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint

-- A text block changes its owner's text.
CREATE OR REPLACE FUNCTION search_blocks_owners_changed(owners text[], owner_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  owner text;
  changed integer[];
BEGIN
  FOR owner, changed IN
    SELECT o.owner_type, array_agg(DISTINCT o.owner_id) FROM unnest(owners, owner_ids) AS o (owner_type, owner_id)
    GROUP BY o.owner_type
  LOOP
    PERFORM search_reindex(CASE owner WHEN 'car' THEN 'cars' WHEN 'version' THEN 'car_versions' ELSE owner END, changed);
  END LOOP;
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION search_blocks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners text[];
  owner_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(owner_type), array_agg(owner_id) INTO owners, owner_ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(owner_type), array_agg(owner_id) INTO owners, owner_ids FROM old_rows;
  ELSE
    SELECT array_agg(owner_type), array_agg(owner_id) INTO owners, owner_ids
    FROM (SELECT owner_type, owner_id FROM new_rows UNION SELECT owner_type, owner_id FROM old_rows) blocks;
  END IF;
  PERFORM search_blocks_owners_changed(owners, owner_ids);
  RETURN NULL;
END;
$$;--> statement-breakpoint

-- TRUNCATE has no transition tables: rebuild the whole index (rare, and only from tools).
CREATE OR REPLACE FUNCTION search_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_reindex_all();
  RETURN NULL;
END;
$$;--> statement-breakpoint

DO $$
DECLARE
  source_table text;
  handler text;
BEGIN
  FOREACH source_table IN ARRAY ARRAY['news', 'cars', 'car_versions', 'albums', 'section_pages', 'template_blocks'] LOOP
    handler := CASE source_table
      WHEN 'section_pages' THEN 'search_pages_changed()'
      WHEN 'template_blocks' THEN 'search_blocks_changed()'
      ELSE format('search_ids_changed(%L)', source_table)
    END;
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %s',
      source_table || '_search_insert', source_table, handler);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      || 'FOR EACH STATEMENT EXECUTE FUNCTION %s',
      source_table || '_search_update', source_table, handler);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %s',
      source_table || '_search_delete', source_table, handler);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION search_truncated()',
      source_table || '_search_truncate', source_table);
  END LOOP;
END;
$$;--> statement-breakpoint

SELECT search_reindex_all();
