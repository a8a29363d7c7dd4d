import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from './client.ts';
import { brands, categories, products, sellers, users } from './schema/index.ts';
import { openTestDatabase } from './test-database.ts';

let handle: DatabaseHandle;
let db: Database;
let headphonesId: number;
let brandId: number;
let categoryId: number;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  await db.insert(users).values({ id: 'seller-1', name: 'Sam', email: 'sam@example.test' });
  const [seller] = await db
    .insert(sellers)
    .values({ userId: 'seller-1', shopName: 'Sound Shop' })
    .returning();
  const [category] = await db.insert(categories).values({ name: 'Audio' }).returning();
  const [brand] = await db.insert(brands).values({ name: 'Sonic' }).returning();
  categoryId = category!.id;
  brandId = brand!.id;
  const [headphones] = await db
    .insert(products)
    .values([
      {
        productName: 'Wireless Headphones',
        description: '<p>Over-ear, <em>noise cancelling</em>, 30 hours of battery</p>',
        priceCents: 12_999,
        categoryId,
        brandId,
        sellerId: seller!.id,
      },
      {
        productName: 'Leather Wallet',
        description: 'Fits wireless chargers in the side pocket',
        priceCents: 2_999,
        categoryId,
        sellerId: seller!.id,
      },
    ])
    .returning();
  headphonesId = headphones!.id;
});

afterAll(async () => {
  await handle?.close();
});

async function productRow(id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row!;
}

describe('product search document', () => {
  it('is generated from the name (A), brand and category (B) and description (C), without HTML tags', async () => {
    const { searchDocument, brandName, categoryName } = await productRow(headphonesId);
    expect(brandName).toBe('Sonic');
    expect(categoryName).toBe('Audio');
    expect(searchDocument).toContain("'wireless':1A");
    expect(searchDocument).toContain("'sonic':3B");
    expect(searchDocument).toContain("'audio':4B");
    expect(searchDocument).toMatch(/'nois':\d+C/);
    expect(searchDocument).not.toMatch(/'p'|'em'/);
  });

  it('ranks a match in the name above a match in the description', async () => {
    const { rows } = await db.execute<{ product_name: string }>(sql`
      select product_name from products
      where search_document @@ websearch_to_tsquery('english', 'wireless')
      order by ts_rank(search_document, websearch_to_tsquery('english', 'wireless')) desc`);
    expect(rows.map((row) => row.product_name)).toEqual(['Wireless Headphones', 'Leather Wallet']);
  });

  it('finds the product by its brand and category names', async () => {
    const { rows } = await db.execute<{ id: number }>(
      sql`select id from products where search_document @@ websearch_to_tsquery('english', 'sonic audio')`,
    );
    expect(rows.map((row) => row.id)).toEqual([headphonesId]);
  });

  it('follows a rename of the brand or the category', async () => {
    await db.update(brands).set({ name: 'Sonora' }).where(eq(brands.id, brandId));
    await db.update(categories).set({ name: 'Hi-Fi' }).where(eq(categories.id, categoryId));
    const renamed = await productRow(headphonesId);
    expect(renamed.brandName).toBe('Sonora');
    expect(renamed.categoryName).toBe('Hi-Fi');
    expect(renamed.searchDocument).toContain("'sonora'");
    expect(renamed.searchDocument).not.toContain("'sonic'");
  });

  it('ignores names written by application code and drops the brand name with the brand', async () => {
    await db.update(products).set({ brandName: 'Forged' }).where(eq(products.id, headphonesId));
    expect((await productRow(headphonesId)).brandName).toBe('Sonora');

    const [temporary] = await db.insert(brands).values({ name: 'Ephemeral' }).returning();
    await db.update(products).set({ brandId: temporary!.id }).where(eq(products.id, headphonesId));
    expect((await productRow(headphonesId)).brandName).toBe('Ephemeral');
    await db.delete(brands).where(eq(brands.id, temporary!.id));
    const orphan = await productRow(headphonesId);
    expect(orphan.brandId).toBeNull();
    expect(orphan.brandName).toBe('');
  });
});

describe('typo-tolerant name search (pg_trgm)', () => {
  it('scores a misspelt word against the product name', async () => {
    const { rows } = await db.execute<{ product_name: string; score: number }>(sql`
      select product_name, word_similarity('wirless', lower(product_name)) as score
      from products order by score desc`);
    expect(rows[0]?.product_name).toBe('Wireless Headphones');
    expect(rows[0]?.score).toBeGreaterThan(0.5);

    const { rows: similarity } = await db.execute<{ score: number }>(
      sql`select similarity(lower('Wireless Headphones'), 'wirless') as score`,
    );
    expect(similarity[0]?.score).toBeGreaterThan(0);
  });

  it('can use the trigram index for the % operator', async () => {
    const { rows } = await db.execute<{ id: number }>(
      sql`select id from products where lower(product_name) %> 'headphnes'`,
    );
    expect(rows.map((row) => row.id)).toEqual([headphonesId]);

    // Two rows make a sequential scan cheapest; forbid it (in one transaction, hence one connection).
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select id from products where lower(product_name) %> 'headphnes'`,
      );
    });
    expect(plan.rows.map((line) => line['QUERY PLAN']).join('\n')).toContain('products_name_trgm_idx');
  });
});

describe('search lexicon (search_words)', () => {
  async function lexicon(): Promise<string[]> {
    const { rows } = await db.execute<{ word: string }>(sql`select word from search_words order by word`);
    return rows.map((row) => row.word);
  }

  it('holds the words of product, brand and category names, not of descriptions', async () => {
    const words = await lexicon();
    expect(words).toEqual(expect.arrayContaining(['wireless', 'headphones', 'leather', 'wallet']));
    // Renamed by the tests above: the current brand and category names are there too.
    expect(words).toEqual(expect.arrayContaining(['sonora', 'ephemeral', 'hi', 'fi']));
    expect(words).not.toContain('cancelling');
    expect(words).not.toContain('hi-fi');
  });

  it('learns the words of a renamed product, and of products inserted many at a time', async () => {
    await db
      .update(products)
      .set({ productName: 'Wireless Gramophone' })
      .where(eq(products.id, headphonesId));
    const [seller] = await db.select({ id: sellers.id }).from(sellers).limit(1);
    await db.execute(sql`
      insert into products (product_name, price_cents, category_id, seller_id)
      select 'Kaleidoscope ' || n, 500, ${categoryId}, ${seller!.id} from generate_series(1, 3) as n`);
    expect(await lexicon()).toEqual(expect.arrayContaining(['gramophone', 'kaleidoscope', '1', '2', '3']));
  });

  it('learns nothing when an update leaves the names alone', async () => {
    const before = await lexicon();
    await db.update(products).set({ stock: 7 }).where(eq(products.id, headphonesId));
    expect(await lexicon()).toEqual(before);
  });
});
