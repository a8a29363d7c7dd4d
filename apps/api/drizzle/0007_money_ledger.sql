-- Money that adds up (docs/money.md, docs/decisions/0011-marketplace-ledger.md): flash sales get a start and
-- an optional per-item cap taken like stock, order lines remember the flash-sale item they were sold at, and
-- every order writes append-only ledger entries in its own transaction. Existing orders are recorded into
-- the ledger at the end (from their lines, coupon and shipping), so the demo data keeps its history.
CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"order_line_id" integer,
	"seller_id" integer NOT NULL,
	"kind" text NOT NULL,
	"funded_by" text,
	"coupon_code" text,
	"amount_cents" integer NOT NULL,
	"reverses_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_reverses_entry_key" UNIQUE("reverses_entry_id"),
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('sale', 'discount', 'commission', 'shipping')),
	CONSTRAINT "ledger_entries_funded_by_check" CHECK (("ledger_entries"."kind" = 'discount') = ("ledger_entries"."funded_by" is not null) and ("ledger_entries"."funded_by" is null or "ledger_entries"."funded_by" in ('seller', 'marketplace'))),
	CONSTRAINT "ledger_entries_line_check" CHECK (("ledger_entries"."kind" = 'shipping') = ("ledger_entries"."order_line_id" is null)),
	CONSTRAINT "ledger_entries_sign_check" CHECK (("ledger_entries"."reverses_entry_id" is null and "ledger_entries"."amount_cents" >= 0) or ("ledger_entries"."reverses_entry_id" is not null and "ledger_entries"."amount_cents" <= 0))
);
--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD COLUMN "sale_quantity" integer;--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD COLUMN "sold_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flash_sales" ADD COLUMN "starts_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Sales made before there was a start ran from their creation.
UPDATE "flash_sales" SET "starts_at" = least("created_at", "ends_at");--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "flash_sale_item_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_entry_id_fkey" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_order_id_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_line_id_idx" ON "ledger_entries" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_seller_id_created_at_idx" ON "ledger_entries" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_at_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_flash_sale_item_id_flash_sale_items_id_fk" FOREIGN KEY ("flash_sale_item_id") REFERENCES "public"."flash_sale_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD CONSTRAINT "flash_sale_items_sold_quantity_check" CHECK ("flash_sale_items"."sold_quantity" >= 0 and ("flash_sale_items"."sale_quantity" is null or "flash_sale_items"."sold_quantity" <= "flash_sale_items"."sale_quantity"));--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD CONSTRAINT "flash_sale_items_sale_quantity_check" CHECK ("flash_sale_items"."sale_quantity" is null or "flash_sale_items"."sale_quantity" > 0);--> statement-breakpoint
-- The ledger is append-only: a correction is a reversing entry, never an edit, so a past statement always
-- sums the same. (TRUNCATE, used only by the development reset that empties every table, stays allowed.)
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are never updated or deleted; write a reversing entry instead'
    USING ERRCODE = 'SC010';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
-- Reverses what an order's cancelled lines recorded (sale, discount, commission), and the shipping of every
-- shop none of whose lines remains, each entry at most once (the unique reverses_entry_id).
CREATE FUNCTION ledger_reverse_cancelled(cancelled_order integer, reversed_at timestamptz DEFAULT now())
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  line_entries integer;
  shipping_entries integer;
BEGIN
  INSERT INTO ledger_entries (order_id, order_line_id, seller_id, kind, funded_by, coupon_code, amount_cents,
      reverses_entry_id, created_at)
    SELECT e.order_id, e.order_line_id, e.seller_id, e.kind, e.funded_by, e.coupon_code, -e.amount_cents, e.id,
      reversed_at
    FROM ledger_entries e JOIN order_lines ol ON ol.id = e.order_line_id
    WHERE e.order_id = cancelled_order AND ol.line_status = 'cancelled' AND e.reverses_entry_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_entry_id = e.id)
    ORDER BY e.id;
  GET DIAGNOSTICS line_entries = ROW_COUNT;
  INSERT INTO ledger_entries (order_id, order_line_id, seller_id, kind, funded_by, coupon_code, amount_cents,
      reverses_entry_id, created_at)
    SELECT e.order_id, NULL, e.seller_id, e.kind, NULL, NULL, -e.amount_cents, e.id, reversed_at
    FROM ledger_entries e
    WHERE e.order_id = cancelled_order AND e.kind = 'shipping' AND e.reverses_entry_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_entry_id = e.id)
      AND NOT EXISTS (SELECT 1 FROM order_lines ol
        WHERE ol.order_id = e.order_id AND ol.seller_id = e.seller_id AND ol.line_status <> 'cancelled')
    ORDER BY e.id;
  GET DIAGNOSTICS shipping_entries = ROW_COUNT;
  RETURN line_entries + shipping_entries;
END;
$$;
--> statement-breakpoint
-- Records every order that has no ledger entry yet, from what the order itself kept: each line's sale at
-- its charged unit price; the order's discount allocated to the coupon's lines (a shop's coupon: that shop's
-- lines, funded by it; otherwise every line, funded by the marketplace) in proportion to their amounts, the
-- cents left over going to the largest remainders (the earlier line on a tie), exactly like the API's
-- `allocateCents`; commission at the line's own rate on the sale minus the discount its shop funds, rounded
-- down; each shop's shipping by the shipping rule (docs/shipping.md), or, for an order whose shipping the rule
-- does not reproduce, all of it on the first shop; then reversals for cancelled lines, dated when the order
-- was cancelled. Used by this migration for the orders that exist, and by the demo seed for the orders it
-- inserts directly. Answers how many orders it recorded.
CREATE FUNCTION ledger_record_unrecorded_orders() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  todo integer[];
  pending_order record;
BEGIN
  SELECT coalesce(array_agg(o.id ORDER BY o.id), '{}') INTO todo FROM orders o
    WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.order_id = o.id);
  IF cardinality(todo) = 0 THEN
    RETURN 0;
  END IF;

  INSERT INTO ledger_entries (order_id, order_line_id, seller_id, kind, amount_cents, created_at)
    SELECT ol.order_id, ol.id, ol.seller_id, 'sale', coalesce(ol.offer_price_cents, ol.price_cents) * ol.quantity,
      o.created_at
    FROM order_lines ol JOIN orders o ON o.id = ol.order_id
    WHERE ol.order_id = ANY (todo)
    ORDER BY ol.id;

  WITH discounted AS (
    SELECT o.id AS order_id, o.discount_cents::bigint AS discount, o.coupon_code, o.created_at,
      (SELECT c.seller_id FROM coupons c WHERE upper(c.code) = upper(o.coupon_code)) AS coupon_seller
    FROM orders o WHERE o.id = ANY (todo) AND o.discount_cents > 0
  ), eligible AS (
    SELECT d.*, ol.id AS line_id, ol.seller_id,
      coalesce(ol.offer_price_cents, ol.price_cents)::bigint * ol.quantity AS amount,
      d.coupon_seller IS NOT NULL AND ol.seller_id = d.coupon_seller AS shop_funded
    FROM discounted d JOIN order_lines ol ON ol.order_id = d.order_id
    WHERE d.coupon_seller IS NULL OR ol.seller_id = d.coupon_seller
      OR NOT EXISTS (SELECT 1 FROM order_lines x WHERE x.order_id = d.order_id AND x.seller_id = d.coupon_seller)
  ), shares AS (
    SELECT e.*, (e.discount * e.amount) / nullif(sum(e.amount) OVER w, 0)::bigint AS floor_share,
      (e.discount * e.amount) % nullif(sum(e.amount) OVER w, 0)::bigint AS remainder
    FROM eligible e WINDOW w AS (PARTITION BY e.order_id)
  ), ranked AS (
    SELECT s.*, row_number() OVER (PARTITION BY s.order_id ORDER BY s.remainder DESC, s.line_id) AS place,
      s.discount - (sum(s.floor_share) OVER (PARTITION BY s.order_id))::bigint AS left_over
    FROM shares s WHERE s.floor_share IS NOT NULL
  ), allocated AS (
    SELECT r.*, r.floor_share + CASE WHEN r.place <= r.left_over THEN 1 ELSE 0 END AS share FROM ranked r
  )
  INSERT INTO ledger_entries (order_id, order_line_id, seller_id, kind, funded_by, coupon_code, amount_cents,
      created_at)
    SELECT a.order_id, a.line_id, a.seller_id, 'discount',
      CASE WHEN a.shop_funded THEN 'seller' ELSE 'marketplace' END, a.coupon_code, a.share, a.created_at
    FROM allocated a WHERE a.share > 0
    ORDER BY a.line_id;

  INSERT INTO ledger_entries (order_id, order_line_id, seller_id, kind, amount_cents, created_at)
    SELECT c.order_id, c.line_id, c.seller_id, 'commission', c.amount, c.created_at
    FROM (
      SELECT ol.order_id, ol.id AS line_id, ol.seller_id, o.created_at,
        ((coalesce(ol.offer_price_cents, ol.price_cents)::bigint * ol.quantity
          - coalesce((SELECT sum(e.amount_cents) FROM ledger_entries e
              WHERE e.order_line_id = ol.id AND e.kind = 'discount' AND e.funded_by = 'seller'), 0))
          * ol.commission_rate_bps / 10000)::integer AS amount
      FROM order_lines ol JOIN orders o ON o.id = ol.order_id
      WHERE ol.order_id = ANY (todo)) c
    WHERE c.amount > 0
    ORDER BY c.line_id;

  WITH per_shop AS (
    SELECT ol.order_id, ol.seller_id, min(ol.id) AS first_line,
      sum(coalesce(ol.offer_price_cents, ol.price_cents)::bigint * ol.quantity) AS subtotal
    FROM order_lines ol WHERE ol.order_id = ANY (todo)
    GROUP BY ol.order_id, ol.seller_id
  ), ruled AS (
    SELECT p.*, o.shipping_cents, o.created_at,
      CASE WHEN p.subtotal >= 5000 THEN 0 ELSE 499 END AS fee,
      row_number() OVER (PARTITION BY p.order_id ORDER BY p.first_line) AS place
    FROM per_shop p JOIN orders o ON o.id = p.order_id
  ), charged AS (
    SELECT r.*, CASE WHEN sum(r.fee) OVER (PARTITION BY r.order_id) = r.shipping_cents THEN r.fee
      WHEN r.place = 1 THEN r.shipping_cents ELSE 0 END AS amount
    FROM ruled r
  )
  INSERT INTO ledger_entries (order_id, seller_id, kind, amount_cents, created_at)
    SELECT c.order_id, c.seller_id, 'shipping', c.amount, c.created_at FROM charged c WHERE c.amount > 0
    ORDER BY c.order_id, c.first_line;

  FOR pending_order IN
    SELECT o.id, coalesce((SELECT max(ev.at) FROM order_status_events ev
        WHERE ev.order_id = o.id AND ev.status = 'cancelled'), o.updated_at) AS cancelled_at
    FROM orders o
    WHERE o.id = ANY (todo) AND EXISTS (SELECT 1 FROM order_lines ol
      WHERE ol.order_id = o.id AND ol.line_status = 'cancelled')
  LOOP
    PERFORM ledger_reverse_cancelled(pending_order.id, pending_order.cancelled_at);
  END LOOP;
  RETURN cardinality(todo);
END;
$$;
--> statement-breakpoint
SELECT ledger_record_unrecorded_orders();
--> statement-breakpoint
-- The checkout write of migration 0006, now also taking capped flash-sale units (SC005: the sale units ran out
-- meanwhile: 409, the buyer sees the new price) and writing the order's ledger entries in the same subtransaction.
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
  INSERT INTO orders (user_id, subtotal_cents, discount_cents, shipping_cents, total_cents, coupon_code,
      payment_method, idempotency_key, shipping_name, shipping_phone, shipping_email, shipping_country,
      shipping_state, shipping_city, shipping_address)
    SELECT user_id, subtotal_cents, discount_cents, shipping_cents, total_cents, coupon_code,
      payment_method, idempotency_key, shipping_name, shipping_phone, shipping_email, shipping_country,
      shipping_state, shipping_city, shipping_address
    FROM jsonb_populate_record(null::orders, placed -> 'order')
    RETURNING id, jsonb_build_object('order_id', id, 'slug', slug, 'order_status', order_status,
      'payment_status', payment_status, 'transaction_id', transaction_id, 'created_at', created_at,
      'updated_at', updated_at)
    INTO new_order_id, new_order;

  -- The order is made of the cart lines it was priced from, exactly: same line, product and quantity.
  WITH ordered AS (
    DELETE FROM carts c
    USING jsonb_to_recordset(placed -> 'lines') AS l(cart_id integer, product_id integer, quantity integer)
    WHERE c.id = l.cart_id AND c.user_id = buyer AND c.product_id = l.product_id AND c.quantity = l.quantity
    RETURNING c.id)
  SELECT count(*) INTO removed FROM ordered;
  IF removed <> jsonb_array_length(placed -> 'lines') THEN
    RAISE EXCEPTION 'cart changed' USING ERRCODE = 'SC001';
  END IF;

  -- Stock in product-id order, so orders in other transactions never deadlock with this one.
  FOR line IN
    SELECT * FROM jsonb_to_recordset(placed -> 'lines') AS l(product_id integer, quantity integer, product_name text)
    ORDER BY product_id
  LOOP
    UPDATE products SET stock = stock - line.quantity WHERE id = line.product_id AND stock >= line.quantity;
    IF NOT FOUND THEN
      RAISE EXCEPTION '%', line.product_name USING ERRCODE = 'SC002';
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
    INSERT INTO order_lines (order_id, product_id, seller_id, product_slug, product_name, image_url,
        price_cents, offer_price_cents, quantity, commission_rate_bps, flash_sale_item_id)
      SELECT new_order_id, l.product_id, l.seller_id, l.product_slug, l.product_name, l.image_url,
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
