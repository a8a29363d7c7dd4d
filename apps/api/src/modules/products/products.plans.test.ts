import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct, createSeller } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/** What node-postgres was asked to run. A named statement may be given one plan for all its values. */
interface SentQuery {
  name?: string;
  text: string;
}

const onPostgres = Boolean(process.env.DATABASE_URL);

// The plans in question are PostgreSQL's: PGlite runs every statement as it comes.
describe.skipIf(!onPostgres)('product list statements on PostgreSQL', () => {
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

  // A reused (generic) plan cannot see the price bounds: it guesses few prices match and gathers every
  // price in range before the LIMIT applies (decision 7: 195 ms for a count of 1,001 on a million products).
  it('sends the page and its count unnamed, so each is planned with its own price bounds', async () => {
    for (const prices of ['?min=10&max=50', '?min=100&max=200']) {
      sent.length = 0;
      expect(await list(prices)).toHaveLength(1);
      const listing = productQueries();
      expect(listing.length).toBeGreaterThanOrEqual(2); // the page and its count
      for (const query of listing) expect(query.name, query.text).toBeUndefined();
    }
  });

  // Facets: one more round trip, whatever the filters, planned with its own values like the page.
  it('counts every facet group in one unnamed statement', async () => {
    for (const query of [
      '?facets=true',
      '?facets=true&min=10&max=50&rating=1',
      '?facets=true&search=cedar',
    ]) {
      sent.length = 0;
      await list(query);
      const facetStatements = sent.filter((sentQuery) =>
        /json_build_object\(\s*'categories'/.test(sentQuery.text),
      );
      expect(facetStatements, query).toHaveLength(1);
      expect(facetStatements[0]?.name).toBeUndefined();
    }
  });

  it('sends a search by words unnamed too', async () => {
    expect(await list('?search=cedar%20lamp')).toEqual(['Cedar Desk Lamp']);
    const searching = productQueries();
    expect(searching.length).toBeGreaterThan(0);
    for (const query of searching) expect(query.name, query.text).toBeUndefined();
  });
});
