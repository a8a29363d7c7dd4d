/**
 * Signed-in sellers with a shop, for API tests:
 *
 *   const seller = await createTestSeller(t.app, { shopName: 'Alpha Goods' });
 *   await asUser(t.app, seller).get('/api/seller/shop');
 *   createProduct(t.database.db, { seller: seller.shop });   // catalogue-fixtures
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sellers } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../users/users.test-support.ts';

export interface TestSeller extends TestUser {
  shop: typeof sellers.$inferSelect;
}

export async function createTestSeller(
  app: FastifyInstance,
  options: { shopName?: string; status?: 'active' | 'inactive'; role?: 'seller' | 'admin' } = {},
): Promise<TestSeller> {
  const user = await createTestUser(app, { role: options.role ?? 'seller' });
  const suffix = randomBytes(3).toString('hex');
  const shopName = options.shopName ?? `Test Shop ${suffix}`;
  const [shop] = await app.db
    .insert(sellers)
    .values({
      userId: user.id,
      shopName,
      shopSlug: `${shopName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${suffix}`,
      shopAddress: '1 Market Street',
      description: 'A test shop.',
      contactEmail: user.email,
      contactPhone: '+1 555 0100',
      status: options.status ?? 'active',
    })
    .returning();
  if (!shop) throw new Error('insert into sellers returned no row');
  return { ...user, shop };
}
