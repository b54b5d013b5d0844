-- The two lookups of the site search (server/services/searchQuery.ts) as functions, each with its planner setting
-- attached, so a search is one statement and needs no transaction to set them:
-- - the published items matching a tsquery, through the GIN index: at 20,000 rows PostgreSQL's cost model prefers
--   reading the whole table, which measured 8.7 ms against 3.2 ms for the index on a two-word query;
-- - the published items whose title is within a typo of the query: `<%` compares with this threshold (0.3: one
--   wrong letter in a five-letter word is about 0.33), through the trigram index.
CREATE OR REPLACE FUNCTION search_matching(query tsquery) RETURNS SETOF search_items
LANGUAGE sql STABLE SET enable_seqscan = off AS $$
  SELECT * FROM search_items WHERE published AND document @@ query
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION search_close_titles(query text) RETURNS SETOF search_items
LANGUAGE sql STABLE SET enable_seqscan = off SET pg_trgm.word_similarity_threshold = 0.3 AS $$
  SELECT * FROM search_items WHERE published AND query <% title_norm
$$;
