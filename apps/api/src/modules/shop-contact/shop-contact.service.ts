/**
 * Shop contact addresses receive every order's buyer name and delivery address, so a shop may only use an
 * address its owner proved they read. Asking for another address (shop settings or a seller application)
 * keeps order mail going to the current contact (or the owner's account e-mail) and sends a link to the new
 * address; following it makes the address the contact. The owner's verified account e-mail, and any address
 * they proved before, are used at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database, Executor } from '../../db/client.ts';
import { BadRequestError } from '../../kernel/http-errors.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { contactEmailMail } from './shop-contact.mail.ts';
import {
  hasLiveLink,
  insertVerification,
  ownsEmail,
  promotePendingContact,
  setShopContact,
  useVerification,
} from './shop-contact.repository.ts';

/** How long a confirmation link works. */
export const CONTACT_LINK_VALID_HOURS = 72;

/** The storefront page the link opens (a button there confirms: a mail scanner's GET confirms nothing). */
export const CONTACT_LINK_PATH = '/verify-contact-email';

export interface ShopContactDeps {
  db: Database;
  mailer: Mailer;
  /** Public base URL of the shop for the link (lib/public-origin.ts; never from request headers). */
  baseUrl: string;
  /** Throws (429) when too many links went to `email` lately; runs before a link is sent. */
  limitLinksTo(email: string): Promise<void>;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const normaliseContactEmail = (email: string) => email.trim().toLowerCase();

/** Whether a shop of `userId` may send order mail to `email` now. */
export function contactIsProven(db: Executor, userId: string, email: string): Promise<boolean> {
  return ownsEmail(db, userId, normaliseContactEmail(email));
}

/** Sends a confirmation link for `email` on behalf of `userId`'s shop. */
export async function sendContactLink(
  deps: ShopContactDeps,
  userId: string,
  email: string,
  shopName: string,
): Promise<void> {
  await deps.limitLinksTo(email);
  const token = randomBytes(32).toString('base64url');
  await insertVerification(deps.db, {
    userId,
    email,
    tokenHash: tokenHash(token),
    expiresAt: new Date(Date.now() + CONTACT_LINK_VALID_HOURS * 3600_000),
  });
  const url = `${deps.baseUrl}${CONTACT_LINK_PATH}?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: email,
    ...contactEmailMail({ shopName, url, validHours: CONTACT_LINK_VALID_HOURS }),
  });
}

/**
 * A shop owner asks for `requested` as the contact (null: the account e-mail). Answers whether it is in use
 * now, or waits for its link.
 */
export async function requestShopContact(
  deps: ShopContactDeps,
  shop: {
    userId: string;
    shopName: string;
    contactEmail: string | null;
    pendingContactEmail: string | null;
  },
  requested: string | null,
): Promise<'in_use' | 'link_sent'> {
  if (requested === null) {
    await setShopContact(deps.db, shop.userId, { contactEmail: null, pendingContactEmail: null });
    return 'in_use';
  }
  const email = normaliseContactEmail(requested);
  if (shop.contactEmail !== null && normaliseContactEmail(shop.contactEmail) === email) {
    await setShopContact(deps.db, shop.userId, { pendingContactEmail: null });
    return 'in_use';
  }
  if (await ownsEmail(deps.db, shop.userId, email)) {
    await setShopContact(deps.db, shop.userId, { contactEmail: email, pendingContactEmail: null });
    return 'in_use';
  }
  // Saving the settings form again re-sends the waiting address: one working link at a time is enough.
  const waiting = shop.pendingContactEmail === email;
  if (!waiting || !(await hasLiveLink(deps.db, shop.userId, email, new Date()))) {
    await sendContactLink(deps, shop.userId, email, shop.shopName);
  }
  await setShopContact(deps.db, shop.userId, { pendingContactEmail: email });
  return 'link_sent';
}

/**
 * Following a link: the address is proven for its owner, and becomes their shop's contact if it is the one
 * waiting. Following it again within its lifetime answers the same. Unknown or expired 400.
 */
export async function confirmShopContact(db: Database, token: string): Promise<{ email: string }> {
  const proven = await useVerification(db, tokenHash(token), new Date());
  if (!proven) {
    throw new BadRequestError(
      'This link is invalid or has expired. Ask for a new one by saving the address again in your shop settings.',
      'contact_email_link_invalid',
    );
  }
  await promotePendingContact(db, proven.userId, proven.email);
  return { email: proven.email };
}
