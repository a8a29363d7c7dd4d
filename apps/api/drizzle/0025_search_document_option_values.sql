-- The listing search finds a product by the values of its options (decision 55): "teal hoodie" finds a hoodie
-- that comes in teal though neither its name nor its text says so. The typo vocabulary and the suggestions
-- knew the values already (decisions 49 and 54); the search document did not.
--
-- option_text: the product's distinct option values (value keys: lower-cased, as the filter spells them),
--   sorted, space-separated; NULL when the product has none. Kept by the option keys' triggers (migration
--   product_option_keys) beside option_keys and option_labels, but never emptied: a product whose values
--   are too many for an index row (its arrays '{}', decision 48) still holds them all here, as no index
--   includes this column. A generated column cannot read product_option_values, and its expression must be
--   immutable; to_tsvector of a text column with a regconfig is, so no wrapper over the arrays is needed.
-- search_document: as before (A = name, B = brand and category, C = description) plus D = option_text.
--   D is the weight nothing else uses, so `inNameOnly` (:AB) still means name, brand and category, and a
--   word only an option value holds ranks as a match outside the name. Appended last: a document without
--   option values is the same tsvector as before, positions included.
ALTER TABLE "products" ADD COLUMN "option_text" text;
--> statement-breakpoint
-- product_option_arrays gains the text (a SQL function's body is a string: refresh_product_option_keys,
-- which calls it, holds no dependency on it and is replaced below).
DROP FUNCTION product_option_arrays(integer[]);
--> statement-breakpoint
CREATE FUNCTION product_option_arrays(ids integer[])
RETURNS TABLE (product_id integer, keys text[], labels text[], words text)
LANGUAGE sql STABLE AS $$
	SELECT g.product_id,
		CASE WHEN sum(octet_length(g.name_key) + octet_length(g.value_key) + octet_length(g.name) + octet_length(g.value) + 16) > 1600
			THEN '{}' ELSE array_agg(g.name_key || ':' || g.value_key ORDER BY g.name_key, g.value_key) END,
		CASE WHEN sum(octet_length(g.name_key) + octet_length(g.value_key) + octet_length(g.name) + octet_length(g.value) + 16) > 1600
			THEN '{}' ELSE array_agg(ARRAY[g.name, g.value] ORDER BY g.name_key, g.value_key) END,
		string_agg(DISTINCT g.value_key, ' ' ORDER BY g.value_key)
	FROM (
		SELECT v.product_id, v.name_key, v.value_key, min(v.name) AS name, min(v.value) AS value
		FROM product_option_values v WHERE v.product_id = ANY (ids)
		GROUP BY v.product_id, v.name_key, v.value_key
	) g
	GROUP BY g.product_id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_product_option_keys(ids integer[]) RETURNS void
LANGUAGE sql AS $$
	UPDATE products p SET option_keys = a.keys, option_labels = a.labels, option_text = a.words
	FROM unnest(ids) AS changed(id) LEFT JOIN product_option_arrays(ids) a ON a.product_id = changed.id
	WHERE p.id = changed.id
		AND (p.option_keys IS DISTINCT FROM a.keys OR p.option_labels IS DISTINCT FROM a.labels
			OR p.option_text IS DISTINCT FROM a.words)
$$;
--> statement-breakpoint
-- One product's text, for the fill below only (dropped after it).
CREATE FUNCTION product_option_text_of(id integer) RETURNS text
LANGUAGE sql STABLE AS $$
	SELECT words FROM product_option_arrays(ARRAY[id])
$$;
--> statement-breakpoint
-- The fill and the new document in one rewrite of the table: PostgreSQL computes a stored generated column
-- from the new row, so search_document reads option_text as filled by the USING expression (a function call:
-- a subquery is not allowed there). Only products whose option_keys are not NULL hold values (decision 48).
-- Filling by an UPDATE first would write a second version of each such row into every index, which the
-- rewrite then rebuilds anyway. Dropping the column drops its GIN index, built again below.
ALTER TABLE "products"
	ALTER COLUMN "option_text" TYPE text
		USING CASE WHEN "option_keys" IS NULL THEN NULL ELSE product_option_text_of("id") END,
	DROP COLUMN "search_document",
	ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(product_name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(brand_name, '') || ' ' || coalesce(category_name, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce(option_text, '')), 'D')) STORED NOT NULL;
--> statement-breakpoint
DROP FUNCTION product_option_text_of(integer);
--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");
