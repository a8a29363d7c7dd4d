import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct, createSeller } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/** What node-postgres was asked to run: a statement name is what makes PostgreSQL keep a prepared plan. */
interface SentQuery {
  name?: string;
  text: string;
}

const onPostgres = Boolean(process.env.DATABASE_URL);

// PGlite has no statements to keep per connection; the plans this saves are PostgreSQL's (db/prepared.ts).
describe.skipIf(!onPostgres)('product lists as named prepared statements on PostgreSQL', () => {
  let t: TestApp;
  const sent: SentQuery[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const shop = await createSeller(t.app.db, { shopName: 'Plan Shop', shopSlug: 'plan-shop' });
    for (const [name, priceCents] of [
      ['Cedar Desk Lamp', 2_500],
      ['Cedar Bookshelf', 12_000],
    ] as const)
      await createProduct(t.app.db, { seller: shop, name, priceCents });
    const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    function recordingQuery(this: pg.Client, ...args: unknown[]) {
      const [config] = args;
      if (typeof config === 'string') sent.push({ text: config });
      else if (config && typeof config === 'object' && 'text' in config) sent.push(config as SentQuery);
      return query.apply(this, args);
    }
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(
      recordingQuery as typeof pg.Client.prototype.query,
    );
  });

  afterEach(() => {
    sent.length = 0;
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
  });

  const productQueries = () => sent.filter((query) => /from "products"/.test(query.text));

  async function list(query: string) {
    const response = await t.app.inject({ url: `/api/products/filter${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().filteredProducts.map((product: { productName: string }) => product.productName);
  }

  it('sends the page and its count under statement names that lists differing only in values share', async () => {
    expect(await list('?min=10&max=50')).toEqual(['Cedar Desk Lamp']);
    const first = productQueries();
    expect(first.length).toBeGreaterThanOrEqual(2); // the page and its count
    for (const query of first) expect(query.name, query.text).toMatch(/^q_[\w-]+$/);

    sent.length = 0;
    expect(await list('?min=100&max=200')).toEqual(['Cedar Bookshelf']);
    const second = productQueries();
    expect(second.map((query) => query.name)).toEqual(first.map((query) => query.name));
  });

  it('sends a search by words unnamed: its text varies with the words', async () => {
    expect(await list('?search=cedar%20lamp')).toEqual(['Cedar Desk Lamp']);
    const searching = productQueries();
    expect(searching.length).toBeGreaterThan(0);
    for (const query of searching) expect(query.name, query.text).toBeUndefined();
  });
});
