-- The search indexes (migration 0009) without GIN's pending list. With `fastupdate` on, new rows wait in an
-- unsorted list that every search reads through until a VACUUM merges it: after the bench's 20,000 news it held
-- 262 pages of the full-text index and 506 of the trigram one, and a typed prefix spent 4.3 ms in the index scan
-- instead of 0.7 ms. Content is written one item at a time by editors and read by every visitor, so each write
-- now updates the index in place. Turning the option off keeps what is already pending: merge it now.
ALTER INDEX search_items_document SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX search_items_title_trgm SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('search_items_document'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('search_items_title_trgm'::regclass);
