import { MAX_LINE_QUANTITY, MAX_MERGE_ITEMS } from '@shop/shared/shopping.contract';
import { describe, expect, it } from 'vitest';
import {
  addVisitorLine,
  mergePayload,
  parseVisitorBag,
  toggleVisitorWish,
  VISITOR_MAX_ITEMS,
  VISITOR_MAX_LINE_QUANTITY,
  type VisitorProduct,
  visitorCartItems,
} from './visitor-bag';

const watch: VisitorProduct = {
  slug: 'smart-watch-x1',
  productName: 'Smart Watch X1',
  imageURL: ['/uploads/watch.webp'],
  price: 24.99,
  offerPrice: 19.99,
  stock: 3,
};
const shoes: VisitorProduct = {
  ...watch,
  slug: 'runner-shoes',
  productName: 'Runner Shoes',
  offerPrice: null,
};

describe('visitor cart rules (product rules §4 in the browser)', () => {
  it('appends a new product with quantity 1', () => {
    const { lines, outcome } = addVisitorLine([], watch);
    expect(outcome).toBe('added');
    expect(lines).toEqual([{ ...watch, quantity: 1 }]);
  });

  it('raises the quantity by one when the same product is added again', () => {
    const first = addVisitorLine([], watch).lines;
    const { lines, outcome } = addVisitorLine(first, watch);
    expect(outcome).toBe('raised');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(2);
  });

  it('never goes above the stock it was shown, and says when it capped', () => {
    const { lines, outcome } = addVisitorLine([{ ...watch, quantity: 2 }], watch, 5);
    expect(outcome).toBe('capped');
    expect(lines[0]?.quantity).toBe(3);
    expect(addVisitorLine(lines, watch).outcome).toBe('out_of_stock');
    expect(addVisitorLine([], { ...watch, stock: 0 })).toEqual({ lines: [], outcome: 'out_of_stock' });
  });

  it('treats a broken quantity as one unit', () => {
    expect(addVisitorLine([], watch, 1.5).lines[0]?.quantity).toBe(1);
    expect(addVisitorLine([], watch, -2).lines[0]?.quantity).toBe(1);
  });

  it('toggles the wishlist: present → removed, else added', () => {
    const added = toggleVisitorWish([], watch);
    expect(added).toEqual({ list: [watch], added: true });
    expect(toggleVisitorWish(added.list, watch)).toEqual({ list: [], added: false });
  });
});

describe('variants in the visitor cart', () => {
  const small = { ...shoes, variantSku: 'RUN-40', variantOptions: { Size: 'EU 40' } };
  const large = { ...shoes, variantSku: 'RUN-42', variantOptions: { Size: 'EU 42' } };

  it('keeps one line per variant, raises the same variant, and merges each with its variant_sku', () => {
    let { lines } = addVisitorLine([], small);
    ({ lines } = addVisitorLine(lines, large, 2));
    const again = addVisitorLine(lines, small);
    expect(again.outcome).toBe('raised');
    expect(again.lines.map((line) => [line.variantSku, line.quantity])).toEqual([
      ['RUN-40', 2],
      ['RUN-42', 2],
    ]);
    expect(mergePayload({ cart: again.lines, wishlist: [] }).items).toEqual([
      { product_slug: shoes.slug, variant_sku: 'RUN-40', quantity: 2 },
      { product_slug: shoes.slug, variant_sku: 'RUN-42', quantity: 2 },
    ]);
    expect(visitorCartItems(again.lines).map((item) => [item.cart_slug, item.variant_options])).toEqual([
      [`visitor:${shoes.slug}:RUN-40`, { Size: 'EU 40' }],
      [`visitor:${shoes.slug}:RUN-42`, { Size: 'EU 42' }],
    ]);
    expect(parseVisitorBag(JSON.stringify({ cart: again.lines, wishlist: [] })).cart).toEqual(again.lines);
  });
});

describe('merge payload at sign-in', () => {
  it('sends one entry per product with whole quantities, and the wishlist slugs once each', () => {
    const payload = mergePayload({
      cart: [
        { ...watch, quantity: 2 },
        { ...shoes, quantity: 1 },
        { ...watch, quantity: 1 },
      ],
      wishlist: [watch, shoes, watch],
    });
    expect(payload).toEqual({
      items: [
        { product_slug: 'smart-watch-x1', quantity: 3 },
        { product_slug: 'runner-shoes', quantity: 1 },
      ],
      slugs: ['smart-watch-x1', 'runner-shoes'],
    });
  });

  it('stays inside what one merge call accepts', () => {
    const many = Array.from({ length: 150 }, (_, index) => ({ ...watch, slug: `p-${index}`, quantity: 1 }));
    const payload = mergePayload({ cart: many, wishlist: many });
    expect(payload.items).toHaveLength(MAX_MERGE_ITEMS);
    expect(payload.slugs).toHaveLength(MAX_MERGE_ITEMS);
    const huge = mergePayload({ cart: [{ ...watch, quantity: 10 ** 9 }], wishlist: [] });
    expect(huge.items[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('uses the contract limits', () => {
    expect(VISITOR_MAX_ITEMS).toBe(MAX_MERGE_ITEMS);
    expect(VISITOR_MAX_LINE_QUANTITY).toBe(MAX_LINE_QUANTITY);
  });
});

describe('what the browser stored', () => {
  it('reads a stored bag and drops entries without a slug or price', () => {
    const raw = JSON.stringify({
      cart: [{ ...watch, quantity: 2 }, { productName: 'no slug', price: 1 }, { slug: 'no-price' }],
      wishlist: [shoes, 'junk'],
    });
    const bag = parseVisitorBag(raw);
    expect(bag.cart).toEqual([{ ...watch, quantity: 2 }]);
    expect(bag.wishlist).toEqual([shoes]);
  });

  it('answers an empty bag for nothing or broken JSON', () => {
    expect(parseVisitorBag(null)).toEqual({ cart: [], wishlist: [] });
    expect(parseVisitorBag('{not json')).toEqual({ cart: [], wishlist: [] });
  });

  it('gives the header CartItem lines marked as browser-only', () => {
    expect(visitorCartItems([{ ...watch, quantity: 2 }])[0]).toMatchObject({
      cart_slug: 'visitor:smart-watch-x1',
      slug: 'smart-watch-x1',
      quantity: 2,
      offerPrice: 19.99,
    });
  });
});
