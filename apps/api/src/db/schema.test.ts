import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from './client.ts';
import {
  brands,
  carts,
  categories,
  coupons,
  orders,
  products,
  reviews,
  sellerApplications,
  sellers,
  users,
  wishlists,
} from './schema/index.ts';
import { openTestDatabase } from './test-database.ts';

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(async () => {
  await handle?.close();
});

/** PostgreSQL's error under Drizzle's wrapper: SQLSTATE `code` and the `constraint` that refused the write. */
async function refusal(write: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await write;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    const { code, constraint } = cause as { code?: string; constraint?: string };
    return { code, constraint };
  }
  throw new Error('expected the database to refuse the write');
}

const UNIQUE = '23505';
const CHECK = '23514';
const FOREIGN_KEY = '23503';

let counter = 0;
const unique = (label: string) => `${label}-${++counter}`;

async function insertUser(role: 'buyer' | 'seller' = 'buyer') {
  const id = unique('user');
  const [user] = await db
    .insert(users)
    .values({ id, name: id, email: `${id}@example.test`, fullName: `Full ${id}`, role })
    .returning();
  return user!;
}

async function insertCatalogue() {
  const owner = await insertUser('seller');
  const [seller] = await db
    .insert(sellers)
    .values({ userId: owner.id, shopName: unique('Shop'), shopSlug: unique('shop') })
    .returning();
  const [category] = await db
    .insert(categories)
    .values({ name: unique('Audio') })
    .returning();
  const [brand] = await db
    .insert(brands)
    .values({ name: unique('Sonic') })
    .returning();
  return { seller: seller!, category: category!, brand: brand! };
}

async function insertProduct(overrides: Partial<typeof products.$inferInsert> = {}) {
  const { seller, category, brand } = await insertCatalogue();
  const [product] = await db
    .insert(products)
    .values({
      productName: unique('Wireless Headphones'),
      description: '<p>Noise cancelling over-ear <strong>bluetooth</strong> headset</p>',
      priceCents: 12_999,
      offerPriceCents: 9_999,
      stock: 5,
      categoryId: category.id,
      brandId: brand.id,
      sellerId: seller.id,
      ...overrides,
    })
    .returning();
  return { product: product!, seller, category, brand };
}

describe('public slugs', () => {
  it('defaults a random URL-safe slug when the service names none', async () => {
    const { product } = await insertProduct();
    expect(product.slug).toMatch(/^[0-9a-f]{16}$/);
    const user = await insertUser();
    expect(user.slug).toMatch(/^[0-9a-f]{16}$/);
  });

  it('rejects a duplicate product slug', async () => {
    await insertProduct({ slug: 'iphone-15-pro-x7k2' });
    expect(await refusal(insertProduct({ slug: 'iphone-15-pro-x7k2' }))).toEqual({
      code: UNIQUE,
      constraint: 'products_slug_unique',
    });
  });

  it('rejects a category name that differs only by case', async () => {
    await db.insert(categories).values({ name: 'Cameras' });
    expect(await refusal(db.insert(categories).values({ name: 'cameras' }))).toEqual({
      code: UNIQUE,
      constraint: 'categories_name_key',
    });
  });
});

describe('product rules', () => {
  it('rejects negative stock', async () => {
    expect(await refusal(insertProduct({ stock: -1 }))).toEqual({
      code: CHECK,
      constraint: 'products_stock_check',
    });
  });

  it('rejects an offer price that is not below the price', async () => {
    expect(await refusal(insertProduct({ priceCents: 1000, offerPriceCents: 1000 }))).toEqual({
      code: CHECK,
      constraint: 'products_offer_price_check',
    });
  });

  it('derives the effective price from the offer, else the price', async () => {
    const { product: offered } = await insertProduct({ priceCents: 2000, offerPriceCents: 1500 });
    const { product: plain } = await insertProduct({ priceCents: 2000, offerPriceCents: null });
    expect(offered.effectivePriceCents).toBe(1500);
    expect(plain.effectivePriceCents).toBe(2000);
  });

  it('rejects a product of an unknown category', async () => {
    expect(await refusal(insertProduct({ categoryId: 999_999 }))).toEqual({
      code: FOREIGN_KEY,
      constraint: 'products_category_id_categories_id_fk',
    });
  });

  it('returns ratings as plain numbers', async () => {
    const { product } = await insertProduct({ rating: 4.7, reviewCount: 3 });
    const [stored] = await db.select().from(products).where(eq(products.id, product.id));
    expect(stored).toMatchObject({ rating: 4.7, reviewCount: 3 });
  });

  it('loads a product with its category, brand and shop through the declared relations', async () => {
    const { product, category, brand, seller } = await insertProduct();
    const loaded = await db.query.products.findFirst({
      where: eq(products.id, product.id),
      with: { category: true, brand: true, seller: { with: { user: true } } },
    });
    expect(loaded?.category.slug).toBe(category.slug);
    expect(loaded?.brand?.slug).toBe(brand.slug);
    expect(loaded?.seller.shopSlug).toBe(seller.shopSlug);
    expect(loaded?.seller.user.role).toBe('seller');
  });

  it('round-trips the image list as a text array', async () => {
    const imageUrls = ['/uploads/a.webp', '/uploads/b.webp'];
    const { product } = await insertProduct({ imageUrls });
    const [stored] = await db.select().from(products).where(eq(products.id, product.id));
    expect(stored?.imageUrls).toEqual(imageUrls);
  });
});

describe('shopper rules', () => {
  it('rejects a review rated 6', async () => {
    const { product } = await insertProduct();
    const user = await insertUser();
    expect(
      await refusal(db.insert(reviews).values({ productId: product.id, userId: user.id, rating: 6 })),
    ).toEqual({ code: CHECK, constraint: 'reviews_rating_check' });
  });

  it('rejects a second review of the same product by the same user', async () => {
    const { product } = await insertProduct();
    const user = await insertUser();
    await db.insert(reviews).values({ productId: product.id, userId: user.id, rating: 5 });
    expect(
      await refusal(db.insert(reviews).values({ productId: product.id, userId: user.id, rating: 4 })),
    ).toEqual({ code: UNIQUE, constraint: 'reviews_user_product_key' });
  });

  it('rejects a duplicate cart line of one variant; the service raises the quantity instead', async () => {
    const { product } = await insertProduct();
    const user = await insertUser();
    await db.insert(carts).values({ userId: user.id, productId: product.id, quantity: 1 });
    expect(
      await refusal(db.insert(carts).values({ userId: user.id, productId: product.id, quantity: 2 })),
    ).toEqual({ code: UNIQUE, constraint: 'carts_user_variant_key' });

    const [line] = await db
      .insert(carts)
      .values({ userId: user.id, productId: product.id, quantity: 2 })
      .onConflictDoUpdate({
        target: [carts.userId, carts.variantId],
        set: { quantity: sql`${carts.quantity} + excluded.quantity` },
      })
      .returning();
    expect(line?.quantity).toBe(3);
  });

  it('rejects a cart quantity of 0', async () => {
    const { product } = await insertProduct();
    const user = await insertUser();
    expect(
      await refusal(db.insert(carts).values({ userId: user.id, productId: product.id, quantity: 0 })),
    ).toEqual({ code: CHECK, constraint: 'carts_quantity_check' });
  });

  it('rejects a duplicate wishlist entry', async () => {
    const { product } = await insertProduct();
    const user = await insertUser();
    await db.insert(wishlists).values({ userId: user.id, productId: product.id });
    expect(await refusal(db.insert(wishlists).values({ userId: user.id, productId: product.id }))).toEqual({
      code: UNIQUE,
      constraint: 'wishlists_user_product_key',
    });
  });

  it('rejects a cart line of an unknown user', async () => {
    const { product } = await insertProduct();
    expect(
      await refusal(db.insert(carts).values({ userId: 'nobody', productId: product.id, quantity: 1 })),
    ).toEqual({ code: FOREIGN_KEY, constraint: 'carts_user_id_users_id_fk' });
  });
});

describe('seller applications', () => {
  it('rejects a second pending application but allows one after a decision', async () => {
    const user = await insertUser();
    const application = { userId: user.id, shopName: 'Gadget Hub', email: user.email };
    const [first] = await db.insert(sellerApplications).values(application).returning();
    expect(await refusal(db.insert(sellerApplications).values(application))).toEqual({
      code: UNIQUE,
      constraint: 'seller_applications_one_pending_per_user_key',
    });

    await db
      .update(sellerApplications)
      .set({ status: 'rejected', reason: 'Logo missing', decidedAt: new Date() })
      .where(eq(sellerApplications.id, first!.id));
    await expect(db.insert(sellerApplications).values(application)).resolves.toBeDefined();
  });

  it('rejects a decision without its time', async () => {
    const user = await insertUser();
    expect(
      await refusal(
        db.insert(sellerApplications).values({
          userId: user.id,
          shopName: 'Timeless',
          email: user.email,
          status: 'approved',
        }),
      ),
    ).toEqual({ code: CHECK, constraint: 'seller_applications_decided_at_check' });
  });
});

describe('orders and coupons', () => {
  const address = {
    shippingName: 'Ada',
    shippingPhone: '+1 555 0100',
    shippingCountry: 'US',
    shippingCity: 'Springfield',
    shippingAddress: '1 Main St',
  };

  it('replays an Idempotency-Key to the same order instead of a second one', async () => {
    const user = await insertUser();
    const order = {
      userId: user.id,
      subtotalCents: 1000,
      totalCents: 1000,
      paymentMethod: 'cod' as const,
      idempotencyKey: 'key-1',
      ...address,
    };
    await db.insert(orders).values(order);
    expect(await refusal(db.insert(orders).values(order))).toEqual({
      code: UNIQUE,
      constraint: 'orders_user_idempotency_key',
    });
    // Orders without a key never collide.
    await db.insert(orders).values({ ...order, idempotencyKey: null });
    await db.insert(orders).values({ ...order, idempotencyKey: null });
  });

  it('rejects totals that do not add up', async () => {
    const user = await insertUser();
    expect(
      await refusal(
        db.insert(orders).values({
          userId: user.id,
          subtotalCents: 1000,
          discountCents: 100,
          shippingCents: 500,
          totalCents: 1500,
          paymentMethod: 'card',
          ...address,
        }),
      ),
    ).toEqual({ code: CHECK, constraint: 'orders_total_check' });
  });

  const tenPercentOff = {
    name: 'Ten off',
    discountKind: 'percent' as const,
    discountValue: 10,
    expiresAt: new Date(Date.now() + 86_400_000),
    itemsNumber: 1,
  };

  it('never lets a coupon be used more often than allowed', async () => {
    const [coupon] = await db
      .insert(coupons)
      .values({ ...tenPercentOff, code: 'SAVE10' })
      .returning();
    const redeem = () =>
      db
        .update(coupons)
        .set({ applyQty: sql`${coupons.applyQty} + 1` })
        .where(eq(coupons.id, coupon!.id));
    await redeem();
    expect(await refusal(redeem())).toEqual({ code: CHECK, constraint: 'coupons_apply_qty_check' });
  });

  it('treats coupon codes case-insensitively', async () => {
    await db.insert(coupons).values({ ...tenPercentOff, code: 'WELCOME' });
    expect(await refusal(db.insert(coupons).values({ ...tenPercentOff, code: 'welcome' }))).toEqual({
      code: UNIQUE,
      constraint: 'coupons_code_key',
    });
  });

  it('rejects a percent discount above 100', async () => {
    expect(
      await refusal(db.insert(coupons).values({ ...tenPercentOff, code: 'TOOMUCH', discountValue: 150 })),
    ).toEqual({ code: CHECK, constraint: 'coupons_discount_value_check' });
  });
});
