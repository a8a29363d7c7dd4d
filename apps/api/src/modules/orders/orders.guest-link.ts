/**
 * How a guest reaches their order without an account (decision 0019): a token signed with the server's
 * secret for the order's number and e-mail, carried by the confirmation e-mail's link and the checkout's
 * answer. Every miss (unknown number, an account's order, wrong e-mail or token) is the same 404.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { NotFoundError } from '../../kernel/http-errors.ts';
import { orderBySlug } from './orders.repository.ts';

/** A token for one guest order: HMAC-SHA256 of its number and e-mail under a key derived from the secret. */
export function guestOrderToken(secret: string, slug: string, email: string): string {
  const key = createHmac('sha256', secret).update('bazaar guest order link v1').digest();
  return createHmac('sha256', key).update(`${slug}\n${email.toLowerCase()}`).digest('base64url');
}

export function tokenMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function noSuchOrder(): NotFoundError {
  return new NotFoundError(
    'We could not find an order with this number and e-mail address',
    'guest_order_not_found',
  );
}

/** A guest's order (never an account's) and its e-mail, or the one 404 for every miss. */
export async function guestOrderRecord(db: Executor, slug: string) {
  const row = await orderBySlug(db, slug);
  if (!row || row.userId !== null || !row.guestEmail) throw noSuchOrder();
  return { row, email: row.guestEmail };
}
