-- Each product's option values on its own row (decision 48): the options filter and the options facet read
-- them from the facets' covering indexes instead of probing product_option_values once per counted product
-- and hashing every holder of a chosen value once per facet group.
--
-- option_keys: the product's distinct option values as the `options=` filter spells them
--   (`name_key:value_key`, lower-cased), sorted; NULL when the product has none.
-- option_labels: for each key, in the same order, its spelling as the facet shows it,
--   `{name, value}` (the least spelling among the product's variants, as the facet took it).
-- Both are '{}' when the product's values would not fit an index row (up to 3 options of 50 values of 60
-- characters are allowed, a btree row holds about 2,700 bytes): such a product is read from
-- product_option_values as before.
ALTER TABLE "products" ADD COLUMN "option_keys" text[];
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option_labels" text[];
--> statement-breakpoint
-- The arrays of the given products that hold option values, from their rows in product_option_values.
CREATE FUNCTION product_option_arrays(ids integer[])
RETURNS TABLE (product_id integer, keys text[], labels text[])
LANGUAGE sql STABLE AS $$
	SELECT g.product_id,
		CASE WHEN sum(octet_length(g.name_key) + octet_length(g.value_key) + octet_length(g.name) + octet_length(g.value) + 16) > 1600
			THEN '{}' ELSE array_agg(g.name_key || ':' || g.value_key ORDER BY g.name_key, g.value_key) END,
		CASE WHEN sum(octet_length(g.name_key) + octet_length(g.value_key) + octet_length(g.name) + octet_length(g.value) + 16) > 1600
			THEN '{}' ELSE array_agg(ARRAY[g.name, g.value] ORDER BY g.name_key, g.value_key) END
	FROM (
		SELECT v.product_id, v.name_key, v.value_key, min(v.name) AS name, min(v.value) AS value
		FROM product_option_values v WHERE v.product_id = ANY (ids)
		GROUP BY v.product_id, v.name_key, v.value_key
	) g
	GROUP BY g.product_id
$$;
--> statement-breakpoint
-- Rewrites the arrays of the given products where they changed (NULL once a product holds no value):
-- a product row rewritten for nothing would still be a new version in every index.
CREATE FUNCTION refresh_product_option_keys(ids integer[]) RETURNS void
LANGUAGE sql AS $$
	UPDATE products p SET option_keys = a.keys, option_labels = a.labels
	FROM unnest(ids) AS changed(id) LEFT JOIN product_option_arrays(ids) a ON a.product_id = changed.id
	WHERE p.id = changed.id
		AND (p.option_keys IS DISTINCT FROM a.keys OR p.option_labels IS DISTINCT FROM a.labels)
$$;
--> statement-breakpoint
-- Kept by the database in the transaction that writes the values: product_option_values is itself kept
-- by triggers on product_variants (migration facet_option_values), and a deleted variant takes its rows
-- by a cascade, which fires these too. So every write path (forms, CSV import, seed, demo, migrations)
-- keeps the arrays without knowing of them. Per statement: a seed writing thousands of variants at once
-- rewrites each product once.
CREATE FUNCTION product_option_values_refresh_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM refresh_product_option_keys(array(SELECT DISTINCT product_id FROM inserted_values));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_option_values_refresh_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM refresh_product_option_keys(array(SELECT DISTINCT product_id FROM deleted_values));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_option_values_refresh_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM refresh_product_option_keys(array(
		SELECT product_id FROM deleted_values UNION SELECT product_id FROM inserted_values));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_option_values_refresh_inserted
AFTER INSERT ON product_option_values REFERENCING NEW TABLE AS inserted_values
FOR EACH STATEMENT EXECUTE FUNCTION product_option_values_refresh_inserted();
--> statement-breakpoint
CREATE TRIGGER product_option_values_refresh_deleted
AFTER DELETE ON product_option_values REFERENCING OLD TABLE AS deleted_values
FOR EACH STATEMENT EXECUTE FUNCTION product_option_values_refresh_deleted();
--> statement-breakpoint
CREATE TRIGGER product_option_values_refresh_updated
AFTER UPDATE ON product_option_values REFERENCING OLD TABLE AS deleted_values NEW TABLE AS inserted_values
FOR EACH STATEMENT EXECUTE FUNCTION product_option_values_refresh_updated();
--> statement-breakpoint
-- The facets' covering indexes, rebuilt with the arrays included. Dropped before the fill, so the fill
-- writes into the other indexes only, and built once after it.
DROP INDEX "products_facet_category_idx";
--> statement-breakpoint
DROP INDEX "products_facet_category_brand_idx";
--> statement-breakpoint
DROP INDEX "products_facet_brand_idx";
--> statement-breakpoint
DROP INDEX "products_facet_id_idx";
--> statement-breakpoint
SELECT refresh_product_option_keys(array(SELECT DISTINCT product_id FROM product_option_values));
--> statement-breakpoint
CREATE INDEX "products_facet_category_idx" ON "products" USING btree ("category_id","created_at","id") INCLUDE ("brand_id","effective_price_cents","sub_category_id","rating","seller_id","option_keys","option_labels") WHERE "status" = 'active' AND "approval_status" = 'approved' AND "taxonomy_active";
--> statement-breakpoint
CREATE INDEX "products_facet_category_brand_idx" ON "products" USING btree ("category_id","brand_id","created_at","id") INCLUDE ("effective_price_cents","sub_category_id","rating","seller_id","option_keys","option_labels") WHERE "status" = 'active' AND "approval_status" = 'approved' AND "taxonomy_active";
--> statement-breakpoint
CREATE INDEX "products_facet_brand_idx" ON "products" USING btree ("brand_id","effective_price_cents") INCLUDE ("category_id","sub_category_id","rating","seller_id","id","option_keys","option_labels") WHERE "status" = 'active' AND "approval_status" = 'approved' AND "taxonomy_active";
--> statement-breakpoint
CREATE INDEX "products_facet_id_idx" ON "products" USING btree ("id") INCLUDE ("category_id","brand_id","sub_category_id","effective_price_cents","rating","seller_id","option_keys","option_labels") WHERE "status" = 'active' AND "approval_status" = 'approved' AND "taxonomy_active";
