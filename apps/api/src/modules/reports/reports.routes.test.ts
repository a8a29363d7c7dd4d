import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportedItems } from '../../db/schema/index.ts';
import { createProduct } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser } from '../orders/orders.test-support.ts';
import { createTestUser } from '../users/users.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/reporteditems', () => {
  it('stores an open report of a product by the signed-in user', async () => {
    const product = await createProduct(t.database.db);
    const user = await createTestUser(t.app);
    const response = await asUser(t.app, user).post('/api/reporteditems', {
      product_slug: product.slug,
      title: 'Counterfeit',
      note: 'The logo is <i>wrong</i>.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      product_slug: product.slug,
      user_slug: user.slug,
      title: 'Counterfeit',
      note: 'The logo is <i>wrong</i>.',
      status: 'open',
    });
    expect(
      await t.database.db.select().from(reportedItems).where(eq(reportedItems.productId, product.id)),
    ).toHaveLength(1);
  });

  it('needs a session, a title and a known product', async () => {
    const product = await createProduct(t.database.db);
    const as = asUser(t.app, await createTestUser(t.app));
    expect(
      (await asUser(t.app).post('/api/reporteditems', { product_slug: product.slug, title: 'x' })).statusCode,
    ).toBe(401);
    const noTitle = await as.post('/api/reporteditems', { product_slug: product.slug, title: ' ' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toContain('Title is required');
    expect((await as.post('/api/reporteditems', { product_slug: 'ghost', title: 'x' })).statusCode).toBe(404);
  });
});
