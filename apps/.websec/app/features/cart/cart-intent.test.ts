import { describe, expect, it } from 'vitest';
import { parseCartIntent } from './cart-intent';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('cart form intents', () => {
  it('reads add with a default quantity of 1', () => {
    expect(parseCartIntent(form({ intent: 'add', slug: 'p1' }))).toEqual({
      intent: 'add',
      slug: 'p1',
      quantity: 1,
    });
    expect(parseCartIntent(form({ intent: 'add', slug: 'p1', quantity: '3' }))).toEqual({
      intent: 'add',
      slug: 'p1',
      quantity: 3,
    });
  });

  it('passes fractions on for the API to refuse, and refuses text itself', () => {
    expect(parseCartIntent(form({ intent: 'set', cart_slug: 'c1', quantity: '1.5' }))).toEqual({
      intent: 'set',
      cartSlug: 'c1',
      quantity: 1.5,
    });
    expect(parseCartIntent(form({ intent: 'set', cart_slug: 'c1', quantity: 'lots' }))).toEqual({
      error: 'Quantity must be a whole number',
    });
  });

  it('needs the line for minus, plus and set, and the product for remove', () => {
    expect(parseCartIntent(form({ intent: 'minus' }))).toHaveProperty('error');
    expect(parseCartIntent(form({ intent: 'remove' }))).toHaveProperty('error');
    expect(parseCartIntent(form({ intent: 'plus', cart_slug: 'c1' }))).toEqual({
      intent: 'plus',
      cartSlug: 'c1',
    });
  });

  it('reads the merge payload and drops malformed entries', () => {
    const parsed = parseCartIntent(
      form({
        intent: 'merge',
        items: JSON.stringify([{ product_slug: 'p1', quantity: 2 }, { product_slug: 3 }, 'x']),
        slugs: JSON.stringify(['p2', 4]),
      }),
    );
    expect(parsed).toEqual({
      intent: 'merge',
      payload: { items: [{ product_slug: 'p1', quantity: 2 }], slugs: ['p2'] },
    });
    expect(parseCartIntent(form({ intent: 'merge', items: '{broken' }))).toEqual({
      intent: 'merge',
      payload: { items: [], slugs: [] },
    });
  });

  it('refuses an unknown intent', () => {
    expect(parseCartIntent(form({ intent: 'steal' }))).toEqual({ error: 'Unknown cart action' });
  });
});
