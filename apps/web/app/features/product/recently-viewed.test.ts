import { describe, expect, it } from 'vitest';
import type { ProductCardData } from '../../components/ui/product-card';
import { readRecentlyViewed, rememberViewed } from './recently-viewed';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const card = (slug: string): ProductCardData => ({
  slug,
  productName: `Product ${slug}`,
  image: null,
  price: 10,
  offerPrice: null,
  rating: 0,
  reviewCount: 0,
  stock: 3,
  hasOptions: false,
});

describe('recently viewed', () => {
  it('lists the newest first, each product once', () => {
    const store = memoryStorage();
    rememberViewed(card('a'), store);
    rememberViewed(card('b'), store);
    rememberViewed(card('a'), store);
    expect(readRecentlyViewed(store).map((entry) => entry.slug)).toEqual(['a', 'b']);
  });

  it('keeps the twelve newest', () => {
    const store = memoryStorage();
    for (let index = 0; index < 15; index++) rememberViewed(card(`p${index}`), store);
    const slugs = readRecentlyViewed(store).map((entry) => entry.slug);
    expect(slugs).toHaveLength(12);
    expect(slugs[0]).toBe('p14');
  });

  it('reads damaged storage as an empty list', () => {
    const store = memoryStorage();
    store.setItem('bazaar:recently-viewed', '{not json');
    expect(readRecentlyViewed(store)).toEqual([]);
  });
});
