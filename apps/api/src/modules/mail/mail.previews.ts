/**
 * Every mail template drawn with sample data, for the admins' preview page (`/admin/emails`). The samples
 * include markup in user-typed values, so the page also shows that it is escaped.
 */

import { newsletterConfirmationMail, newsletterWelcomeMail } from './mail.newsletter.ts';
import { type MailOrder, orderPlacedMail, orderStatusMail, sellerOrderMail } from './mail.orders.ts';
import { returnMail, returnMailKinds, sellerReturnRequestMail } from './mail.returns.ts';
import type { MailContent } from './mail.templates.ts';
import { passwordResetMail, verificationMail } from './mail.templates.ts';

export interface MailPreview {
  name: string;
  description: string;
  mail: MailContent;
}

const origin = 'https://shop.example';
const sampleLink = (path: string) => `${origin}${path}?token=sample-token`;
const unsubscribeUrl = sampleLink('/newsletter/unsubscribe');

const sampleOrder: MailOrder = {
  slug: 'ORD-2026-000123',
  subTotal: 64.5,
  discount: 6.45,
  shippingCost: 4.99,
  total: 63.04,
  payment_method: 'cod',
  product_list: [
    {
      productName: 'Ceramic pour-over set',
      variant_options: { Colour: 'Sand' },
      price: 29.5,
      offerPrice: null,
      quantity: 1,
      lineTotal: 29.5,
      seller_slug: 'golden-hour-goods',
      shop_name: 'Golden Hour Goods',
    },
    {
      productName: 'Linen tea towels <b>(pack of 2)</b>',
      price: 20,
      offerPrice: 17.5,
      quantity: 2,
      lineTotal: 35,
      seller_slug: 'golden-hour-goods',
      shop_name: 'Golden Hour Goods',
    },
  ],
  address: {
    name: 'Ada Lovelace',
    phone: '+44 20 7946 0958',
    country: 'United Kingdom',
    state: null,
    city: 'London',
    postal_code: 'SW1Y 4LG',
    address: '12 St James’s Square',
    address_line2: 'Flat 3',
  },
};

const returnSample = {
  name: 'Ada',
  orderSlug: sampleOrder.slug,
  itemNames: ['Ceramic pour-over set'],
  url: `${origin}/track_order?order=${sampleOrder.slug}`,
  address: sampleOrder.address,
};

export function mailPreviews(): MailPreview[] {
  return [
    {
      name: 'verification',
      description: 'Sign-up: confirm the e-mail address',
      mail: verificationMail({ name: 'Ada <script>', url: sampleLink('/api/auth/verify-email') }),
    },
    {
      name: 'password-reset',
      description: 'Forgotten password: the reset link',
      mail: passwordResetMail({ name: 'Ada', url: sampleLink('/reset-password') }),
    },
    {
      name: 'order-placed',
      description: 'To the buyer after checkout',
      mail: orderPlacedMail({
        order: sampleOrder,
        name: 'Ada',
        trackUrl: `${origin}/track_order?order=${sampleOrder.slug}`,
      }),
    },
    {
      name: 'order-placed-seller',
      description: 'To each seller: its lines of a new order',
      mail: sellerOrderMail({
        order: sampleOrder,
        shopName: 'Golden Hour Goods',
        sellerSlug: 'golden-hour-goods',
      }),
    },
    ...(['processing', 'shipped', 'delivered', 'cancelled'] as const).map((status) => ({
      name: `order-${status}`,
      description: `Order status changed to ${status}`,
      mail: orderStatusMail({
        name: 'Ada',
        orderSlug: sampleOrder.slug,
        status,
        ...(status === 'cancelled' ? { note: 'Out of stock, sorry.' } : {}),
        trackUrl: `${origin}/track_order?order=${sampleOrder.slug}`,
        address: sampleOrder.address,
      }),
    })),
    ...returnMailKinds.map((kind) => ({
      name: `return-${kind}`,
      description: `Return ${kind}`,
      mail: returnMail(kind, {
        ...returnSample,
        ...(kind === 'requested' ? { reason: 'It arrived chipped.' } : {}),
        ...(kind === 'refused' ? { reason: 'The item was used.' } : {}),
        ...(kind === 'refunded' ? { refundCents: 2950 } : {}),
      }),
    })),
    {
      name: 'return-seller-requested',
      description: 'Return requested (to the shop)',
      mail: sellerReturnRequestMail({
        shopName: 'Ceramics & Co',
        orderSlug: sampleOrder.slug,
        itemNames: returnSample.itemNames,
        reason: 'It arrived chipped.',
        url: `${origin}/seller/returns`,
      }),
    },
    {
      name: 'newsletter-confirmation',
      description: 'Newsletter: double opt-in confirmation link',
      mail: newsletterConfirmationMail({
        name: 'Ada',
        confirmUrl: sampleLink('/newsletter/confirm'),
        unsubscribeUrl,
      }),
    },
    {
      name: 'newsletter-welcome',
      description: 'Newsletter: welcome with the one-time coupon',
      mail: newsletterWelcomeMail({
        name: 'Ada',
        couponCode: 'WELCOME-7KQ2M9XDPA',
        discountText: '10% off',
        expiresAt: new Date('2026-12-31T00:00:00Z'),
        shopUrl: `${origin}/`,
        unsubscribeUrl,
      }),
    },
  ];
}
