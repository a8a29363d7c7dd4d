/** The order mails: the buyer's confirmation, each seller's share of a new order, and status changes. */

import { formatDollars } from '@shop/shared/money';
import type { OrderData, OrderLineData, OrderStatusValue } from '@shop/shared/shopping.contract';
import type { Tracking } from '@shop/shared/tracking';
import type { MailTableRow } from './mail.layout.tsx';
import { greetingFor, type MailContent, renderMail } from './mail.templates.ts';

/** What the order mails read of an order (a narrow view, so new order fields never break them). */
type MailOrderLine = Pick<
  OrderLineData,
  'productName' | 'price' | 'offerPrice' | 'quantity' | 'lineTotal' | 'seller_slug' | 'shop_name'
> &
  Partial<Pick<OrderLineData, 'variant_options'>>;
export interface MailOrder
  extends Pick<OrderData, 'slug' | 'subTotal' | 'discount' | 'shippingCost' | 'total' | 'payment_method'> {
  product_list: MailOrderLine[];
  address: MailAddress;
}

/**
 * The delivery address as a mail prints it. The postal code and second line are optional here because
 * orders placed before the address book (decision 0025) have neither.
 */
export type MailAddress = Pick<
  OrderData['address'],
  'name' | 'phone' | 'country' | 'state' | 'city' | 'address'
> &
  Partial<Pick<OrderData['address'], 'postal_code' | 'address_line2'>>;

/**
 * A line's product as the buyer chose it: "T-shirt, Size: M, Colour: Red". The options are the copy the
 * order line keeps (decision 16), so a variant renamed or deleted later still reads as it was sold.
 */
export function itemName(productName: string, options: Record<string, string> | null | undefined): string {
  const chosen = Object.entries(options ?? {}).map(([name, value]) => `${name}: ${value}`);
  return [productName, ...chosen].join(', ');
}

function lineRow(line: MailOrderLine): MailTableRow {
  const unit = line.offerPrice ?? line.price;
  return {
    label: `${line.quantity} × ${itemName(line.productName, line.variant_options)} (${line.shop_name}) at ${formatDollars(unit)}`,
    value: formatDollars(line.lineTotal),
  };
}

/**
 * "Delivery to Ada Lovelace, 12 St James's Square, Flat 3, London, SW1Y 4LG, United Kingdom (phone …)." One
 * sentence, so the HTML and the plain-text parts print the same words; empty parts are left out.
 */
export function deliveryAddressText(a: MailAddress): string {
  const regionAndCode = [a.state, a.postal_code].filter(Boolean).join(' ');
  const parts = [a.name, a.address, a.address_line2, a.city, regionAndCode, a.country].filter(
    (part): part is string => Boolean(part?.trim()),
  );
  return `Delivery to ${parts.join(', ')} (phone ${a.phone}).`;
}

function addressText(order: MailOrder): string {
  return deliveryAddressText(order.address);
}

export function orderPlacedMail(input: { order: MailOrder; name: string; trackUrl?: string }): MailContent {
  const { order } = input;
  return renderMail({
    subject: `Your order ${order.slug} is confirmed`,
    greeting: greetingFor(input.name),
    paragraphs: [
      `Thank you for your order ${order.slug}. ${order.payment_method === 'cod' ? 'You pay cash on delivery.' : ''}`.trim(),
      addressText(order),
    ],
    table: [
      ...order.product_list.map(lineRow),
      { label: 'Subtotal', value: formatDollars(order.subTotal) },
      { label: 'Discount', value: formatDollars(order.discount) },
      { label: 'Shipping', value: formatDollars(order.shippingCost) },
      { label: 'Total', value: formatDollars(order.total), strong: true },
    ],
    ...(input.trackUrl ? { action: { label: 'Track your order', url: input.trackUrl } } : {}),
  });
}

export function sellerOrderMail(input: {
  order: MailOrder;
  shopName: string;
  sellerSlug: string;
}): MailContent {
  const lines = input.order.product_list.filter((line) => line.seller_slug === input.sellerSlug);
  return renderMail({
    subject: `New order ${input.order.slug} for ${input.shopName}`,
    greeting: `Hello ${input.shopName},`,
    paragraphs: [
      `Order ${input.order.slug} has ${lines.length === 1 ? 'a line' : `${lines.length} lines`} for your shop:`,
      addressText(input.order),
    ],
    table: lines.map(lineRow),
  });
}

const statusSentences: Record<OrderStatusValue, string> = {
  pending: 'is waiting for the seller to accept it',
  processing: 'is being prepared',
  shipped: 'is on its way',
  delivered: 'was delivered',
  cancelled: 'was cancelled',
};

/** One order (or one seller's part of it, `itemNames`) moved to `status`. */
export function orderStatusMail(input: {
  name?: string | null;
  orderSlug: string;
  status: OrderStatusValue;
  itemNames?: string[];
  note?: string | null;
  trackUrl?: string;
  /** A shipped parcel's carrier and number; its link is the carrier's tracking page when known. */
  tracking?: Tracking;
  /** Where the order goes (printed when given). */
  address?: MailAddress;
}): MailContent {
  const what = input.itemNames?.length
    ? `Part of your order ${input.orderSlug}`
    : `Your order ${input.orderSlug}`;
  return renderMail({
    subject: `${what} ${statusSentences[input.status]}`,
    greeting: greetingFor(input.name),
    paragraphs: [
      `${what} ${statusSentences[input.status]}.`,
      ...(input.itemNames?.length ? [`Items: ${input.itemNames.join(', ')}.`] : []),
      ...(input.note ? [`Note: ${input.note}`] : []),
      ...(input.tracking
        ? [
            `Carrier: ${input.tracking.carrierName}. Tracking number: ${input.tracking.number}.` +
              (input.tracking.url ? ` Track the parcel: ${input.tracking.url}` : ''),
          ]
        : []),
      ...(input.address ? [deliveryAddressText(input.address)] : []),
    ],
    ...(input.trackUrl ? { action: { label: 'See your order', url: input.trackUrl } } : {}),
  });
}
