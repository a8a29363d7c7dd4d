CREATE TABLE "product_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"values" text[] NOT NULL,
	CONSTRAINT "product_options_product_position_key" UNIQUE("product_id","position"),
	CONSTRAINT "product_options_product_name_key" UNIQUE("product_id","name"),
	CONSTRAINT "product_options_position_check" CHECK ("product_options"."position" between 1 and 3),
	CONSTRAINT "product_options_values_check" CHECK (cardinality("product_options"."values") >= 1)
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"option_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	"price_cents" integer NOT NULL,
	"offer_price_cents" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "product_variants_product_options_key" UNIQUE("product_id","option_values"),
	CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."price_cents" >= 0),
	CONSTRAINT "product_variants_offer_price_check" CHECK ("product_variants"."offer_price_cents" is null or ("product_variants"."offer_price_cents" >= 0 and "product_variants"."offer_price_cents" < "product_variants"."price_cents")),
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_weight_check" CHECK ("product_variants"."weight_grams" is null or "product_variants"."weight_grams" >= 0)
);
--> statement-breakpoint
ALTER TABLE "carts" DROP CONSTRAINT "carts_user_product_key";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_sku" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_product_id_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_variant_id_idx" ON "order_lines" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "carts_variant_id_idx" ON "carts" USING btree ("variant_id");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_variant_key" UNIQUE("user_id","variant_id");--> statement-breakpoint
-- Every existing product becomes a single-variant product (decision 16): one variant with no options, carrying
-- its SKU (or one made from its id and slug), price, offer, stock, weight and images. Cart lines and order
-- lines point at that variant; wishlists and reviews stay on the product and need nothing.
INSERT INTO "product_variants" ("product_id", "sku", "option_values", "position", "price_cents",
    "offer_price_cents", "stock", "weight_grams", "image_urls", "created_at")
  SELECT "id", coalesce("sku", 'SKU-' || "id" || '-' || upper("slug")), '{}'::jsonb, 1, "price_cents",
    "offer_price_cents", "stock", "weight_grams", "image_urls", "created_at"
  FROM "products";--> statement-breakpoint
UPDATE "carts" c SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = c."product_id";--> statement-breakpoint
UPDATE "order_lines" ol SET "variant_id" = v."id", "variant_sku" = v."sku"
  FROM "product_variants" v WHERE v."product_id" = ol."product_id";--> statement-breakpoint
-- The product row keeps copies of its variants (decision 16): the lead variant's price, offer, SKU and weight
-- (the cheapest to pay for, then the first), and the total stock. The stock moves by the difference, never by
-- a recount, so two checkouts taking units of different variants of one product both count (each waits for the
-- other's row lock, and a recount would read a snapshot from before the other's commit). Writes that come from
-- another of these triggers (depth > 1) are the triggers' own and are not followed back.
CREATE FUNCTION product_variants_copy_to_product() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed_product integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
  stock_change integer := CASE TG_OP WHEN 'INSERT' THEN NEW.stock WHEN 'DELETE' THEN -OLD.stock
    ELSE NEW.stock - OLD.stock END;
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  IF stock_change <> 0 THEN
    UPDATE products SET stock = stock + stock_change WHERE id = changed_product;
  END IF;
  IF TG_OP = 'UPDATE' AND (NEW.price_cents, NEW.offer_price_cents, NEW.sku, NEW.weight_grams, NEW.position)
      IS NOT DISTINCT FROM (OLD.price_cents, OLD.offer_price_cents, OLD.sku, OLD.weight_grams, OLD.position) THEN
    RETURN NULL;
  END IF;
  -- No variant left (the product is being deleted, or its variants replaced): the copies wait for the next.
  UPDATE products p SET price_cents = lead.price_cents, offer_price_cents = lead.offer_price_cents,
      sku = lead.sku, weight_grams = lead.weight_grams
    FROM (SELECT v.price_cents, v.offer_price_cents, v.sku, v.weight_grams FROM product_variants v
      WHERE v.product_id = changed_product
      ORDER BY coalesce(v.offer_price_cents, v.price_cents), v.position, v.id LIMIT 1) lead
    WHERE p.id = changed_product;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_copy_to_product
AFTER INSERT OR UPDATE OR DELETE ON product_variants
FOR EACH ROW EXECUTE FUNCTION product_variants_copy_to_product();
--> statement-breakpoint
-- Writers that know only products (the seller's and admin's product forms, fixtures, the seed) keep working on
-- a product of one variant: what they write to the product is written to that variant too, and a new product
-- gets its default variant.
CREATE FUNCTION products_copy_to_single_variant() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  variant_count integer;
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  SELECT count(*) INTO variant_count FROM product_variants WHERE product_id = NEW.id;
  IF variant_count = 0 THEN
    INSERT INTO product_variants (product_id, sku, price_cents, offer_price_cents, stock, weight_grams, image_urls)
      VALUES (NEW.id, coalesce(NEW.sku, 'SKU-' || NEW.id || '-' || upper(NEW.slug)), NEW.price_cents,
        NEW.offer_price_cents, NEW.stock, NEW.weight_grams, NEW.image_urls);
  ELSIF variant_count = 1 THEN
    UPDATE product_variants SET sku = coalesce(NEW.sku, sku), price_cents = NEW.price_cents,
        offer_price_cents = NEW.offer_price_cents, stock = NEW.stock, weight_grams = NEW.weight_grams,
        image_urls = NEW.image_urls, updated_at = now()
      WHERE product_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_copy_to_single_variant
AFTER INSERT OR UPDATE OF price_cents, offer_price_cents, stock, sku, weight_grams, image_urls ON products
FOR EACH ROW EXECUTE FUNCTION products_copy_to_single_variant();
--> statement-breakpoint
-- On a product of several variants the copies belong to the variants: a direct write to them is undone, so the
-- product row never disagrees with its variants (the services refuse such writes with a message first).
CREATE FUNCTION products_keep_variant_copies() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() = 1 AND (SELECT count(*) FROM product_variants WHERE product_id = NEW.id) > 1 THEN
    NEW.price_cents := OLD.price_cents;
    NEW.offer_price_cents := OLD.offer_price_cents;
    NEW.stock := OLD.stock;
    NEW.sku := OLD.sku;
    NEW.weight_grams := OLD.weight_grams;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_keep_variant_copies
BEFORE UPDATE OF price_cents, offer_price_cents, stock, sku, weight_grams ON products
FOR EACH ROW EXECUTE FUNCTION products_keep_variant_copies();
--> statement-breakpoint
-- A cart line written by product alone (as before variants) gets the product's first variant.
CREATE FUNCTION carts_default_variant() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.variant_id IS NULL THEN
    NEW.variant_id := (SELECT id FROM product_variants WHERE product_id = NEW.product_id ORDER BY position, id LIMIT 1);
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER carts_default_variant
BEFORE INSERT ON carts
FOR EACH ROW EXECUTE FUNCTION carts_default_variant();
--> statement-breakpoint
-- The checkout write of migration 0007, now by variant (decision 16): the cart lines must still hold the priced
-- variants, the stock is taken from each variant (in product, then variant order: each variant's trigger then
-- locks its product row, so every order takes its locks in one global order and never deadlocks with another),
-- SC002 names the product and the variant, and each line copies the variant's SKU and option values.
CREATE OR REPLACE FUNCTION place_checkout_order(placed jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  new_order_id integer;
  new_order jsonb;
  new_lines jsonb;
  new_event jsonb;
  line_ids integer[];
  buyer text := placed -> 'order' ->> 'user_id';
  used_coupon integer := (placed ->> 'coupon_id')::integer;
  user_limit integer;
  line record;
  removed integer;
  failed_constraint text;
BEGIN
  INSERT INTO orders (user_id, guest_email, subtotal_cents, discount_cents, shipping_cents, total_cents, coupon_code,
      payment_method, idempotency_key, shipping_name, shipping_phone, shipping_email, shipping_country,
      shipping_state, shipping_city, shipping_address)
    SELECT user_id, guest_email, subtotal_cents, discount_cents, shipping_cents, total_cents, coupon_code,
      payment_method, idempotency_key, shipping_name, shipping_phone, shipping_email, shipping_country,
      shipping_state, shipping_city, shipping_address
    FROM jsonb_populate_record(null::orders, placed -> 'order')
    RETURNING id, jsonb_build_object('order_id', id, 'slug', slug, 'order_status', order_status,
      'payment_status', payment_status, 'transaction_id', transaction_id, 'created_at', created_at,
      'updated_at', updated_at)
    INTO new_order_id, new_order;

  -- An account's order is made of the cart lines it was priced from, exactly: same line, variant and
  -- quantity. A guest's order (no user: decision 0019) comes from the visitor's bag, which has no rows here.
  IF buyer IS NOT NULL THEN
    WITH ordered AS (
      DELETE FROM carts c
      USING jsonb_to_recordset(placed -> 'lines')
        AS l(cart_id integer, product_id integer, variant_id integer, quantity integer)
      WHERE c.id = l.cart_id AND c.user_id = buyer AND c.product_id = l.product_id
        AND c.variant_id = l.variant_id AND c.quantity = l.quantity
      RETURNING c.id)
    SELECT count(*) INTO removed FROM ordered;
    IF removed <> jsonb_array_length(placed -> 'lines') THEN
      RAISE EXCEPTION 'cart changed' USING ERRCODE = 'SC001';
    END IF;
  END IF;

  -- Stock of each variant in (product, variant) order, so orders in other transactions never deadlock with this
  -- one; the variant's trigger moves the product's total stock in the same subtransaction.
  FOR line IN
    SELECT * FROM jsonb_to_recordset(placed -> 'lines')
      AS l(product_id integer, variant_id integer, quantity integer, product_name text, variant_title text)
    ORDER BY product_id, variant_id
  LOOP
    UPDATE product_variants SET stock = stock - line.quantity
      WHERE id = line.variant_id AND product_id = line.product_id AND stock >= line.quantity;
    IF NOT FOUND THEN
      RAISE EXCEPTION '%', line.product_name || coalesce(' (' || nullif(line.variant_title, '') || ')', '')
        USING ERRCODE = 'SC002';
    END IF;
  END LOOP;

  -- Capped flash-sale units, taken like stock (in flash-sale-item order, after the product rows): the last
  -- sale units go to one order; the next buyer is refused (SC005) and then sees the regular price.
  FOR line IN
    SELECT * FROM jsonb_to_recordset(placed -> 'lines')
      AS l(flash_sale_item_id integer, flash_capped boolean, quantity integer, product_name text)
    WHERE l.flash_sale_item_id IS NOT NULL AND l.flash_capped
    ORDER BY flash_sale_item_id
  LOOP
    UPDATE flash_sale_items SET sold_quantity = sold_quantity + line.quantity
      WHERE id = line.flash_sale_item_id AND sold_quantity + line.quantity <= sale_quantity;
    IF NOT FOUND THEN
      RAISE EXCEPTION '%', line.product_name USING ERRCODE = 'SC005';
    END IF;
  END LOOP;

  IF used_coupon IS NOT NULL THEN
    -- The row lock taken here makes orders with this coupon take turns, so the count below is current.
    UPDATE coupons SET apply_qty = apply_qty + 1 WHERE id = used_coupon AND apply_qty < items_number
      RETURNING per_user_limit INTO user_limit;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'coupon used up' USING ERRCODE = 'SC003';
    END IF;
    IF user_limit IS NOT NULL AND (SELECT count(*) FROM coupon_redemptions
        WHERE coupon_id = used_coupon AND user_id = buyer) >= user_limit THEN
      RAISE EXCEPTION 'coupon limit per user reached' USING ERRCODE = 'SC004';
    END IF;
    INSERT INTO coupon_redemptions (coupon_id, user_id, order_id) VALUES (used_coupon, buyer, new_order_id);
  END IF;

  -- Each line keeps a copy of the commission rate the order was priced with (the ledger's commission
  -- entries were computed with it) and the flash-sale item whose price it got.
  -- Lines are inserted in the order given, so their ids (one sequence) tell which answer is which line.
  WITH inserted AS (
    INSERT INTO order_lines (order_id, product_id, variant_id, variant_sku, variant_options, seller_id,
        product_slug, product_name, image_url, price_cents, offer_price_cents, quantity, commission_rate_bps,
        flash_sale_item_id)
      SELECT new_order_id, l.product_id, l.variant_id, l.variant_sku, coalesce(l.variant_options, '{}'::jsonb),
        l.seller_id, l.product_slug, l.product_name, l.image_url,
        l.price_cents, l.offer_price_cents, l.quantity,
        coalesce(l.commission_rate_bps, (SELECT commission_rate_bps FROM marketplace_settings LIMIT 1)),
        l.flash_sale_item_id
      FROM jsonb_populate_recordset(null::order_lines, placed -> 'lines') WITH ORDINALITY AS l
      ORDER BY l.ordinality
      RETURNING id, slug, line_status)
  SELECT jsonb_agg(jsonb_build_object('id', id, 'slug', slug, 'line_status', line_status) ORDER BY id),
      array_agg(id ORDER BY id)
    INTO new_lines, line_ids FROM inserted;

  -- The order's ledger entries, computed with its prices (ledger.rules.ts); line_index is 1-based in the
  -- order of the lines.
  INSERT INTO ledger_entries (order_id, order_line_id, seller_id, kind, funded_by, coupon_code, amount_cents)
    SELECT new_order_id, line_ids[(e.value ->> 'line_index')::integer], (e.value ->> 'seller_id')::integer,
      e.value ->> 'kind', e.value ->> 'funded_by', e.value ->> 'coupon_code', (e.value ->> 'amount_cents')::integer
    FROM jsonb_array_elements(placed -> 'ledger') WITH ORDINALITY AS e(value, ordinality)
    ORDER BY e.ordinality;

  INSERT INTO order_status_events (order_id, status, actor_user_id)
    VALUES (new_order_id, 'pending', placed ->> 'actor_user_id')
    RETURNING jsonb_build_object('status', status, 'note', note, 'at', at) INTO new_event;

  RETURN new_order || jsonb_build_object('lines', new_lines, 'event', new_event);
EXCEPTION WHEN OTHERS THEN
  GET STACKED DIAGNOSTICS failed_constraint = CONSTRAINT_NAME;
  RETURN jsonb_build_object('sqlstate', SQLSTATE, 'message', SQLERRM, 'constraint_name', failed_constraint);
END;
$$;
