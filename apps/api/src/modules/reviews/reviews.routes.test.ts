import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProduct,
  createReview,
  createSeller,
  createUser,
  type ProductRow,
  type SellerWithUser,
} from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

const REVIEW_FIELDS = [
  'avatar',
  'createdAt',
  'message',
  'name',
  'order_slug',
  'product_slug',
  'rating',
  // The shop's one public reply, or null (decision 28).
  'sellerReply',
  'seller_slug',
  'slug',
  'status',
  'user',
  'user_slug',
].sort();

let t: TestApp;
let product: ProductRow;
let shop: SellerWithUser;
const get = (url: string) => t.app.inject({ url });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  shop = await createSeller(db);
  product = await createProduct(db, { name: 'Reviewed Lamp', slug: 'reviewed-lamp', seller: shop });
  const ada = await createUser(db, {
    fullName: 'Ada Lovelace',
    displayName: 'Ada',
    slug: 'ada',
    avatar: '/ada.webp',
  });
  const bob = await createUser(db, { fullName: 'Bob Builder', displayName: null, slug: 'bob' });
  const eve = await createUser(db, { slug: 'eve' });
  await createReview(db, {
    product,
    user: ada,
    rating: 5,
    message: 'Lovely',
    createdAt: new Date(Date.now() - 2000),
  });
  await createReview(db, {
    product,
    user: bob,
    rating: 4,
    message: 'Good',
    createdAt: new Date(Date.now() - 1000),
  });
  await createReview(db, { product, user: eve, rating: 1, message: 'Spam', status: 'inactive' });
  await createProduct(db, { name: 'Quiet Lamp', slug: 'quiet-lamp', seller: shop });
  await createProduct(db, {
    name: 'Hidden Lamp',
    slug: 'hidden-lamp',
    seller: shop,
    approvalStatus: 'pending',
  });
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/reviews/reviewProducts/{product}', () => {
  it('answers the active reviews (newest first) with the reviewer, the average and the count', async () => {
    const response = await get('/api/reviews/reviewProducts/reviewed-lamp');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['average', 'count', 'reviews']);
    expect(body.average).toBe(4.5);
    expect(body.count).toBe(2);
    expect(body.reviews.map((review: { message: string }) => review.message)).toEqual(['Good', 'Lovely']);
    expect(Object.keys(body.reviews[0]).sort()).toEqual(REVIEW_FIELDS);
    expect(body.reviews[0]).toMatchObject({
      product_slug: 'reviewed-lamp',
      user_slug: 'bob',
      seller_slug: shop.user.slug,
      order_slug: null,
      name: 'Bob Builder',
      rating: 4,
      status: 'active',
      user: { fullName: 'Bob Builder', avatar: null },
    });
    expect(body.reviews[1]).toMatchObject({
      name: 'Ada',
      user: { fullName: 'Ada Lovelace', avatar: '/ada.webp' },
    });
  });

  it('pages the reviews while average and count cover them all', async () => {
    const body = (await get('/api/reviews/reviewProducts/reviewed-lamp?limit=1&page=2')).json();
    expect(body.reviews.map((review: { message: string }) => review.message)).toEqual(['Lovely']);
    expect(body).toMatchObject({ average: 4.5, count: 2 });
  });

  it('answers an empty list for a product without reviews', async () => {
    expect((await get('/api/reviews/reviewProducts/quiet-lamp')).json()).toEqual({
      reviews: [],
      average: 0,
      count: 0,
    });
  });

  it('answers 404 for unknown or hidden products', async () => {
    for (const slug of ['no-such-lamp', 'hidden-lamp']) {
      const response = await get(`/api/reviews/reviewProducts/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'product_not_found' });
    }
    expect(product.slug).toBe('reviewed-lamp');
  });
});
