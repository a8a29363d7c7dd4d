-- Refunds recorded before this migration were taken by their provider (or needed none): the defaults make them
-- `refunded` after one attempt. Coupon uses keep their account.
ALTER TABLE "coupon_redemptions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "guest_email" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "status" text DEFAULT 'refunded' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_guest_idx" ON "coupon_redemptions" USING btree ("coupon_id","guest_email");--> statement-breakpoint
CREATE INDEX "payment_refunds_due_idx" ON "payment_refunds" USING btree ("next_attempt_at") WHERE "payment_refunds"."status" <> 'refunded';--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_customer_check" CHECK ("coupon_redemptions"."user_id" is not null or "coupon_redemptions"."guest_email" is not null);--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_status_check" CHECK ("payment_refunds"."status" in ('pending', 'failed', 'refunded'));--> statement-breakpoint
-- A guest's coupon use (decision 0035): the checkout write of migration 0015, recording a guest's redemption with
-- the guest's e-mail and counting a per-customer limit by it; an account's order is written exactly as before.
CREATE OR REPLACE FUNCTION place_checkout_order(placed jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  new_order_id integer;
  new_order jsonb;
  new_lines jsonb;
  new_event jsonb;
  line_ids integer[];
  buyer text := placed -> 'order' ->> 'user_id';
  guest text := lower(placed -> 'order' ->> 'guest_email');
  used_coupon integer := (placed ->> 'coupon_id')::integer;
  user_limit integer;
  line record;
  removed integer;
  failed_constraint text;
BEGIN
  INSERT INTO orders (user_id, guest_email, subtotal_cents, discount_cents, shipping_cents, total_cents, coupon_code,
      payment_method, idempotency_key, shipping_name, shipping_phone, shipping_email, shipping_country,
      shipping_state, shipping_city, shipping_address, shipping_country_code, shipping_postal_code,
      shipping_address_line2)
    SELECT user_id, guest_email, subtotal_cents, discount_cents, shipping_cents, total_cents, coupon_code,
      payment_method, idempotency_key, shipping_name, shipping_phone, shipping_email, shipping_country,
      shipping_state, shipping_city, shipping_address, shipping_country_code, shipping_postal_code,
      shipping_address_line2
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
    -- An account's uses are counted by account, a guest's by e-mail (decision 0035).
    IF user_limit IS NOT NULL AND (SELECT count(*) FROM coupon_redemptions
        WHERE coupon_id = used_coupon
          AND CASE WHEN buyer IS NOT NULL THEN user_id = buyer ELSE guest_email = guest END) >= user_limit THEN
      RAISE EXCEPTION 'coupon limit per user reached' USING ERRCODE = 'SC004';
    END IF;
    INSERT INTO coupon_redemptions (coupon_id, user_id, guest_email, order_id)
      VALUES (used_coupon, buyer, CASE WHEN buyer IS NULL THEN guest END, new_order_id);
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
