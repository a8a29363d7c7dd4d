/**
 * Loads the demo marketplace into an empty database: people and shops, the catalogue, home content,
 * blog, coupons, and a few verified-purchase reviews. Called by the server at start-up
 * (`seedDemoIfEmpty`) and by `npm run seed` (seed.cli.ts).
 *
 * Atomicity: everything except the bulk of a very large catalogue is written in ONE transaction, so a
 * crash leaves the database empty and the next start seeds again. Products beyond the first
 * PRODUCTS_PER_TRANSACTION are committed in chunks of that size (several at once on PostgreSQL): a
 * million rows in one transaction would hold locks and memory for minutes, and a crash there only
 * leaves a smaller, still consistent catalogue.
 *
 * The mega menu's promo tile has no table of its own: it is the advertisement named
 * MEGA_MENU_PROMO_AD_NAME (seed-content.ts).
 *
 * Ratings: products and shops are rated by the seeded reviews only (seed-reviews.ts counts them), so no
 * figure contradicts the reviews shown beside it.
 */
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '../client.ts';
import { products } from '../schema/index.ts';
import { isCatalogueEmpty } from './catalogue-emptiness.ts';
import { type DemoProduct, iterateDemoProducts } from './demo-catalogue.ts';
import { selectFlashSaleItems } from './demo-content.ts';
import { type DemoImageSet, generateDemoImages } from './demo-images.ts';
import { hashDemoPasswords, seedPeople } from './seed-accounts.ts';
import { chunked } from './seed-bulk.ts';
import { type CatalogueIds, insertProducts, seedTaxonomy } from './seed-catalogue.ts';
import { seedBlog, seedCoupons, seedFlashSale, seedHomeContent } from './seed-content.ts';
import { pickCustomerOrderProducts, seedDemoCustomerOrders } from './seed-customer-orders.ts';
import { pickReviewedProducts, type ReviewableProduct, seedOrdersAndReviews } from './seed-reviews.ts';

// Callers of the seed (the CLI, tests) find the emptiness check here too.
export { isCatalogueEmpty };

export interface SeedOptions {
  /** The uploads root; demo images go to `<uploadsDir>/demo`, served under `/uploads/demo`. */
  uploadsDir: string;
  /** How many products to generate (default 500). */
  products?: number;
  log?: (line: string) => void;
  /** The seeding moment: flash sale end, coupon expiry, blog and order dates are relative to it. */
  now?: Date;
}

export interface SeedSummary {
  users: number;
  sellers: number;
  categories: number;
  subCategories: number;
  brands: number;
  products: number;
  sliders: number;
  advertisements: number;
  flashSaleItems: number;
  blogs: number;
  blogComments: number;
  coupons: number;
  orders: number;
  reviews: number;
  elapsedMs: number;
}

export const DEFAULT_DEMO_PRODUCTS = 500;
/** Same seed as the generator's default, so a demo shop looks the same on every machine. */
const PRODUCT_SEED = 42;
export const PRODUCTS_PER_TRANSACTION = 20_000;
/**
 * Parallel chunk writers on PostgreSQL. The cost is server-side CPU per row (the generated tsvector
 * first, then the two GIN indexes and the name-copying trigger), so each extra connection puts another
 * core to work; four leaves most of the app's pool (10 by default) free.
 */
const POSTGRES_WRITERS = 4;
/** Serialises seeders of several app instances starting at once on one PostgreSQL (arbitrary, fixed). */
const SEED_LOCK_KEY = 7_318_420_917;

/** Seeds only when the catalogue is empty (no category and no product); otherwise does nothing. */
export async function seedDemoIfEmpty(
  handle: DatabaseHandle,
  options: SeedOptions,
): Promise<{ seeded: boolean }> {
  // Cheap check first, so a normal restart neither draws images nor hashes passwords.
  if (!(await isCatalogueEmpty(handle.db))) return { seeded: false };
  const summary = await seed(handle, options, true);
  return { seeded: summary !== null };
}

/** Seeds unconditionally; the database must be empty (unique slugs and emails would collide). */
export async function seedDemoMarketplace(
  handle: DatabaseHandle,
  options: SeedOptions,
): Promise<SeedSummary> {
  const summary = await seed(handle, options, false);
  if (!summary) throw new Error('unreachable: an unconditional seed always runs');
  return summary;
}

async function seed(
  handle: DatabaseHandle,
  options: SeedOptions,
  onlyIfEmpty: boolean,
): Promise<SeedSummary | null> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const count = options.products ?? DEFAULT_DEMO_PRODUCTS;
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`products must be a whole number ≥ 0, got ${count}`);
  const since = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

  // Slow, non-database work happens before the transaction opens, so it holds its locks briefly.
  const images = await generateDemoImages({
    outDir: path.join(options.uploadsDir, 'demo'),
    publicPrefix: '/uploads/demo',
  });
  const hashes = await hashDemoPasswords();
  log(`seed: images and passwords ready (${since()})`);

  const chunks = chunked(iterateDemoProducts(count, PRODUCT_SEED, options.now), PRODUCTS_PER_TRANSACTION);
  let inserted = 0;

  const ids = await handle.db.transaction(async (tx) => {
    if (handle.kind === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Another instance may have seeded while this one waited for the lock.
    if (onlyIfEmpty && !(await isCatalogueEmpty(tx))) return null;

    const people = await seedPeople(tx, images, hashes, now);
    const taxonomy = await seedTaxonomy(tx, images);
    const ids: CatalogueIds = { ...taxonomy, sellerIdByShopSlug: people.sellerIdByShopSlug };

    const first = chunks.next();
    const firstChunk: readonly DemoProduct[] = first.done ? [] : first.value;
    await insertProducts(tx, firstChunk, ids, images);
    inserted += firstChunk.length;

    const saleItems = selectFlashSaleItems(firstChunk);
    const reviewed = pickReviewedProducts(firstChunk, now);
    const customerOrders = pickCustomerOrderProducts(
      firstChunk,
      new Set([...saleItems.map((i) => i.productSlug), ...reviewed.map((p) => p.slug)]),
      now,
    );
    const productBySlug = await findProducts(tx, [
      ...saleItems.map((i) => i.productSlug),
      ...reviewed.map((p) => p.slug),
      ...customerOrders.flat().map((p) => p.slug),
    ]);

    await seedHomeContent(tx, images, ids);
    await seedFlashSale(
      tx,
      images,
      saleItems,
      new Map([...productBySlug].map(([slug, p]) => [slug, p.id])),
      now,
    );
    await seedBlog(tx, images, people, now);
    await seedCoupons(tx, people, now);
    // Before the shoppers' orders: their seeding records every order so far in the ledger.
    await seedDemoCustomerOrders(tx, customerOrders, productBySlug, people, now);
    await seedOrdersAndReviews(tx, reviewed, productBySlug, people, now);
    return ids;
  });
  if (!ids) {
    log('seed: another process seeded the database first; nothing to do');
    return null;
  }
  log(
    `seed: people, catalogue, content and ${inserted.toLocaleString('en-US')} products committed (${since()})`,
  );

  await insertRemainingChunks(handle, chunks, ids, images, (rows) => {
    inserted += rows;
    log(`seed: ${inserted.toLocaleString('en-US')} / ${count.toLocaleString('en-US')} products (${since()})`);
  });

  // Tables filled in one go have no planner statistics until autovacuum gets round to them (a list page
  // took seconds at 100k products until then, milliseconds after): gather them now, before anyone reads.
  await handle.db.execute(sql`analyze`);
  log(`seed: planner statistics gathered (${since()})`);

  const summary = { ...(await countRows(handle)), elapsedMs: Math.round(performance.now() - started) };
  log(`seed: done in ${since()}`);
  return summary;
}

async function findProducts(db: Executor, slugs: readonly string[]): Promise<Map<string, ReviewableProduct>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      sellerId: products.sellerId,
      imageUrl: sql<string | null>`${products.imageUrls}[1]`,
    })
    .from(products)
    .where(inArray(products.slug, [...new Set(slugs)]));
  return new Map(rows.map((r) => [r.slug, { id: r.id, sellerId: r.sellerId, imageUrl: r.imageUrl }]));
}

/**
 * Commits the remaining chunks, each in its own transaction, with a few writers at once on PostgreSQL
 * (PGlite has one connection, so one writer). The writers share the synchronous generator safely:
 * `next()` runs to completion before another writer can call it.
 */
async function insertRemainingChunks(
  handle: DatabaseHandle,
  chunks: Iterator<DemoProduct[]>,
  ids: CatalogueIds,
  images: DemoImageSet,
  onChunk: (rows: number) => void,
): Promise<void> {
  let failure: unknown;
  const writer = async () => {
    while (failure === undefined) {
      const next = chunks.next();
      if (next.done) return;
      try {
        await handle.db.transaction((tx) => insertProducts(tx, next.value, ids, images));
        onChunk(next.value.length);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  const writers = handle.kind === 'postgres' ? POSTGRES_WRITERS : 1;
  await Promise.all(Array.from({ length: writers }, writer));
  if (failure !== undefined) throw failure;
}

async function countRows(handle: DatabaseHandle): Promise<Omit<SeedSummary, 'elapsedMs'>> {
  const tables = {
    users: 'users',
    sellers: 'sellers',
    categories: 'categories',
    subCategories: 'sub_categories',
    brands: 'brands',
    products: 'products',
    sliders: 'sliders',
    advertisements: 'advertisements',
    flashSaleItems: 'flash_sale_items',
    blogs: 'blogs',
    blogComments: 'blog_comments',
    coupons: 'coupons',
    orders: 'orders',
    reviews: 'reviews',
  } as const;
  const selects = Object.entries(tables).map(
    ([key, table]) => sql`(select count(*)::int from ${sql.identifier(table)}) as ${sql.identifier(key)}`,
  );
  const { rows } = await handle.db.execute<Record<keyof typeof tables, number>>(
    sql`select ${sql.join(selects, sql`, `)}`,
  );
  return rows[0]!;
}
