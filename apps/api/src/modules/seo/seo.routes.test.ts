import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBlog,
  createCategory,
  createProduct,
  createSeller,
} from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const shoes = await createCategory(db, { name: 'Shoes', slug: 'shoes' });
  await createCategory(db, { name: 'Retired', slug: 'retired', status: 'inactive' });
  const open = await createSeller(db, { shopName: 'Open Shop', shopSlug: 'open-shop' });
  const closed = await createSeller(db, {
    shopName: 'Closed Shop',
    shopSlug: 'closed-shop',
    status: 'inactive',
  });
  await createProduct(db, { slug: 'visible-shoe', category: shoes, seller: open });
  await createProduct(db, { slug: 'inactive-shoe', category: shoes, seller: open, status: 'inactive' });
  await createProduct(db, { slug: 'pending-shoe', category: shoes, seller: open, approvalStatus: 'pending' });
  await createProduct(db, { slug: 'closed-shop-shoe', category: shoes, seller: closed });
  await createBlog(db, { slug: 'live-post' });
  await createBlog(db, { slug: 'draft-post', status: 'inactive' });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/sitemap-entries', () => {
  it('lists only what shoppers may see, with change dates', async () => {
    const response = await t.app.inject({ url: '/api/sitemap-entries' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const slugs = (list: { slug: string }[]) => list.map((entry) => entry.slug);
    expect(slugs(body.products)).toEqual(['visible-shoe']);
    expect(slugs(body.categories)).toEqual(['shoes']);
    expect(slugs(body.sellers)).toEqual(['open-shop']);
    expect(slugs(body.blogs)).toEqual(['live-post']);
    expect(Number.isNaN(Date.parse(body.products[0].updatedAt))).toBe(false);
  });
});
