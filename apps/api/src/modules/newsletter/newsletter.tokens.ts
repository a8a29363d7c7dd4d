/**
 * The signed tokens in newsletter links: `<payload>.<signature>`, both base64url, the signature an
 * HMAC-SHA256 of the payload under a key derived from the shop's signing secret (AUTH_SECRET or the
 * generated one). No database row is needed to check one, and a changed character fails the check.
 * Confirmation links expire; unsubscribe links never do (a mail read months later must still work).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type NewsletterTokenPurpose = 'confirm' | 'unsubscribe';

interface TokenPayload {
  /** The subscriber's public slug. */
  s: string;
  p: NewsletterTokenPurpose;
  /** Expiry, seconds since the epoch (confirmation links only). */
  e?: number;
}

export const CONFIRMATION_VALID_DAYS = 7;

export interface NewsletterTokens {
  sign(subscriberSlug: string, purpose: NewsletterTokenPurpose, now?: Date): string;
  /** The subscriber slug when `token` is authentic, for `purpose` and not expired; null otherwise. */
  verify(token: string, purpose: NewsletterTokenPurpose, now?: Date): string | null;
}

export function newsletterTokens(secret: string): NewsletterTokens {
  // A key of its own, so a newsletter signature can never be replayed as a session signature or the reverse.
  const key = createHmac('sha256', secret).update('bazaar newsletter links v1').digest();
  const signatureOf = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    sign(subscriberSlug, purpose, now = new Date()) {
      const payload: TokenPayload = {
        s: subscriberSlug,
        p: purpose,
        ...(purpose === 'confirm'
          ? { e: Math.floor(now.getTime() / 1000) + CONFIRMATION_VALID_DAYS * 86_400 }
          : {}),
      };
      const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${encoded}.${signatureOf(encoded).toString('base64url')}`;
    },
    verify(token, purpose, now = new Date()) {
      const [encoded, signature, extra] = token.split('.');
      if (!encoded || !signature || extra !== undefined) return null;
      // Compared as text: decoding first would accept other spellings of the same bytes (base64 padding bits).
      const expected = Buffer.from(signatureOf(encoded).toString('base64url'));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let payload: Partial<TokenPayload>;
      try {
        payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<TokenPayload>;
      } catch {
        return null;
      }
      if (payload.p !== purpose || typeof payload.s !== 'string') return null;
      if (payload.e !== undefined && payload.e * 1000 < now.getTime()) return null;
      return payload.s;
    },
  };
}
