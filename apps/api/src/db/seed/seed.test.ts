import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import {
  accounts,
  addresses,
  advertisements,
  blogComments,
  blogs,
  brands,
  categories,
  coupons,
  featuredCategories,
  flashSaleItems,
  flashSales,
  ledgerEntries,
  marketplaceSettings,
  megaMenuEntries,
  megaMenuSubCategories,
  orderLines,
  orders,
  popularCategories,
  products,
  reviews,
  sellerApplications,
  sellers,
  sliders,
  subCategories,
  users,
} from '../schema/index.ts';
import { openTestDatabase } from '../test-database.ts';
import { demoAccounts } from './demo-content.ts';
import { parseSeedArgs, resolveDataDir } from './seed.cli.ts';
import { isCatalogueEmpty, type SeedSummary, seedDemoIfEmpty, seedDemoMarketplace } from './seed.ts';
import { truncateAllTables } from './seed-reset.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
/** Shared with other runs so the demo images are drawn once per machine, not once per test run. */
const UPLOADS_DIR = path.join(REPO_ROOT, 'data', 'test-cache', 'uploads');
const NOW = new Date();

describe('seedDemoIfEmpty', () => {
  let handle: DatabaseHandle;
  let seeded: { seeded: boolean };
  const lines: string[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase();
    seeded = await seedDemoIfEmpty(handle, { uploadsDir: UPLOADS_DIR, now: NOW, log: (l) => lines.push(l) });
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  const count = (table: Parameters<DatabaseHandle['db']['$count']>[0], filter?: SQL) =>
    handle.db.$count(table, filter);

  it('reports that it seeded an empty database and logs its progress', () => {
    expect(seeded).toEqual({ seeded: true });
    expect(lines.at(-1)).toMatch(/^seed: done in/);
  });

  it('loads the catalogue taxonomy with images and logos', async () => {
    expect(await count(categories)).toBeGreaterThanOrEqual(10);
    expect(await count(subCategories)).toBeGreaterThanOrEqual(40);
    expect(await count(brands)).toBeGreaterThanOrEqual(20);
    expect(await count(categories, sql`${categories.image} is null`)).toBe(0);
    expect(await count(brands, sql`${brands.logo} is null`)).toBe(0);
  });

  it('creates at least 8 approved shops, each with its approved application and a seller account', async () => {
    const shops = await handle.db
      .select({
        role: users.role,
        application: sellerApplications.status,
        decidedBy: sellerApplications.decidedBy,
      })
      .from(sellers)
      .innerJoin(users, eq(users.id, sellers.userId))
      .innerJoin(sellerApplications, eq(sellerApplications.userId, sellers.userId));
    expect(shops.length).toBeGreaterThanOrEqual(8);
    for (const shop of shops) {
      expect(shop).toMatchObject({ role: 'seller', application: 'approved' });
      expect(shop.decidedBy).not.toBeNull();
    }
  });

  it('inserts 500 products with a gallery, and lets the trigger fill category and brand names', async () => {
    expect(await count(products)).toBe(500);
    expect(await count(products, sql`cardinality(${products.imageUrls}) < 2`)).toBe(0);
    expect(await count(products, sql`${products.categoryName} = '' or ${products.brandName} = ''`)).toBe(0);
    const visible = await count(
      products,
      sql`${products.status} = 'active' and ${products.approvalStatus} = 'approved'`,
    );
    expect(visible).toBeGreaterThan(400);
    // Full-text search works on the generated document (name + brand + category + description).
    expect(
      await count(products, sql`${products.searchDocument} @@ plainto_tsquery('english', 'headphones')`),
    ).toBeGreaterThan(0);
  });

  it('fills the search lexicon with the words of the product, brand and category names', async () => {
    // Plain words only (letters a-z and digits between spaces): "6.7-inch" or "Étude" are parsed their own way.
    const { rows } = await handle.db.execute<{ plain: number; missing: number; words: number }>(sql`
      with plain as (
        select distinct chunk as word from products
        cross join lateral regexp_split_to_table(
          lower(product_name || ' ' || brand_name || ' ' || category_name), '[[:space:]]+') as chunk
        where chunk ~ '^[a-z0-9]+$'
      )
      select (select count(*)::int from plain) as plain,
        (select count(*)::int from plain where not exists (
          select 1 from search_words known where known.word = plain.word)) as missing,
        (select count(*)::int from search_words) as words`);
    expect(rows[0]!.plain).toBeGreaterThan(100);
    expect(rows[0]!.missing).toBe(0);
    expect(rows[0]!.words).toBeGreaterThanOrEqual(rows[0]!.plain);
  });

  it('writes every image a product references to the uploads folder', async () => {
    const rows = await handle.db.select({ urls: products.imageUrls }).from(products);
    const urls = new Set(rows.flatMap((r) => r.urls));
    expect(urls.size).toBeGreaterThan(10);
    for (const url of urls) {
      expect(url.startsWith('/uploads/demo/')).toBe(true);
      const file = path.join(UPLOADS_DIR, url.slice('/uploads/'.length));
      expect((await stat(file)).size, file).toBeGreaterThan(0);
    }
  });

  it('fills the home page: 3 sliders, the 4 named ads, popular and featured categories, the mega menu', async () => {
    expect(await count(sliders)).toBe(3);
    const ads = await handle.db.select({ name: advertisements.adName }).from(advertisements);
    expect(ads.map((a) => a.name)).toEqual(
      expect.arrayContaining([
        'Slider Banner One',
        'Slider Banner Two',
        'Homepage Single Banner One',
        'Homepage Single Banner Two',
      ]),
    );
    expect(await count(popularCategories)).toBeGreaterThan(0);
    expect(await count(featuredCategories)).toBeGreaterThan(0);
    expect(await count(megaMenuEntries)).toBeGreaterThan(0);
    const emptyColumns = await count(
      megaMenuEntries,
      sql`not exists (select 1 from ${megaMenuSubCategories} where ${megaMenuSubCategories.megaMenuEntryId} = ${megaMenuEntries.id})`,
    );
    expect(emptyColumns).toBe(0);
  });

  it('runs one active flash sale ending in the future, whose items undercut the regular price and are what shoppers pay now', async () => {
    const sales = await handle.db.select().from(flashSales).where(eq(flashSales.status, 'active'));
    expect(sales).toHaveLength(1);
    expect(sales[0]!.endsAt.getTime()).toBeGreaterThan(Date.now());
    const items = await handle.db
      .select({
        sale: flashSaleItems.salePriceCents,
        regular: sql<number>`coalesce(${products.offerPriceCents}, ${products.priceCents})`,
        pays: products.effectivePriceCents,
      })
      .from(flashSaleItems)
      .innerJoin(products, eq(products.id, flashSaleItems.productId));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.sale).toBeLessThan(Number(item.regular));
      expect(item.pays).toBe(item.sale); // the listing's price filter and sorts see the sale price
    }
  });

  it('publishes at least 6 blog posts, all with comments, and 3 live coupons', async () => {
    expect(await count(blogs)).toBeGreaterThanOrEqual(6);
    const uncommented = await count(
      blogs,
      sql`not exists (select 1 from ${blogComments} where ${blogComments.blogId} = ${blogs.id})`,
    );
    expect(uncommented).toBe(0);
    const live = await count(coupons, sql`${coupons.startsAt} <= now() and ${coupons.expiresAt} > now()`);
    expect(live).toBe(3);
  });

  it('creates the three demo accounts with their roles and verified emails', async () => {
    const expected = [
      [demoAccounts.admin.email, 'admin'],
      [demoAccounts.seller.email, 'seller'],
      [demoAccounts.customer.email, 'buyer'],
    ] as const;
    for (const [email, role] of expected) {
      const [user] = await handle.db.select().from(users).where(eq(users.email, email));
      expect(user).toMatchObject({ role, emailVerified: true });
    }
    expect(await count(users, sql`${users.slug} is null or ${users.slug} = ''`)).toBe(0);
    // Stored emails must pass ordinary email validation (better-auth checks them at sign-in).
    expect(await count(users, sql`${users.email} !~ '^[a-z0-9._+-]+@[a-z0-9.-]+$'`)).toBe(0);
  });

  it('stores demo passwords as better-auth credential hashes that verify, and none for other people', async () => {
    for (const account of [demoAccounts.admin, demoAccounts.seller, demoAccounts.customer]) {
      const [row] = await handle.db
        .select({ password: accounts.password, accountId: accounts.accountId, userId: users.id })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .where(and(eq(users.email, account.email), eq(accounts.providerId, 'credential')));
      expect(row?.accountId).toBe(row?.userId);
      expect(await verifyPassword({ hash: row!.password!, password: account.password })).toBe(true);
      expect(await verifyPassword({ hash: row!.password!, password: 'wrong-password' })).toBe(false);
    }
    expect(await count(accounts)).toBe(3);
  });

  it('gives every seeded address, order and shop a phone libphonenumber-js takes as valid for its country', async () => {
    const { db } = handle;
    const saved = await db
      .select({ phone: addresses.phone, country: addresses.countryCode, postal: addresses.postalCode })
      .from(addresses);
    const shipped = await db
      .select({ phone: orders.shippingPhone, country: orders.shippingCountryCode })
      .from(orders);
    const shops = await db.select({ phone: sellers.contactPhone }).from(sellers);
    const people = await db.select({ phone: users.phone }).from(users).where(isNotNull(users.phone));
    expect(saved.length).toBeGreaterThanOrEqual(10);
    expect(shipped.length).toBeGreaterThan(0);
    for (const { phone, country, postal } of saved) {
      expect(country).toBe('US');
      expect(postal, 'a US address needs its ZIP code').toMatch(/^\d{5}$/);
      expect(isValidPhoneNumber(phone, 'US'), phone).toBe(true);
      // Stored as the address book stores them: E.164.
      expect(parsePhoneNumberFromString(phone, 'US')?.number).toBe(phone);
    }
    for (const { phone, country } of shipped) {
      expect(country).toBe('US');
      expect(isValidPhoneNumber(phone, 'US'), phone).toBe(true);
    }
    for (const { phone } of [...shops, ...people]) {
      expect(phone && isValidPhoneNumber(phone, 'US'), String(phone)).toBe(true);
    }
  });

  it('backs every review with a delivered order of that product by the same shopper, receipt confirmed', async () => {
    const all = await count(reviews);
    expect(all).toBeGreaterThan(0);
    const verified = await handle.db
      .select({ id: reviews.id })
      .from(reviews)
      .innerJoin(orders, and(eq(orders.id, reviews.orderId), eq(orders.userId, reviews.userId)))
      .innerJoin(
        orderLines,
        and(eq(orderLines.orderId, orders.id), eq(orderLines.productId, reviews.productId)),
      )
      .where(
        and(
          eq(orders.orderStatus, 'delivered'),
          eq(orderLines.lineStatus, 'delivered'),
          isNotNull(orderLines.receivedAt),
          sql`${orderLines.deliveredAt} < ${reviews.createdAt}`,
        ),
      );
    expect(verified).toHaveLength(all);
  });

  it('gives the demo customer delivered orders with products left to review and a pending one, all in the ledger', async () => {
    const [customer] = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoAccounts.customer.email));
    const own = await handle.db
      .select({
        id: orders.id,
        status: orders.orderStatus,
        subtotal: orders.subtotalCents,
        shipping: orders.shippingCents,
        receivedLines: sql<number>`count(*) filter (where ${orderLines.receivedAt} is not null)::int`,
        reviewedLines: sql<number>`count(${reviews.id})::int`,
      })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .leftJoin(reviews, and(eq(reviews.orderId, orders.id), eq(reviews.productId, orderLines.productId)))
      .where(eq(orders.userId, customer!.id))
      .groupBy(orders.id);
    const delivered = own.filter((order) => order.status === 'delivered');
    expect(delivered.length).toBeGreaterThanOrEqual(2);
    for (const order of delivered) {
      expect(order.receivedLines).toBeGreaterThan(0);
      expect(order.reviewedLines).toBe(0);
    }
    expect(own.filter((order) => order.status === 'pending')).toHaveLength(1);

    // Each order's sales and shipping entries add up to what the buyer was charged.
    for (const order of own) {
      const [sums] = await handle.db
        .select({
          sales: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'sale'), 0)::int`,
          shipping: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'shipping'), 0)::int`,
        })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.orderId, order.id));
      expect(sums).toEqual({ sales: order.subtotal, shipping: order.shipping });
    }
  });

  it('rates every product and shop exactly as their reviews say, and rates enough of them to show', async () => {
    const ofProduct = sql`from ${reviews} where ${reviews.productId} = ${products.id} and ${reviews.status} = 'active'`;
    const untrueProducts = await count(
      products,
      sql`${products.reviewCount} <> (select count(*) ${ofProduct})
        or abs(${products.rating} - coalesce((select avg(${reviews.rating}) ${ofProduct}), 0)) > 0.001`,
    );
    expect(untrueProducts).toBe(0);
    const ofShop = sql`from ${reviews} where ${reviews.sellerId} = ${sellers.id} and ${reviews.status} = 'active'`;
    const untrueShops = await count(
      sellers,
      sql`${sellers.reviewCount} <> (select count(*) ${ofShop})
        or abs(${sellers.rating} - coalesce((select avg(${reviews.rating}) ${ofShop}), 0)) > 0.001`,
    );
    expect(untrueShops).toBe(0);
    expect(await count(products, sql`${products.reviewCount} > 0`)).toBeGreaterThanOrEqual(30);
  });

  it('leaves planner statistics on the tables it filled (ANALYZE after the bulk load)', async () => {
    const analysed = await handle.db.execute<{ table: string; columns: number }>(
      sql`select tablename as "table", count(*)::int as columns from pg_stats
          where schemaname = 'public' and tablename in ('products', 'sellers', 'categories', 'reviews')
          group by tablename order by tablename`,
    );
    expect(analysed.rows.map((row) => row.table)).toEqual(['categories', 'products', 'reviews', 'sellers']);
    const [estimate] = (
      await handle.db.execute<{ rows: number }>(
        sql`select reltuples::int as rows from pg_class where oid = 'public.products'::regclass`,
      )
    ).rows;
    expect(estimate?.rows).toBe(500);
  });

  it('does nothing on a second call', async () => {
    const before = [await count(products), await count(users), await count(blogs)];
    expect(await seedDemoIfEmpty(handle, { uploadsDir: UPLOADS_DIR })).toEqual({ seeded: false });
    expect([await count(products), await count(users), await count(blogs)]).toEqual(before);
  });

  it('can empty every table and seed again, restoring the settings row', async () => {
    await truncateAllTables(handle.db);
    expect(await isCatalogueEmpty(handle.db)).toBe(true);
    expect(await count(marketplaceSettings)).toBe(0);
    const summary: SeedSummary = await seedDemoMarketplace(handle, { uploadsDir: UPLOADS_DIR, products: 60 });
    expect(summary).toMatchObject({ products: 60, categories: 13, coupons: 3, sliders: 3 });
    expect(await count(marketplaceSettings)).toBe(1);
  });
});

describe('seedDemoIfEmpty from two app instances starting together', () => {
  it('seeds exactly once', async () => {
    const handle = await openTestDatabase();
    try {
      const options = { uploadsDir: UPLOADS_DIR, products: 30 };
      const results = await Promise.all([seedDemoIfEmpty(handle, options), seedDemoIfEmpty(handle, options)]);
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      expect(await handle.db.$count(products)).toBe(30);
    } finally {
      await handle.close();
    }
  }, 60_000);
});

describe('seed CLI arguments', () => {
  it('defaults to 500 products without a reset', () => {
    expect(parseSeedArgs([])).toEqual({ products: 500, reset: false, help: false });
  });

  it('reads --products in any common spelling and --reset', () => {
    expect(parseSeedArgs(['--products', '100000', '--reset'])).toMatchObject({
      products: 100_000,
      reset: true,
    });
    expect(parseSeedArgs(['--products=100_000']).products).toBe(100_000);
    expect(parseSeedArgs(['-n', '1,000']).products).toBe(1000);
  });

  it('rejects a bad count and unknown flags', () => {
    expect(() => parseSeedArgs(['--products', 'many'])).toThrow(/--products/);
    expect(() => parseSeedArgs(['--products', '-5'])).toThrow();
    expect(() => parseSeedArgs(['--force'])).toThrow();
  });

  it('puts the default data folder at the repository root, and a relative one where npm was invoked', () => {
    expect(resolveDataDir({})).toBe(path.join(REPO_ROOT, 'data'));
    expect(resolveDataDir({ DATA_DIR: 'mydata', INIT_CWD: '/srv/shop' })).toBe('/srv/shop/mydata');
    expect(resolveDataDir({ DATA_DIR: '/var/lib/shop' })).toBe('/var/lib/shop');
  });
});
