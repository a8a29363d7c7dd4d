-- Deletes that can be undone (decision 37): products, categories, sub-categories, brands and coupons keep
-- their row with the moment it was deleted; every read leaves such rows out and a restore clears it.
ALTER TABLE "products" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- A deleted product leaves the shop the way a product of a hidden category does: `taxonomy_active` (read by
-- every shopper query through `productIsVisible`, and by the SQL functions) turns false while it is
-- deleted, so listings, search, facets, menus, home rows, the sitemap and the product page drop it with no
-- query changed. The category/brand triggers recompute the flag through this same trigger (it fires on
-- UPDATE OF taxonomy_active), so they cannot bring a deleted product back.
CREATE OR REPLACE FUNCTION products_keep_taxonomy_active() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.taxonomy_active := NEW.deleted_at IS NULL
    AND product_taxonomy_active(NEW.category_id, NEW.sub_category_id, NEW.brand_id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER products_keep_taxonomy_active ON products;--> statement-breakpoint
CREATE TRIGGER products_keep_taxonomy_active
BEFORE INSERT OR UPDATE OF category_id, sub_category_id, brand_id, taxonomy_active, deleted_at ON products
FOR EACH ROW EXECUTE FUNCTION products_keep_taxonomy_active();
