/**
 * A small marketplace with a victim in it, for the hostile suites: customer A (the victim buyer, with a cart
 * line, a wishlist entry, a saved address and an order), customer B, seller S1 (the victim shop, whose
 * product is in A's order) and seller S2 (the attacker shop), an admin and the products they sell.
 * `snapshotVictims` reads every row of the victims straight from the database, so a suite can prove that
 * nothing of theirs changed.
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  addresses,
  carts,
  orderLines,
  orders,
  products,
  reviews,
  sellers,
  users,
  wishlists,
} from '../db/schema/index.ts';
import { asUser } from '../modules/orders/orders.test-support.ts';
import {
  createTestSeller,
  type TestSeller,
} from '../modules/seller-dashboard/seller-dashboard.test-support.ts';
import { createTestUser, type TestUser } from '../modules/users/users.test-support.ts';
import { createProduct, type ProductRow } from '../test-support/catalogue-fixtures.ts';

export interface HostileWorld {
  admin: TestUser;
  customerA: TestUser;
  customerB: TestUser;
  sellerS1: TestSeller;
  sellerS2: TestSeller;
  productS1: ProductRow;
  productS2: ProductRow;
  victim: {
    addressSlug: string;
    addressLine: string;
    phone: string;
    orderSlug: string;
    cartSlug: string;
    s1LineSlug: string;
  };
  /** Strings only the victims (or an admin) may ever see. */
  secrets: string[];
}

export async function buildHostileWorld(app: FastifyInstance): Promise<HostileWorld> {
  const tag = randomBytes(4).toString('hex');
  const admin = await createTestUser(app, { role: 'admin' });
  const customerA = await createTestUser(app, { email: `victim-a-${tag}@example.test` });
  const customerB = await createTestUser(app);
  const sellerS1 = await createTestSeller(app, { shopName: `Victim Shop ${tag}` });
  const sellerS2 = await createTestSeller(app, { shopName: `Rival Shop ${tag}` });
  const productS1 = await createProduct(app.db, { seller: sellerS1.shop, priceCents: 2_500, stock: 50 });
  const productS2 = await createProduct(app.db, { seller: sellerS2.shop, priceCents: 1_200, stock: 50 });

  const asA = asUser(app, customerA);
  const addressLine = `${tag} Victim Lane`;
  const phone = `+44 20 7${tag.replace(/\D/g, '').padEnd(3, '1').slice(0, 3)} 0000`;
  const address = await asA.post('/api/addresses', {
    name: 'Victim A',
    email: customerA.email,
    phone: '+44 20-7946-0000',
    country: 'United Kingdom',
    city: 'London',
    address: addressLine,
  });
  if (address.statusCode !== 201) throw new Error(`address: ${address.statusCode} ${address.body}`);
  const addressSlug = (address.json() as { slug: string }).slug;

  // Only S1 sells in A's order: S2 has no business with it at all.
  const added = await asA.post('/api/cart', { user_slug: customerA.slug, product_slug: productS1.slug });
  if (added.statusCode >= 300) throw new Error(`cart: ${added.statusCode} ${added.body}`);
  const order = await asA.post('/api/orders', {
    user_slug: customerA.slug,
    address_slug: addressSlug,
    payment_method: 'cod',
  });
  if (order.statusCode !== 201) throw new Error(`order: ${order.statusCode} ${order.body}`);
  const orderBody = (order.json() as { data: { slug: string } }).data;
  const [orderRow] = await app.db.select().from(orders).where(eq(orders.slug, orderBody.slug));
  if (!orderRow) throw new Error('order row missing');
  const [s1Line] = await app.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderRow.id))
    .then((lines) => lines.filter((line) => line.productId === productS1.id));
  if (!s1Line) throw new Error('S1 line missing');

  // After the order the cart is empty: put a line back, and something on the wishlist.
  await asA.post('/api/cart', { user_slug: customerA.slug, product_slug: productS1.slug, quantity: 2 });
  const wish = await asA.post('/api/wishlist', { user_slug: customerA.slug, slug: productS2.slug });
  if (wish.statusCode >= 300) throw new Error(`wishlist: ${wish.statusCode} ${wish.body}`);
  const [cartLine] = await app.db.select().from(carts).where(eq(carts.userId, customerA.id));
  if (!cartLine) throw new Error('cart line missing');
  await app.db.update(users).set({ phone, address: addressLine }).where(eq(users.id, customerA.id));

  return {
    admin,
    customerA,
    customerB,
    sellerS1,
    sellerS2,
    productS1,
    productS2,
    victim: {
      addressSlug,
      addressLine,
      phone,
      orderSlug: orderBody.slug,
      cartSlug: cartLine.cartSlug,
      s1LineSlug: s1Line.slug,
    },
    secrets: [
      customerA.email,
      addressLine,
      phone,
      orderBody.slug,
      s1Line.slug,
      cartLine.cartSlug,
      addressSlug,
    ],
  };
}

/** Every row of the victims (A's shopping data and profile, S1's shop, products and order lines) as JSON. */
export async function snapshotVictims(app: FastifyInstance, world: HostileWorld): Promise<string> {
  const a = world.customerA.id;
  const s1 = world.sellerS1.shop.id;
  const [user] = await app.db.select().from(users).where(eq(users.id, a));
  const aOrders = await app.db.select().from(orders).where(eq(orders.userId, a)).orderBy(orders.id);
  const s1Products = await app.db
    .select()
    .from(products)
    .where(eq(products.sellerId, s1))
    .orderBy(products.id);
  const orderIds = aOrders.map((order) => order.id);
  const productIds = s1Products.map((product) => product.id);
  return JSON.stringify({
    user,
    cart: await app.db.select().from(carts).where(eq(carts.userId, a)).orderBy(carts.id),
    wishlist: await app.db.select().from(wishlists).where(eq(wishlists.userId, a)).orderBy(wishlists.id),
    addresses: await app.db.select().from(addresses).where(eq(addresses.userId, a)).orderBy(addresses.id),
    orders: aOrders,
    aLines: orderIds.length
      ? await app.db
          .select()
          .from(orderLines)
          .where(inArray(orderLines.orderId, orderIds))
          .orderBy(orderLines.id)
      : [],
    shop: await app.db.select().from(sellers).where(eq(sellers.id, s1)),
    s1Products,
    s1Lines: await app.db.select().from(orderLines).where(eq(orderLines.sellerId, s1)).orderBy(orderLines.id),
    s1Reviews: productIds.length
      ? await app.db.select().from(reviews).where(inArray(reviews.productId, productIds)).orderBy(reviews.id)
      : [],
  });
}
