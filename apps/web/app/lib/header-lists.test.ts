import type { WishlistItem } from '@shop/shared/catalogue.types';
import { describe, expect, it } from 'vitest';
import { optimisticWishlist } from './header-lists';

const item = (slug: string): WishlistItem => ({
  wishlist_slug: `w-${slug}`,
  user_slug: 'ada-1',
  slug,
  productName: slug,
  imageURL: [],
  price: 1,
});

function toggle(slug: string, state = 'submitting') {
  const formData = new FormData();
  formData.set('intent', 'toggle');
  formData.set('slug', slug);
  return { state, formAction: '/wishlist', formData };
}

describe('optimistic wishlist count (product rules §4 toggle)', () => {
  it('adds a pending toggle of a product not in the list (the count rises by one)', () => {
    expect(optimisticWishlist([item('a')], [toggle('b')]).map((entry) => entry.slug)).toEqual(['a', 'b']);
  });

  it('removes a pending toggle of a listed product (the count falls by one)', () => {
    expect(optimisticWishlist([item('a'), item('b')], [toggle('a')]).map((entry) => entry.slug)).toEqual([
      'b',
    ]);
  });

  it('ignores idle fetchers and other forms', () => {
    const other = { state: 'submitting', formAction: '/cart', formData: toggle('b').formData };
    expect(optimisticWishlist([item('a')], [toggle('b', 'idle'), other])).toHaveLength(1);
  });
});
