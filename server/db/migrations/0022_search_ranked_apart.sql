-- The site search's ranked lookup (migration 0011) with the same answers in the same order, for less work. EXPLAIN
-- ANALYZE on PostgreSQL 15 with the bench seed (20,000 news), a model name alone (~3,300 matches):
-- - every match, with its tsvector, was kept in a materialised CTE and read twice (for the items that are not news,
--   then to rank the news), and the news were sorted with their whole rows: 1.3 ms writing and reading the CTE,
--   1.3 ms in the sort, of 9 ms;
-- - now the items that are not news come from their own small index (search_items_document_not_news, 0021), and the
--   news are ranked straight from the search index's scan, sorting only their rank, date, id and row address; the
--   `news_limit` best are then read by that address, in the same order, so equal final scores still come out as
--   before (the final sort sees the same rows in the same sequence).
-- 12.6 ms -> 8.5 ms a search for a model alone, 2.6 ms -> 1.9 ms a typed prefix (pgbench, one client).

CREATE OR REPLACE FUNCTION search_ranked(
  match tsquery, folded text, compact text, result_limit integer, news_limit integer, newest_news boolean
) RETURNS TABLE (
  source text, source_id integer, category_type text, parent_id integer, title text, subtitle text,
  date text, folder text, file_low text
)
LANGUAGE plpgsql STABLE SET enable_seqscan = off AS $$
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
      s.document, s.title_norm
    FROM search_items s
    WHERE s.published AND s.category_type <> 'news' AND s.document @@ match
    UNION ALL
    (SELECT s.source, s.source_id, s.category_type, s.parent_id, s.title, s.subtitle, s.media_id, s.item_date,
      s.document, s.title_norm
    FROM news_top t
    JOIN search_items s ON s.ctid = t.row_id
    -- Already in this order (a nested loop over news_top): no sort; it pins the sequence the final sort sees.
    ORDER BY t.text_rank DESC, t.item_date DESC, t.source_id DESC)
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
