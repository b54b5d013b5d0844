-- The ranking of search_ranked (migrations 0011, 0022) without pg_trgm's `similarity` on each candidate: the share of
-- trigrams between the title and the query (written either way, 'taruma de o' and 'tarumadeo') is counted from the
-- title's trigrams kept in search_items.title_trigrams (0023): `ts_delete` drops the query's trigrams from them and
-- `length` counts what is left, so shared / (title's + query's - shared), in `real` as pg_trgm computes it, is the
-- very same figure. `similarity` split and lower-cased the title again at every call, through the locale's wide
-- characters: 5.5 us a call, two calls for each of the ~300 candidates of a full search, where `ts_delete` takes
-- 1.4 us (EXPLAIN ANALYZE and pgbench on PostgreSQL 15, bench seed of 20,000 news; a model alone 8.6 -> 6.9 ms).
-- Same answers in the same order as before, checked on 592 searches of the bench seed.

CREATE OR REPLACE FUNCTION search_ranked(
  match tsquery, folded text, compact text, result_limit integer, news_limit integer, newest_news boolean
) RETURNS TABLE (
  source text, source_id integer, category_type text, parent_id integer, title text, subtitle text,
  date text, folder text, file_low text
)
LANGUAGE plpgsql STABLE SET enable_seqscan = off AS $$
DECLARE
  folded_trigrams text[] := show_trgm(folded);
  compact_trigrams text[] := show_trgm(compact);
BEGIN
  RETURN QUERY
  -- The news candidates (ranking of migration 0011): sorted narrow, then read by row address. One statement, one
  -- snapshot: an address cannot point to another row version meanwhile.
  WITH news_top AS (
    SELECT s.ctid AS row_id,
      CASE WHEN newest_news THEN 0
        ELSE ts_rank('{0.05, 0.1, 0.4, 1.0}', s.document, match) * search_recency(s.item_date) END AS text_rank,
      s.item_date, s.source_id
    FROM search_items s
    WHERE s.published AND s.category_type = 'news' AND s.document @@ match
    ORDER BY 2 DESC, s.item_date DESC, s.source_id DESC
    LIMIT news_limit
  ), candidates AS (
    SELECT s.source, s.source_id, s.category_type, s.parent_id, s.title, s.subtitle, s.media_id, s.item_date,
      s.document, s.title_trigrams
    FROM search_items s
    WHERE s.published AND s.category_type <> 'news' AND s.document @@ match
    UNION ALL
    (SELECT s.source, s.source_id, s.category_type, s.parent_id, s.title, s.subtitle, s.media_id, s.item_date,
      s.document, s.title_trigrams
    FROM news_top t
    JOIN search_items s ON s.ctid = t.row_id
    -- Already in this order (a nested loop over news_top): no sort; it pins the sequence the final sort sees.
    ORDER BY t.text_rank DESC, t.item_date DESC, t.source_id DESC)
  )
  SELECT c.source, c.source_id, c.category_type, c.parent_id, c.title, c.subtitle,
    to_char(c.item_date, 'YYYY-MM-DD'), md.folder, md.file_low
  FROM (
    SELECT c.*, length(c.title_trigrams) AS title_count,
      length(ts_delete(c.title_trigrams, folded_trigrams)) AS folded_rest,
      CASE WHEN compact = folded THEN 0 ELSE length(ts_delete(c.title_trigrams, compact_trigrams)) END AS compact_rest
    FROM candidates c
    OFFSET 0
  ) c
  -- An album without a cover shows its first photo.
  LEFT JOIN media md ON md.id = coalesce(c.media_id, CASE WHEN c.category_type = 'gallery' THEN (
    SELECT am.media_id FROM album_media am WHERE am.album_id = c.source_id ORDER BY am.position LIMIT 1) END)
  ORDER BY
    (ts_rank_cd('{0.05, 0.1, 0.4, 1.0}', c.document, match)
      + CASE WHEN c.title_count = 0 THEN 0::real
        WHEN compact = folded THEN
          (c.title_count - c.folded_rest)::real / (cardinality(folded_trigrams) + c.folded_rest)::real
        ELSE greatest(
          (c.title_count - c.folded_rest)::real / (cardinality(folded_trigrams) + c.folded_rest)::real,
          (c.title_count - c.compact_rest)::real / (cardinality(compact_trigrams) + c.compact_rest)::real) END)
      * search_recency(c.item_date) DESC,
    c.item_date DESC NULLS LAST, c.source_id DESC
  LIMIT result_limit;
END;
$$;
