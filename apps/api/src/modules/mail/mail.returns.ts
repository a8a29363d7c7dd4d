/**
 * The mails of a return, one per step: request received, accepted, refused, refunded. The returns flow calls
 * `sendReturnMail` (mail.service.ts) with the step and these inputs.
 */
import { formatDollars, toDollars } from '@shop/shared/money';
import { deliveryAddressText, type MailAddress } from './mail.orders.ts';
import { greetingFor, type MailContent, renderMail } from './mail.templates.ts';

export const returnMailKinds = ['requested', 'accepted', 'refused', 'refunded'] as const;
export type ReturnMailKind = (typeof returnMailKinds)[number];

export interface ReturnMailInput {
  name?: string | null;
  orderSlug: string;
  /** Names of the returned items, as the order shows them. */
  itemNames: string[];
  /** The buyer's reason (requested) or the seller's (refused). */
  reason?: string | null;
  /** Refunded: the amount given back, in cents. */
  refundCents?: number;
  /** Where the buyer follows the return (the order page). */
  url?: string;
  /** The order's delivery address (printed when given: where the parcel came from and the refund goes). */
  address?: MailAddress;
}

const subjects: Record<ReturnMailKind, (orderSlug: string) => string> = {
  requested: (slug) => `We received your return request for order ${slug}`,
  accepted: (slug) => `Your return for order ${slug} is accepted`,
  refused: (slug) => `Your return for order ${slug} was refused`,
  refunded: (slug) => `Your refund for order ${slug} is on its way`,
};

function sentencesFor(kind: ReturnMailKind, input: ReturnMailInput): string[] {
  const items = `Items: ${input.itemNames.join(', ')}.`;
  switch (kind) {
    case 'requested':
      return [
        `We received your request to return items of order ${input.orderSlug}. The seller answers it within a few days.`,
        items,
        ...(input.reason ? [`Your reason: ${input.reason}`] : []),
      ];
    case 'accepted':
      return [
        `The seller accepted your return for order ${input.orderSlug}. Send the items back; the refund follows when they arrive.`,
        items,
      ];
    case 'refused':
      return [
        `The seller refused your return for order ${input.orderSlug}.`,
        items,
        ...(input.reason ? [`The seller's reason: ${input.reason}`] : []),
        'If you disagree, answer through the contact page and we will look at it.',
      ];
    case 'refunded':
      return [
        `We refunded ${formatDollars(toDollars(input.refundCents ?? 0))} for your return of order ${input.orderSlug}, the way you paid.`,
        items,
      ];
  }
}

export function returnMail(kind: ReturnMailKind, input: ReturnMailInput): MailContent {
  return renderMail({
    subject: subjects[kind](input.orderSlug),
    greeting: greetingFor(input.name),
    paragraphs: [
      ...sentencesFor(kind, input),
      ...(input.address ? [deliveryAddressText(input.address)] : []),
    ],
    ...(input.url ? { action: { label: 'See your order', url: input.url } } : {}),
  });
}

export interface SellerReturnMailInput {
  shopName: string;
  orderSlug: string;
  itemNames: string[];
  reason: string;
  /** The shop's returns page, where it accepts or refuses. */
  url?: string;
}

/** The short note a shop gets when a buyer asks to return one of its items. */
export function sellerReturnRequestMail(input: SellerReturnMailInput): MailContent {
  return renderMail({
    subject: `Return requested for order ${input.orderSlug}`,
    greeting: greetingFor(input.shopName),
    paragraphs: [
      `A buyer asks to return items of order ${input.orderSlug}: ${input.itemNames.join(', ')}.`,
      `Their reason: ${input.reason}`,
      'Accept or refuse it from your returns page.',
    ],
    ...(input.url ? { action: { label: 'See your returns', url: input.url } } : {}),
  });
}
