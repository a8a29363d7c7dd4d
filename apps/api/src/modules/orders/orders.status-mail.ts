/**
 * Tells the buyer when their order (or one seller's part of it) moves on: processing, shipped, delivered,
 * cancelled. Called by the seller and admin dashboards after their transaction commits; a failed mail is
 * logged and never undoes the change.
 */
import type { OrderStatusValue } from '@shop/shared/shopping.contract';
import type { Tracking } from '@shop/shared/tracking';
import type { Database } from '../../db/client.ts';
import { type MailAddress, type Mailer, orderStatusMail } from '../mail/mail.service.ts';
import { guestOrderToken } from './orders.guest-link.ts';
import { type OrderRecord, orderBySlug } from './orders.repository.ts';

/** The order's delivery address as the mails print it (postal code and second line when it has them). */
export function mailAddressOf(order: OrderRecord): MailAddress {
  return {
    name: order.shippingName,
    phone: order.shippingPhone,
    country: order.shippingCountry,
    state: order.shippingState,
    city: order.shippingCity,
    postal_code: order.shippingPostalCode,
    address: order.shippingAddress,
    address_line2: order.shippingAddressLine2,
  };
}

/** Who a mail about an order goes to, and the link that opens it. */
export interface BuyerMailTarget {
  to: string;
  name: string;
  /** The order's tracking page; a guest's carries the signed token (decision 0019), their only way in. */
  url?: string;
  address: MailAddress;
}

/**
 * The buyer of an order as the after-order mails address them: the account's e-mail, or a guest order's
 * e-mail with its signed link. Undefined for an unknown order.
 */
export async function buyerMailTarget(
  db: Database,
  slug: string,
  options: { secret: string; publicUrl?: string | undefined },
): Promise<BuyerMailTarget | undefined> {
  const order = await orderBySlug(db, slug);
  if (!order) return undefined;
  const guestToken =
    order.userId === null && order.guestEmail
      ? guestOrderToken(options.secret, order.slug, order.guestEmail)
      : undefined;
  const query = new URLSearchParams({ order: order.slug, ...(guestToken ? { token: guestToken } : {}) });
  return {
    to: order.buyerEmail,
    name: order.buyerName,
    ...(options.publicUrl ? { url: new URL(`/track_order?${query}`, options.publicUrl).toString() } : {}),
    address: mailAddressOf(order),
  };
}

export interface StatusMailDeps {
  db: Database;
  mailer: Mailer;
  log: { error(object: object, message: string): void };
  /** The public origin for the "See your order" link; without it the mail has no link. */
  publicUrl?: string | undefined;
}

export interface StatusChange {
  orderSlug: string;
  status: OrderStatusValue;
  /** When only some lines moved (one seller's), their product names. */
  itemNames?: string[];
  note?: string | null;
  /** With a shipment: the parcel's carrier, number and tracking link. */
  tracking?: Tracking;
}

export async function mailStatusChange(deps: StatusMailDeps, change: StatusChange): Promise<void> {
  try {
    const order = await orderBySlug(deps.db, change.orderSlug);
    if (!order) return;
    const trackUrl = deps.publicUrl
      ? new URL(`/track_order?order=${encodeURIComponent(order.slug)}`, deps.publicUrl).toString()
      : undefined;
    await deps.mailer.send({
      to: order.buyerEmail,
      ...orderStatusMail({
        name: order.buyerName,
        orderSlug: order.slug,
        status: change.status,
        ...(change.itemNames ? { itemNames: change.itemNames } : {}),
        ...(change.note ? { note: change.note } : {}),
        ...(change.tracking ? { tracking: change.tracking } : {}),
        ...(trackUrl ? { trackUrl } : {}),
        address: mailAddressOf(order),
      }),
    });
  } catch (error) {
    deps.log.error({ err: error, order: change.orderSlug }, 'order status mail failed');
  }
}
