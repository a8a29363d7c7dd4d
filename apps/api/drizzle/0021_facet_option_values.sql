-- Facets at a million products (decision 17, "Bounded facets"): option values as indexed rows instead of
-- per-row jsonb work, and covering indexes so each facet group counts from an index alone.
CREATE TABLE "product_option_values" (
	"variant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name_key" text NOT NULL,
	"value_key" text NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "product_option_values_pkey" PRIMARY KEY("variant_id","name_key"),
	CONSTRAINT "product_option_values_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade
);
--> statement-breakpoint
-- The options facet reads the values of each counted product.
CREATE INDEX "product_option_values_product_idx" ON "product_option_values" USING btree ("product_id","name_key","value_key") INCLUDE ("name","value","variant_id");
--> statement-breakpoint
-- The options filter over many products starts from the chosen values (30,000 products in size L of 1M).
CREATE INDEX "product_option_values_value_idx" ON "product_option_values" USING btree ("name_key","value_key","product_id");
--> statement-breakpoint
-- Kept in step with product_variants by the database, in the transaction that writes the variant: whatever
-- code writes variants (forms, CSV import, seeding, the migration that made variants) cannot forget it.
-- Inserts are handled per statement (a seed inserts thousands of variants at once), edits per row; a
-- deleted variant takes its rows with it (foreign key). Names and values keep their spelling for the facet
-- and a lower-cased key for the filter, which matches whatever the case.
CREATE FUNCTION product_variants_index_inserted_options() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO product_option_values (variant_id, product_id, name_key, value_key, name, value)
	SELECT v.id, v.product_id, lower(e.key), lower(e.value), e.key, e.value
	FROM inserted_variants v CROSS JOIN LATERAL jsonb_each_text(v.option_values) e
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_index_inserted_options
AFTER INSERT ON product_variants REFERENCING NEW TABLE AS inserted_variants
FOR EACH STATEMENT EXECUTE FUNCTION product_variants_index_inserted_options();
--> statement-breakpoint
CREATE FUNCTION product_variants_index_edited_options() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.option_values IS NOT DISTINCT FROM OLD.option_values AND NEW.product_id = OLD.product_id THEN
		RETURN NULL;
	END IF;
	DELETE FROM product_option_values WHERE variant_id = OLD.id;
	INSERT INTO product_option_values (variant_id, product_id, name_key, value_key, name, value)
	SELECT NEW.id, NEW.product_id, lower(e.key), lower(e.value), e.key, e.value
	FROM jsonb_each_text(NEW.option_values) e
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_index_edited_options
AFTER UPDATE OF option_values, product_id ON product_variants
FOR EACH ROW EXECUTE FUNCTION product_variants_index_edited_options();
--> statement-breakpoint
INSERT INTO product_option_values (variant_id, product_id, name_key, value_key, name, value)
SELECT v.id, v.product_id, lower(e.key), lower(e.value), e.key, e.value
FROM product_variants v CROSS JOIN LATERAL jsonb_each_text(v.option_values) e
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Covering indexes of the visible products. A facet group filtered by category or by brand counts its
-- values from an index alone (the other filters read its included columns), without reading the wide
-- product rows. The category index is in creation order, so a category's newest page (the default sort),
-- with a brand or price chosen or not, walks it backwards and stops after the page: without it, the
-- planner (which cannot see that brands and categories go together) sorted every match of the pair.
CREATE INDEX "products_facet_category_idx" ON "products" USING btree ("category_id","created_at","id") INCLUDE ("brand_id","effective_price_cents","sub_category_id","rating","seller_id") WHERE "status" = 'active' AND "approval_status" = 'approved' AND "taxonomy_active";
--> statement-breakpoint
-- The same for a category and brand chosen together (the filter panel's most common pair), which would
-- otherwise walk the whole category's entries to find one brand's.
CREATE INDEX "products_facet_category_brand_idx" ON "products" USING btree ("category_id","brand_id","created_at","id") INCLUDE ("effective_price_cents","sub_category_id","rating","seller_id") WHERE "status" = 'active' AND "approval_status" = 'approved' AND "taxonomy_active";
--> statement-breakpoint
CREATE INDEX "products_facet_brand_idx" ON "products" USING btree ("brand_id","effective_price_cents") INCLUDE ("category_id","sub_category_id","rating","seller_id","id") WHERE "status" = 'active' AND "approval_status" = 'approved' AND "taxonomy_active";
--> statement-breakpoint
-- The same columns by id: a group with an option chosen but no category (the category facet of a page
-- filtered by "size:l") merges the value's holders (in product order) with this index instead of hashing
-- them and scanning every visible product's prices.
CREATE INDEX "products_facet_id_idx" ON "products" USING btree ("id") INCLUDE ("category_id","brand_id","sub_category_id","effective_price_cents","rating","seller_id") WHERE "status" = 'active' AND "approval_status" = 'approved' AND "taxonomy_active";
