/**
 * Newsletter (product rules §5 and §10): signed-in users only, one subscription per e-mail, double opt-in.
 *
 * - Subscribing stores a pending subscription and mails a signed confirmation link. Subscribing again is not
 *   an error: still pending, the link is mailed again (at most once a minute); confirmed, nothing changes;
 *   ended, it starts again as pending.
 * - Confirming (the link) makes it confirmed and, the first time only, issues a one-time welcome coupon
 *   through the coupons service, in the same transaction, then mails it.
 * - Every newsletter mail carries a signed one-click unsubscribe link (RFC 8058) that works without signing in.
 */
import { messages } from '@shop/shared/messages';
import type { SubscriberData } from '@shop/shared/shopping.contract';
import type { Database } from '../../db/client.ts';
import type { SubscriberState } from '../../db/schema/statuses.ts';
import type { Shopper } from '../../kernel/access.ts';
import { BadRequestError, ConflictError } from '../../kernel/http-errors.ts';
import { issueSingleUseCoupon } from '../coupons/coupons.service.ts';
import {
  claimConfirmationResend,
  insertSubscriber,
  markConfirmed,
  markUnsubscribed,
  restartSubscription,
  type SubscriberRow,
  subscriberByEmail,
  subscriberBySlugForUpdate,
} from './newsletter.repository.ts';

/** The welcome gift: 10 % off one order, valid 30 days from the confirmation. */
export const WELCOME_COUPON = { prefix: 'WELCOME', percent: 10, validDays: 30 } as const;
const RESEND_AFTER_MS = 60_000;

export const newsletterNotices = {
  confirmationSent: 'Check your inbox: we sent you a link to confirm your subscription.',
  confirmationPending: 'Check your inbox for the link to confirm your subscription.',
  alreadyConfirmed: 'You are already subscribed to our newsletter.',
} as const;

export const invalidLinkMessage = 'This link is not valid. Please use the link from your latest e-mail.';

function subscriberData(
  row: SubscriberRow,
  userSlug: string,
  extra: { confirmationSent: boolean; notice: string },
): SubscriberData {
  return {
    slug: row.slug,
    email: row.email,
    user_slug: userSlug,
    status: row.status,
    state: row.state,
    confirmation_sent: extra.confirmationSent,
    notice: extra.notice,
    createdAt: row.createdAt.toISOString(),
    message: messages.subscribed,
  };
}

export interface SubscribeResult {
  data: SubscriberData;
  created: boolean;
  /** Set when the caller must mail the confirmation link now. */
  confirmationFor: { slug: string; email: string } | null;
}

export async function subscribe(
  db: Database,
  subscriber: Shopper,
  email: string,
  now = new Date(),
): Promise<SubscribeResult> {
  const created = await insertSubscriber(db, { email, userId: subscriber.id, now });
  let row = await subscriberByEmail(db, email);
  if (!row) throw new Error('subscriber vanished right after it was written');
  let mailNow = created;
  if (!created && row.state === 'unsubscribed') {
    mailNow = await restartSubscription(db, row.id, subscriber.id, now);
  } else if (!created && row.state === 'pending') {
    mailNow = await claimConfirmationResend(db, row.id, now, new Date(now.getTime() - RESEND_AFTER_MS));
  }
  if (!created) row = (await subscriberByEmail(db, email)) ?? row;
  const notice =
    row.state === 'confirmed'
      ? newsletterNotices.alreadyConfirmed
      : mailNow
        ? newsletterNotices.confirmationSent
        : newsletterNotices.confirmationPending;
  return {
    created,
    data: subscriberData(row, subscriber.slug, { confirmationSent: mailNow, notice }),
    confirmationFor: mailNow ? { slug: row.slug, email: row.email } : null,
  };
}

export interface Confirmation {
  state: SubscriberState;
  email: string;
  couponCode: string | null;
  couponExpiresAt: Date | null;
  /** True only for the confirmation that issued the coupon: the caller mails it then, and only then. */
  welcomeIssued: boolean;
}

/** Confirms the subscription `slug` names (from a verified link); repeating it answers the same. */
export async function confirmSubscription(
  db: Database,
  slug: string,
  now = new Date(),
): Promise<Confirmation> {
  return db.transaction(async (tx) => {
    const row = await subscriberBySlugForUpdate(tx, slug);
    if (!row) throw new BadRequestError(invalidLinkMessage, 'invalid_link');
    if (row.state === 'unsubscribed') {
      throw new ConflictError(
        'This subscription was ended. Subscribe again from the form at the bottom of any page.',
        'subscription_ended',
      );
    }
    if (row.state === 'confirmed' || row.welcomeCouponCode) {
      if (row.state !== 'confirmed') await markConfirmed(tx, row.id, { now, welcomeCouponCode: null });
      return {
        state: 'confirmed',
        email: row.email,
        couponCode: row.welcomeCouponCode,
        couponExpiresAt: null,
        welcomeIssued: false,
      };
    }
    const coupon = await issueSingleUseCoupon(tx, {
      prefix: WELCOME_COUPON.prefix,
      name: 'Newsletter welcome coupon',
      // The gift of the account that subscribed: nobody else can use its code (decision 0026).
      ownerUserId: row.userId,
      discountKind: 'percent',
      discountValue: WELCOME_COUPON.percent,
      validDays: WELCOME_COUPON.validDays,
      now,
    });
    await markConfirmed(tx, row.id, { now, welcomeCouponCode: coupon.code });
    return {
      state: 'confirmed',
      email: row.email,
      couponCode: coupon.code,
      couponExpiresAt: coupon.expiresAt,
      welcomeIssued: true,
    };
  });
}

/** Ends the subscription `slug` names (from a verified link, no sign-in); repeating it is harmless. */
export async function unsubscribe(db: Database, slug: string, now = new Date()): Promise<void> {
  const row = await markUnsubscribed(db, slug, now);
  if (!row) throw new BadRequestError(invalidLinkMessage, 'invalid_link');
}
