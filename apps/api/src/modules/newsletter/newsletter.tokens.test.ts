import { describe, expect, it } from 'vitest';
import { CONFIRMATION_VALID_DAYS, newsletterTokens } from './newsletter.tokens.ts';

const tokens = newsletterTokens('a-test-secret-of-at-least-thirty-two-characters');
const now = new Date('2026-11-26T10:00:00Z');

describe('newsletter link tokens', () => {
  it('name the subscription they were signed for, for their purpose only', () => {
    const unsubscribe = tokens.sign('sub-1', 'unsubscribe', now);
    expect(tokens.verify(unsubscribe, 'unsubscribe', now)).toBe('sub-1');
    expect(tokens.verify(unsubscribe, 'confirm', now)).toBeNull();
    expect(tokens.verify(tokens.sign('sub-1', 'confirm', now), 'confirm', now)).toBe('sub-1');
  });

  it('refuse any changed character, another secret and malformed input', () => {
    const token = tokens.sign('sub-1', 'unsubscribe', now);
    // Every position, every other character (also the last one, whose low bits base64 decoding ignores).
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let index = 0; index < token.length; index += 1) {
      for (const replacement of alphabet) {
        if (replacement === token[index]) continue;
        const changed = `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
        expect(tokens.verify(changed, 'unsubscribe', now)).toBeNull();
      }
    }
    const other = newsletterTokens('another-secret-of-at-least-thirty-two-characters');
    expect(other.verify(token, 'unsubscribe', now)).toBeNull();
    for (const bad of ['', '.', 'a.b.c', 'no-dot', `${token}.x`])
      expect(tokens.verify(bad, 'unsubscribe', now)).toBeNull();
  });

  it('let confirmation links expire, never unsubscribe links', () => {
    const later = new Date(now.getTime() + (CONFIRMATION_VALID_DAYS * 86_400 + 1) * 1000);
    expect(tokens.verify(tokens.sign('sub-1', 'confirm', now), 'confirm', later)).toBeNull();
    const years = new Date(now.getTime() + 5 * 365 * 86_400_000);
    expect(tokens.verify(tokens.sign('sub-1', 'unsubscribe', now), 'unsubscribe', years)).toBe('sub-1');
  });
});
