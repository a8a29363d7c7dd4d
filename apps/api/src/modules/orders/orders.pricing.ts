/**
 * Pricing of a checkout, pure so quote, coupon check and order compute the same numbers (all in cents):
 * - unit price: the lowest of the list price, the offer price and, while the product is in the running flash
 *   sale, its sale price; a line stores the list price as `price` and that unit price as `offerPrice`
 *   when it is lower (spec §9: offerPrice × quantity when there is one, else price × quantity);
 * - shipping (docs/shipping.md): per seller, a flat fee unless that seller's lines reach the threshold;
 * - total = subtotal − discount + shipping.
 */

import { type Cents, effectivePriceCents, lineTotalCents, subtotalCents } from '@shop/shared/money';
import { FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_FEE_CENTS } from '@shop/shared/shopping.contract';

export interface CheckoutItem {
  cartId: number;
  productId: number;
  productSlug: string;
  productName: string;
  imageUrls: string[];
  priceCents: Cents;
  offerPriceCents: Cents | null;
  /** Set while the product is in the running flash sale. */
  salePriceCents: Cents | null;
  quantity: number;
  stock: number;
  sellerId: number;
  sellerSlug: string;
  shopName: string;
  /** Where the seller's copy of the order mail goes (the shop's contact address, else its owner's). */
  sellerEmail: string;
  visible: boolean;
}

export interface PricedLine extends CheckoutItem {
  /** The offer as charged: the unit price when below the list price, else null. */
  unitOfferCents: Cents | null;
  lineTotalCents: Cents;
}

export interface SellerShipping {
  sellerId: number;
  sellerSlug: string;
  shopName: string;
  subtotalCents: Cents;
  shippingCents: Cents;
}

export interface Quote {
  lines: PricedLine[];
  sellers: SellerShipping[];
  subtotalCents: Cents;
  discountCents: Cents;
  shippingCents: Cents;
  totalCents: Cents;
}

export function unitOfferCents(
  item: Pick<CheckoutItem, 'priceCents' | 'offerPriceCents' | 'salePriceCents'>,
) {
  const regular = effectivePriceCents(item.priceCents, item.offerPriceCents);
  const unit = item.salePriceCents == null ? regular : Math.min(regular, item.salePriceCents);
  return unit < item.priceCents ? unit : null;
}

export function priceLines(items: CheckoutItem[]): PricedLine[] {
  return items.map((item) => {
    const offer = unitOfferCents(item);
    return {
      ...item,
      unitOfferCents: offer,
      lineTotalCents: lineTotalCents({
        priceCents: item.priceCents,
        offerPriceCents: offer,
        quantity: item.quantity,
      }),
    };
  });
}

export function shippingForSeller(sellerSubtotalCents: Cents): Cents {
  return sellerSubtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : SHIPPING_FEE_CENTS;
}

/** Seller groups in the order their first line appears. */
export function sellerShipping(lines: PricedLine[]): SellerShipping[] {
  const bySeller = new Map<number, SellerShipping>();
  for (const line of lines) {
    const group = bySeller.get(line.sellerId) ?? {
      sellerId: line.sellerId,
      sellerSlug: line.sellerSlug,
      shopName: line.shopName,
      subtotalCents: 0,
      shippingCents: 0,
    };
    group.subtotalCents += line.lineTotalCents;
    bySeller.set(line.sellerId, group);
  }
  return [...bySeller.values()].map((group) => ({
    ...group,
    shippingCents: shippingForSeller(group.subtotalCents),
  }));
}

export function quote(lines: PricedLine[], discountCents: Cents): Quote {
  const subtotal = subtotalCents(
    lines.map((line) => ({
      priceCents: line.priceCents,
      offerPriceCents: line.unitOfferCents,
      quantity: line.quantity,
    })),
  );
  const sellers = sellerShipping(lines);
  const shipping = sellers.reduce((sum, seller) => sum + seller.shippingCents, 0);
  const discount = Math.min(Math.max(0, discountCents), subtotal);
  return {
    lines,
    sellers,
    subtotalCents: subtotal,
    discountCents: discount,
    shippingCents: shipping,
    totalCents: subtotal - discount + shipping,
  };
}
