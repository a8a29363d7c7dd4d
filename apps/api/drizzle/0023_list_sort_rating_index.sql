-- A covering index for the rating sort of a category's visible products (decision 40). The sort is
-- rating, then review count, then id, all descending: most products of a large catalogue share a rating
-- (no reviews yet), so the old (category_id, rating) index left every match of the category to be read
-- from the wide product rows and sorted by review count before a page could be cut (7,852 rows for page 14
-- of one category at 100,000 products). Walked backwards, this index yields the exact order, and the price,
-- brand and shop filters read its included columns, so the page stops after its rows without the heap.
-- IF NOT EXISTS: a database where the index was built by hand (benchmarks) migrates without error.
CREATE INDEX IF NOT EXISTS "products_sort_category_rating_idx" ON "products" USING btree ("category_id","rating","review_count","id") INCLUDE ("brand_id","effective_price_cents","seller_id") WHERE "status" = 'active' AND "approval_status" = 'approved' AND "taxonomy_active";
