import type { OrderQuoteData } from '@shop/shared/shopping.contract';
import { type ApiFetch, isOk } from '../../lib/api.server';

export type ShopShipping = OrderQuoteData['sellers'][number];

/**
 * Each shop's subtotal and shipping for the signed-in cart, from the server's quote (GET /orders/quote, the
 * same pricing as checkout). Null when the quote cannot be had (e.g. a line above stock): the page then says
 * shipping is calculated at checkout.
 */
export async function loadCartShipping(api: ApiFetch, userSlug: string): Promise<ShopShipping[] | null> {
  const response = await api<OrderQuoteData>(
    `/api/orders/quote?${new URLSearchParams({ user_slug: userSlug })}`,
  );
  return isOk(response) ? response.body.sellers : null;
}
