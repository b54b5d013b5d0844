-- The site search's ranked lookup (server/services/searchQuery.ts) as a PL/pgSQL function: its statement is
-- planned once per connection and reused, where the same SQL sent as text was planned at every search (about 2 ms
-- of a 6 ms autocomplete). The GIN index is preferred to a table scan, as in search_matching (0010).
--
-- Ranking: ts_rank_cd with titles far above subtitles and text, plus how close the whole title is to the query
-- (written either way: 't cross' is close to 'aurora tcross'), times a small boost for newer news (up to 10%, fading
-- over a year). The title closeness (pg_trgm) costs more than the rank, so it is computed for candidates only: every
-- match that is not a news item, and `news_limit` news, the best by text rank (ts_rank: cheaper than ts_rank_cd,
-- which a query matching thousands of news would compute for each), or the newest (`newest_news`) while the visitor
-- is typing.
CREATE OR REPLACE FUNCTION search_recency(item_date date) RETURNS float8 LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN item_date IS NULL THEN 1
    ELSE 1 + 0.1 * exp(-greatest(current_date - item_date, 0)::float8 / 365) END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION search_ranked(
  match tsquery, folded text, compact text, result_limit integer, news_limit integer, newest_news boolean
) RETURNS TABLE (
  source text, source_id integer, category_type text, parent_id integer, title text, subtitle text,
  date text, folder text, file_low text
)
LANGUAGE plpgsql STABLE SET enable_seqscan = off AS $$
BEGIN
  RETURN QUERY
  WITH matches AS MATERIALIZED (
    SELECT s.source, s.source_id, s.category_type, s.parent_id, s.title, s.subtitle, s.media_id, s.item_date,
      s.document, s.title_norm
    FROM search_items s
    WHERE s.published AND s.document @@ match
  ), candidates AS (
    SELECT * FROM matches m WHERE m.category_type <> 'news'
    UNION ALL
    (SELECT * FROM matches m WHERE m.category_type = 'news'
      ORDER BY
        CASE WHEN newest_news THEN 0
          ELSE ts_rank('{0.05, 0.1, 0.4, 1.0}', m.document, match) * search_recency(m.item_date) END DESC,
        m.item_date DESC, m.source_id DESC
      LIMIT news_limit)
  )
  SELECT c.source, c.source_id, c.category_type, c.parent_id, c.title, c.subtitle,
    to_char(c.item_date, 'YYYY-MM-DD'), md.folder, md.file_low
  FROM candidates c
  -- An album without a cover shows its first photo.
  LEFT JOIN media md ON md.id = coalesce(c.media_id, CASE WHEN c.category_type = 'gallery' THEN (
    SELECT am.media_id FROM album_media am WHERE am.album_id = c.source_id ORDER BY am.position LIMIT 1) END)
  ORDER BY
    (ts_rank_cd('{0.05, 0.1, 0.4, 1.0}', c.document, match)
      + CASE WHEN compact = folded THEN similarity(c.title_norm, folded)
        ELSE greatest(similarity(c.title_norm, folded), similarity(c.title_norm, compact)) END)
      * search_recency(c.item_date) DESC,
    c.item_date DESC NULLS LAST, c.source_id DESC
  LIMIT result_limit;
END;
$$;
