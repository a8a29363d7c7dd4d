-- Group commit of checkouts (docs/decisions/0006-checkout-group-commit.md). The API prices an
-- order outside any transaction, then hands it to place_checkout_orders together with the other orders
-- placed at the same moment: one statement and one COMMIT (one WAL flush) for all of them. Each order is
-- written all-or-nothing in its own subtransaction (the EXCEPTION block of place_checkout_order), so one
-- order refused for stock never takes the others down, and no order costs a round trip of its own.
--
-- An order arrives as jsonb: { order: <orders columns>, lines: [<order_lines columns> + cart_id],
-- actor_user_id, coupon_id }. The answer is the written order or { sqlstate, message, constraint_name }.
-- A written order is answered with what the database filled in, so the API can answer the buyer without
-- reading the order back: { order_id, slug, order_status, payment_status, transaction_id, created_at,
-- updated_at, lines: [{ id, slug, line_status }] in the order given, event: { status, note, at } }.
-- A refusal:
--   SC001 the cart no longer holds exactly the priced lines (changed meanwhile: price the order again);
--   SC002 not enough stock (message: the product's name); SC003 coupon used up; SC004 per-user limit;
--   any other SQLSTATE is the database's own error (23505 on orders_user_idempotency_key: a retry).
CREATE FUNCTION place_checkout_order(placed jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  new_order_id integer;
  new_order jsonb;
  new_lines jsonb;
  new_event jsonb;
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

  -- Each line keeps a copy of the commission rate read in the order's own transaction (earnings use it).
  -- Lines are inserted in the order given, so their ids (one sequence) tell which answer is which line.
  WITH inserted AS (
    INSERT INTO order_lines (order_id, product_id, seller_id, product_slug, product_name, image_url,
        price_cents, offer_price_cents, quantity, commission_rate_bps)
      SELECT new_order_id, l.product_id, l.seller_id, l.product_slug, l.product_name, l.image_url,
        l.price_cents, l.offer_price_cents, l.quantity,
        (SELECT commission_rate_bps FROM marketplace_settings LIMIT 1)
      FROM jsonb_populate_recordset(null::order_lines, placed -> 'lines') WITH ORDINALITY AS l
      ORDER BY l.ordinality
      RETURNING id, slug, line_status)
  SELECT jsonb_agg(jsonb_build_object('id', id, 'slug', slug, 'line_status', line_status) ORDER BY id)
    INTO new_lines FROM inserted;

  INSERT INTO order_status_events (order_id, status, actor_user_id)
    VALUES (new_order_id, 'pending', placed ->> 'actor_user_id')
    RETURNING jsonb_build_object('status', status, 'note', note, 'at', at) INTO new_event;

  RETURN new_order || jsonb_build_object('lines', new_lines, 'event', new_event);
EXCEPTION WHEN OTHERS THEN
  GET STACKED DIAGNOSTICS failed_constraint = CONSTRAINT_NAME;
  RETURN jsonb_build_object('sqlstate', SQLSTATE, 'message', SQLERRM, 'constraint_name', failed_constraint);
END;
$$;
--> statement-breakpoint
-- The orders of one group commit, answered in the order given.
CREATE FUNCTION place_checkout_orders(batch jsonb) RETURNS SETOF jsonb LANGUAGE plpgsql AS $$
DECLARE
  placed jsonb;
BEGIN
  FOR placed IN SELECT value FROM jsonb_array_elements(batch) WITH ORDINALITY ORDER BY ordinality LOOP
    RETURN NEXT place_checkout_order(placed);
  END LOOP;
END;
$$;
