/**
 * Pricing of a checkout, pure so quote, coupon check and order compute the same numbers (all in cents):
 * - unit price: `unitPriceAt` (packages/shared/src/money.ts), the one price function every surface uses:
 *   the flash-sale price inside its window while its capped units cover the line, else the offer, else the
 *   list price; a line stores the list price as `price` and that unit price as `offerPrice` when it is lower
 *   (offerPrice × quantity when there is one, else price × quantity);
 * - shipping (docs/shipping.md): per seller, a flat fee unless that seller's lines reach the threshold;
 * - total = subtotal − discount + shipping.
 */

import {
  type Cents,
  type FlashSaleOffer,
  lineTotalCents,
  subtotalCents,
  unitPriceAt,
} from '@shop/shared/money';
import { FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_FEE_CENTS } from '@shop/shared/shopping.contract';

export interface CheckoutItem {
  /** The server cart's line; null for a line of a guest's bag (decision 0019). */
  cartId: number | null;
  productId: number;
  productSlug: string;
  productName: string;
  /** The variant on the cart line (decision 16): its price, offer, stock and images are the ones below. */
  variantId: number;
  variantSku: string;
  variantOptions: Record<string, string>;
  /** "M / Red"; "" for a product without options. */
  variantTitle: string;
  imageUrls: string[];
  priceCents: Cents;
  offerPriceCents: Cents | null;
  /** The product's item in the active flash sale, if any (`unitPriceAt` decides whether it applies). */
  flashSale: FlashSaleOffer | null;
  /** The marketplace's commission rate as read with the cart; copied onto the line. */
  commissionRateBps: number;
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
  /** The flash-sale item whose price the line got, else null. */
  flashSaleItemId: number | null;
  /** Whether that item caps its sale units (the write then takes them like stock). */
  flashSaleCapped: boolean;
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

export function priceLines(items: CheckoutItem[], now: Date): PricedLine[] {
  return items.map((item) => {
    const unit = unitPriceAt(item, item.flashSale, now, item.quantity);
    return {
      ...item,
      unitOfferCents: unit.offerCents,
      lineTotalCents: lineTotalCents({
        priceCents: item.priceCents,
        offerPriceCents: unit.offerCents,
        quantity: item.quantity,
      }),
      flashSaleItemId: unit.flashSaleItemId,
      flashSaleCapped: unit.flashSaleItemId !== null && item.flashSale?.unitsLeft != null,
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
