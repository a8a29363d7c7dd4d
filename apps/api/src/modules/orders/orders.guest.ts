/**
 * Guest checkout (decision 0019). A visitor orders the bag kept in their browser with an e-mail address:
 * the bag names products and quantities only; it is priced by the same function, with the same stock,
 * flash-sale, shipping and idempotency rules, and written by the same group commit as an account's cart
 * (`place_checkout_order` takes an order without a user and removes no cart lines for it). The order has
 * no user and keeps the guest's e-mail (lower case).
 *
 * The guest reads the order again with a signed token (in the confirmation e-mail's link and the answer
 * to the checkout), or by its number and e-mail. Neither says anything about accounts: an account's order,
 * an unknown number and a wrong e-mail get the same 404.
 */

import type { GuestOrderBody } from '@shop/shared/guest-checkout.contract';
import type { OrderData } from '@shop/shared/shopping.contract';
import type { Database } from '../../db/client.ts';
import { AppError, BadRequestError } from '../../kernel/http-errors.ts';
import type { PaymentProvider } from '../../kernel/payment-provider.ts';
import { judgeCoupon } from '../coupons/coupons.service.ts';
import {
  checkoutOrderOf,
  notEnoughStock,
  type PricedOrder,
  placementOf,
  writtenOrderRecords,
} from './orders.checkout.ts';
import { guestOrderRecord, guestOrderToken, noSuchOrder, tokenMatches } from './orders.guest-link.ts';
import { priceLines, quote } from './orders.pricing.ts';
import { bagItems, guestOrderIdByIdempotencyKey } from './orders.repository.ts';
import {
  afterCommit,
  cartChanged,
  fullOrder,
  MAX_PLACEMENT_ATTEMPTS,
  type OrderDeps,
} from './orders.service.ts';

async function assembled(db: Database, orderId: number): Promise<OrderData> {
  return (await fullOrder(db, orderId)).order;
}

/** The order behind a signed link; 404 unless the token is this order's. */
export async function guestOrderByToken(
  db: Database,
  secret: string,
  slug: string,
  token: string,
): Promise<OrderData> {
  const { row, email } = await guestOrderRecord(db, slug);
  if (!tokenMatches(guestOrderToken(secret, row.slug, email), token)) throw noSuchOrder();
  return assembled(db, row.id);
}

/** The order with this number placed as a guest with this e-mail; the same 404 for any mismatch. */
export async function guestOrderByNumber(
  db: Database,
  secret: string,
  orderNumber: string,
  email: string,
): Promise<{ order: OrderData; token: string }> {
  const { row, email: stored } = await guestOrderRecord(db, orderNumber);
  if (!tokenMatches(stored, email.trim().toLowerCase())) throw noSuchOrder();
  return { order: await assembled(db, row.id), token: guestOrderToken(secret, row.slug, stored) };
}

// --- Placing ----------------------------------------------------------------------------------------------

export interface GuestOrderInput extends GuestOrderBody {
  idempotencyKey?: string | undefined;
}

/** The bag with each product once (quantities of repeated lines added), in the bag's order. */
function mergedBag(
  items: GuestOrderBody['items'],
): { productSlug: string; variantSku: string | undefined; quantity: number }[] {
  const bag = new Map<string, { productSlug: string; variantSku: string | undefined; quantity: number }>();
  for (const item of items) {
    const key = `${item.product_slug}\u0000${item.variant_sku ?? ''}`;
    const line = bag.get(key);
    if (line) line.quantity += item.quantity;
    else
      bag.set(key, { productSlug: item.product_slug, variantSku: item.variant_sku, quantity: item.quantity });
  }
  return [...bag.values()];
}

async function priceGuestOrder(deps: OrderDeps, input: GuestOrderInput): Promise<PricedOrder> {
  const items = (await bagItems(deps.db, mergedBag(input.items))).filter((item) => item.visible);
  if (items.length === 0) throw new BadRequestError('Your cart is empty', 'cart_empty');
  const short = items.find((item) => item.stock < item.quantity);
  if (short) throw notEnoughStock(short);
  const now = new Date();
  const lines = priceLines(items, now);
  // The same judge as an account's checkout; a per-customer limit counts this e-mail's guest orders.
  const coupon = input.coupon_code
    ? await judgeCoupon(deps.db, { guestEmail: input.email }, input.coupon_code, lines, { now })
    : undefined;
  const totals = quote(lines, coupon?.discountCents ?? 0);
  return {
    buyerId: null,
    guestEmail: input.email,
    actorId: null,
    paymentMethod: input.payment_method,
    idempotencyKey: input.idempotencyKey ?? null,
    address: input.address,
    lines,
    totals,
    coupon: coupon
      ? { id: coupon.coupon.id, code: coupon.coupon.code, sellerId: coupon.coupon.sellerId }
      : null,
  };
}

/**
 * Places a guest's order (see the module comment); a retry with the same e-mail and Idempotency-Key
 * answers the first order (`replayed`).
 */
export async function placeGuestOrder(
  deps: OrderDeps,
  secret: string,
  input: GuestOrderInput,
): Promise<{ order: OrderData; token: string; replayed: boolean; message: string }> {
  const provider = deps.payments.get(input.payment_method);
  if (!provider) {
    throw new BadRequestError(
      input.payment_method === 'card'
        ? 'Card payments are not configured'
        : 'This payment method is not available',
      'payment_method_unavailable',
    );
  }
  const tokenOf = (order: OrderData) => guestOrderToken(secret, order.slug, input.email);
  const key = input.idempotencyKey;
  let refusal: unknown;
  try {
    const placed = await placeNewGuestOrder(deps, secret, input, provider);
    if (placed)
      return { order: placed, token: tokenOf(placed), replayed: false, message: provider.successMessage };
  } catch (error) {
    if (!key || !(error instanceof AppError) || error.statusCode >= 500) throw error;
    refusal = error;
  }
  const first = key ? await guestOrderIdByIdempotencyKey(deps.db, input.email, key) : undefined;
  if (first === undefined) throw refusal ?? cartChanged();
  const order = await assembled(deps.db, first);
  return { order, token: tokenOf(order), replayed: true, message: provider.successMessage };
}

async function placeNewGuestOrder(
  deps: OrderDeps,
  secret: string,
  input: GuestOrderInput,
  provider: PaymentProvider,
): Promise<OrderData | undefined> {
  for (let attempt = 1; attempt <= MAX_PLACEMENT_ATTEMPTS; attempt++) {
    const priced = await priceGuestOrder(deps, input);
    const placement = placementOf(await deps.checkouts.submit(checkoutOrderOf(priced)));
    if (placement.kind === 'placed') {
      const buyer = { id: null, slug: null, email: input.email, fullName: input.address.name };
      const records = writtenOrderRecords(buyer, priced, placement.written);
      const guestToken = guestOrderToken(secret, placement.written.slug, input.email);
      return afterCommit(
        deps,
        { email: input.email, name: input.address.name, guestToken },
        records,
        provider,
      );
    }
    if (placement.kind === 'duplicate') return undefined;
  }
  throw cartChanged();
}
