-- The checkout write answers what the API needs to answer the buyer (issue 8): besides the order's id, the
-- columns the database filled in (slug, statuses, timestamps) of the order, of each line (in the order the
-- lines were given) and of its first status event. The API builds the 201 answer from what it priced and
-- this, instead of reading the order back (three queries per order).
CREATE OR REPLACE FUNCTION place_checkout_order(placed jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
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
