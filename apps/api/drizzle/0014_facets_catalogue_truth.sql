-- effective_price_cents stops being generated (coalesce of offer and price): it becomes the price a buyer
-- pays now, flash sales included, kept by the triggers below (decision 17). The expression goes first: a
-- generated column takes no default.
ALTER TABLE "products" ALTER COLUMN "effective_price_cents" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "effective_price_cents" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "effective_price_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "taxonomy_active" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- The price a buyer pays now for one unit (docs/money.md "One price", as `unitPriceAt` decides it for one
-- unit): the active flash sale's price inside its window while capped units last and below the regular
-- price, else the offer, else the price. `effective_price_cents` stores it so the price filter, the price
-- sorts and the price facet read an indexed column (decision 17).
CREATE OR REPLACE FUNCTION unit_price_now_cents(product_id integer, price_cents integer, offer_price_cents integer)
RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT fsi.sale_price_cents
    FROM flash_sale_items fsi JOIN flash_sales fs ON fs.id = fsi.flash_sale_id
    WHERE fsi.product_id = $1 AND fsi.status = 'active' AND fs.status = 'active'
      AND fs.starts_at <= now() AND now() < fs.ends_at
      AND (fsi.sale_quantity IS NULL OR fsi.sold_quantity < fsi.sale_quantity)
      AND fsi.sale_price_cents < coalesce($3, $2)
    ORDER BY fs.ends_at DESC LIMIT 1
  ), $3, $2)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_keep_unit_price() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.effective_price_cents := unit_price_now_cents(NEW.id, NEW.price_cents, NEW.offer_price_cents);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Listing effective_price_cents too means a stray write to it is corrected at once.
CREATE TRIGGER products_keep_unit_price
BEFORE INSERT OR UPDATE OF price_cents, offer_price_cents, effective_price_cents ON products
FOR EACH ROW EXECUTE FUNCTION products_keep_unit_price();
--> statement-breakpoint
-- Reprices the products of sale items whose price may have changed; returns how many changed.
CREATE OR REPLACE FUNCTION reprice_products(ids integer[]) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE changed integer;
BEGIN
  UPDATE products p SET effective_price_cents = unit_price_now_cents(p.id, p.price_cents, p.offer_price_cents)
  WHERE p.id = ANY(ids)
    AND p.effective_price_cents IS DISTINCT FROM unit_price_now_cents(p.id, p.price_cents, p.offer_price_cents);
  GET DIAGNOSTICS changed = ROW_COUNT;
  RETURN changed;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION flash_sale_items_reprice() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM reprice_products(ARRAY[OLD.product_id]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM reprice_products(ARRAY[NEW.product_id]);
  ELSE
    PERFORM reprice_products(ARRAY[OLD.product_id, NEW.product_id]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER flash_sale_items_reprice_on_change
AFTER INSERT OR DELETE ON flash_sale_items
FOR EACH ROW EXECUTE FUNCTION flash_sale_items_reprice();
--> statement-breakpoint
-- A checkout taking sale units updates sold_quantity: only the unit that sells the last one changes the price.
CREATE TRIGGER flash_sale_items_reprice_on_update
AFTER UPDATE ON flash_sale_items
FOR EACH ROW WHEN (
  OLD.product_id IS DISTINCT FROM NEW.product_id OR OLD.status IS DISTINCT FROM NEW.status
  OR OLD.sale_price_cents IS DISTINCT FROM NEW.sale_price_cents
  OR (OLD.sale_quantity IS NULL OR OLD.sold_quantity < OLD.sale_quantity)
     IS DISTINCT FROM (NEW.sale_quantity IS NULL OR NEW.sold_quantity < NEW.sale_quantity)
)
EXECUTE FUNCTION flash_sale_items_reprice();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION flash_sales_reprice() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM reprice_products(ARRAY(SELECT product_id FROM flash_sale_items WHERE flash_sale_id = NEW.id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER flash_sales_reprice
AFTER UPDATE OF status, starts_at, ends_at ON flash_sales
FOR EACH ROW EXECUTE FUNCTION flash_sales_reprice();
--> statement-breakpoint
-- A sale starting or ending changes prices with no write at all: the app calls this every few seconds
-- (products module, `keepFlashSalePricesCurrent`); it touches only products of sale items whose stored
-- price is no longer the price now, and says how many it changed (then the catalogue version moves).
CREATE OR REPLACE FUNCTION refresh_flash_sale_prices() RETURNS integer
LANGUAGE sql AS $$
  SELECT reprice_products(ARRAY(SELECT DISTINCT product_id FROM flash_sale_items))
$$;
--> statement-breakpoint
-- taxonomy_active: false while the category, sub-category or brand of the product is inactive.
CREATE OR REPLACE FUNCTION product_taxonomy_active(category_id integer, sub_category_id integer, brand_id integer)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT status = 'active' FROM categories WHERE id = $1), false)
    AND coalesce((SELECT status = 'active' FROM sub_categories WHERE id = $2), true)
    AND coalesce((SELECT status = 'active' FROM brands WHERE id = $3), true)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_keep_taxonomy_active() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.taxonomy_active := product_taxonomy_active(NEW.category_id, NEW.sub_category_id, NEW.brand_id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_keep_taxonomy_active
BEFORE INSERT OR UPDATE OF category_id, sub_category_id, brand_id, taxonomy_active ON products
FOR EACH ROW EXECUTE FUNCTION products_keep_taxonomy_active();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_propagate_status() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET taxonomy_active = product_taxonomy_active(category_id, sub_category_id, brand_id)
  WHERE category_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER categories_propagate_status
AFTER UPDATE OF status ON categories
FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
EXECUTE FUNCTION categories_propagate_status();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sub_categories_propagate_status() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET taxonomy_active = product_taxonomy_active(category_id, sub_category_id, brand_id)
  WHERE sub_category_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sub_categories_propagate_status
AFTER UPDATE OF status ON sub_categories
FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
EXECUTE FUNCTION sub_categories_propagate_status();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION brands_propagate_status() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET taxonomy_active = product_taxonomy_active(category_id, sub_category_id, brand_id)
  WHERE brand_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER brands_propagate_status
AFTER UPDATE OF status ON brands
FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
EXECUTE FUNCTION brands_propagate_status();
--> statement-breakpoint
-- Existing rows: today's unit price and taxonomy state (the triggers fire on these updates).
UPDATE products SET effective_price_cents = 0, taxonomy_active = true;
--> statement-breakpoint
-- Ratings are what the shop holds: the average and number of active reviews (0 and 0 without any).
UPDATE products p SET rating = coalesce(r.average, 0), review_count = coalesce(r.count, 0)
FROM (SELECT p2.id, avg(rv.rating)::real AS average, count(rv.id)::int AS count
      FROM products p2 LEFT JOIN reviews rv ON rv.product_id = p2.id AND rv.status = 'active'
      GROUP BY p2.id) r
WHERE r.id = p.id AND (p.rating IS DISTINCT FROM coalesce(r.average, 0) OR p.review_count IS DISTINCT FROM coalesce(r.count, 0));
--> statement-breakpoint
UPDATE sellers s SET rating = coalesce(r.average, 0), review_count = coalesce(r.count, 0)
FROM (SELECT s2.id, avg(rv.rating)::real AS average, count(rv.id)::int AS count
      FROM sellers s2 LEFT JOIN reviews rv ON rv.seller_id = s2.id AND rv.status = 'active'
      GROUP BY s2.id) r
WHERE r.id = s.id;
