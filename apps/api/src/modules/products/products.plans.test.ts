import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategory, createProduct, createSeller } from '../../test-support/catalogue-fixtures.ts';
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
  it('finds the page with its count in one unnamed statement, planned with its own price bounds', async () => {
    for (const prices of ['?min=10&max=50', '?min=100&max=200']) {
      sent.length = 0;
      expect(await list(prices)).toHaveLength(1);
      const [page, ...others] = productQueries().filter((query) => query.name === undefined);
      expect(others).toEqual([]);
      expect(page?.text).toMatch(/count\(\*\)/);
    }
  });

  // The records of a page's products are read by id: a plan that does not depend on the values.
  it('reads the page records with one prepared statement', async () => {
    expect(await list('?min=5&max=60')).toHaveLength(1);
    const named = productQueries().filter((query) => query.name !== undefined);
    expect(named.map((query) => query.name)).toEqual(['product_records_by_ids']);
    expect(named[0]?.text).toMatch(/"products"\."id" = any\(\$1::int\[\]\)/);
  });

  it('counts the facets of a list without text inside the page statement', async () => {
    expect(await list('?facets=true&min=10&max=50')).toHaveLength(1);
    const unnamed = productQueries().filter((query) => query.name === undefined);
    expect(unnamed).toHaveLength(1);
    expect(unnamed[0]?.text).toMatch(/json_build_object\(\s*'categories'/);
  });

  it('asks for the count apart when the page lies past the last match', async () => {
    const response = await t.app.inject({ url: '/api/products/filter?min=10&max=50&page=5&limit=1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().count).toBe(1);
    expect(response.json().filteredProducts).toEqual([]);
    expect(productQueries().filter((query) => query.text.startsWith('select count(*)'))).toHaveLength(1);
  });

  // Facets: one more round trip, whatever the filters, planned with its own values like the page.
  it('counts every facet group in one unnamed statement', async () => {
    for (const query of ['?facets=true', '?facets=true&min=20&max=150', '?facets=true&search=cedar']) {
      sent.length = 0;
      await list(query);
      const facetStatements = sent.filter((sentQuery) =>
        /json_build_object\(\s*'categories'/.test(sentQuery.text),
      );
      expect(facetStatements, query).toHaveLength(1);
      expect(facetStatements[0]?.name).toBeUndefined();
    }
  });

  // The default price range is shared by every group (decision 60): no scan of its own for the price
  // facet unless the shopper chose a price.
  it('scans for the price facet apart only when a price is chosen', async () => {
    // URLs no other test asks: an answer from the catalogue cache would send no statement.
    for (const [query, scans] of [
      ['?facets=true&limit=7', 0],
      ['?facets=true&min=21&max=149&limit=7', 1],
    ] as const) {
      sent.length = 0;
      await list(query);
      const facets = sent.find((sentQuery) => /json_build_object\(\s*'categories'/.test(sentQuery.text));
      expect(facets, query).toBeDefined();
      expect(facets?.text.match(/rows_price as materialized/g) ?? [], query).toHaveLength(scans);
    }
  });

  // The count of a plain list with an option chosen was priced past `jit_above_cost` (decision 60).
  it('runs a list with an option chosen without workers or JIT, facets or not', async () => {
    // The last one lies past the last match: its count is asked apart, in the same transaction.
    for (const query of [
      '?options=size:m&limit=7',
      '?options=size:m&facets=true&limit=7',
      '?options=size:m&page=3&limit=7',
    ]) {
      sent.length = 0;
      await list(query);
      const isSettings = (text: string) =>
        /set_config\('max_parallel_workers_per_gather', '0', true\)/.test(text) &&
        /set_config\('jit', 'off', true\)/.test(text);
      // Every unnamed statement on the products comes after the settings, with no other one between.
      let settingsSeen = false;
      let statements = 0;
      for (const sentQuery of sent) {
        if (isSettings(sentQuery.text)) settingsSeen = true;
        else if (sentQuery.name === undefined && /from "products"/.test(sentQuery.text)) {
          expect(settingsSeen, query).toBe(true);
          settingsSeen = false;
          statements += 1;
        }
      }
      expect(statements, query).toBeGreaterThan(0);
    }
  });

  // Walking the newest products for a value few of them hold reads most of the table (decision 61): such
  // a value's holders are counted (up to 5,001) and the page is read from them; a category's own index
  // is still walked.
  it('reads a list whose option value few products hold from its holders, unless a category is chosen', async () => {
    const holdersCounted = () =>
      sent.some((query) =>
        /from "product_option_values" o\s+where \(o\.name_key, o\.value_key\) in .*limit 5001\) as held/s.test(
          query.text,
        ),
      );
    const page = () =>
      productQueries().find(
        (query) => query.name === undefined && /order by "products"\."created_at" desc/.test(query.text),
      );
    await list('?options=size:xs&limit=5');
    expect(holdersCounted()).toBe(true);
    expect(page()?.text).toMatch(
      /where .*"products"\."id" in \(select distinct o\.product_id from "product_option_values" o/s,
    );
    sent.length = 0;
    const category = await createCategory(t.app.db, { name: 'Plan Lamps' });
    await list(`?options=size:xs&categories=${category.slug}&limit=5`);
    expect(holdersCounted()).toBe(false);
    expect(page()?.text).toMatch(/where .*"products"\.option_keys && array\[/s);
  });

  // Values of two options must meet on one variant: their holders, grouped by variant, are read at once.
  it('reads a list with values of two options from their grouped holders, without counting them', async () => {
    await list('?options=size:m+colour:red&limit=5');
    expect(sent.some((query) => /limit 5001\) as held/.test(query.text))).toBe(false);
    const page = productQueries().find(
      (query) => query.name === undefined && /order by "products"\."created_at" desc/.test(query.text),
    );
    expect(page?.text).toMatch(
      /where .*"products"\."id" in \(select o\.product_id from "product_option_values" o where .*group by o\.product_id, o\.variant_id having count\(\*\) = /s,
    );
    expect(page?.text).not.toMatch(/exists \(select 1 from "product_option_values"/);
  });

  // No row to carry them: the facets (whose groups may count more than the page's matches) are asked apart.
  it('counts the facets of an empty page in a statement of their own', async () => {
    const response = await t.app.inject({ url: '/api/products/filter?facets=true&rating=1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().count).toBe(0);
    expect(response.json().facetsExhaustive).toBe(true);
    const alone = sent.filter((query) => /^\s*with /.test(query.text));
    expect(alone).toHaveLength(1);
  });

  // The words' statements depend on the text, so each is planned with its values; the page's records are
  // then read by id after the search, by the same prepared statement a list page uses.
  it('sends a search by words unnamed too, and reads its records with the prepared statement', async () => {
    expect(await list('?search=cedar%20lamp')).toEqual(['Cedar Desk Lamp']);
    const searching = productQueries().filter((query) => query.name === undefined);
    expect(searching.length).toBeGreaterThan(0);
    const named = productQueries().filter((query) => query.name !== undefined);
    expect(named.map((query) => query.name)).toEqual(['product_records_by_ids']);
  });

  // The text index (with the taxonomy's) yields the matches behind `offset 0`; the price, visibility
  // and options are checked on each row instead of being ANDed as bitmaps of most of the table (decision 60).
  it('gathers a search from the text index and checks the other conditions on each match', async () => {
    expect(await list('?search=cedar&min=100&max=200')).toEqual(['Cedar Bookshelf']);
    const page = productQueries().find((query) => /count\(\*\) over \(\)/.test(query.text));
    const [before, rest] = page?.text.split(' offset 0) as "products"') ?? [];
    const gathering = before?.slice(before.lastIndexOf('(select * from "products" where'));
    expect(gathering).toMatch(/^\(select \* from "products" where .*"products"\."search_document" @@/s);
    expect(gathering).not.toMatch(/effective_price_cents/);
    expect(rest).toMatch(/"products"\."effective_price_cents" between/);
  });

  it('counts the matches of a search page past the last one from the same gathering', async () => {
    const response = await t.app.inject({
      url: '/api/products/filter?search=cedar&min=100&max=200&page=4&limit=1',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().count).toBe(1);
    const counting = sent.find((query) => query.text.startsWith('select count(*)'));
    expect(counting?.text).toMatch(/from \(select \* from "products" where "products"\."search_document" @@/);
  });

  // A rating that high is rare: its bitmap of the visible products' ratings narrows the text matches.
  it('plans a search with a chosen rating together with its other conditions', async () => {
    await list('?search=cedar&rating=4&facets=true&limit=7');
    const page = productQueries().find((query) => /count\(\*\) over \(\)/.test(query.text));
    expect(page?.text).toMatch(/"products"\."rating" >= /);
    expect(page?.text).not.toMatch(/offset 0\) as "products"/);
    const facets = sent.find((sentQuery) => /json_build_object\(\s*'categories'/.test(sentQuery.text));
    // Only the rating group, which leaves the rating out, gathers from the text index.
    expect(facets?.text.match(/offset 0\) as "products"/g)).toHaveLength(1);
    expect(facets?.text).toMatch(
      /rows_rating as materialized \(select [\s\S]*?from \(select \* from "products"/,
    );
  });

  // A flag, the shop or the taxonomy narrow the gathering through their own indexes.
  it("gathers a search's narrowing conditions beside its text match", async () => {
    expect(await list('?search=cedar&highlight=featured_product&limit=7')).toEqual([]);
    const page = productQueries().find((query) => /count\(\*\) over \(\)/.test(query.text));
    const [before, rest] = page?.text.split(' offset 0) as "products"') ?? [];
    const gathering = before?.slice(before.lastIndexOf('(select * from "products" where'));
    expect(gathering).toMatch(/"products"\."is_featured" = /);
    expect(rest).not.toMatch(/"products"\."is_featured"/);
  });

  it("gathers a search's facet groups the same way", async () => {
    expect(await list('?search=cedar&min=100&max=200&facets=true&limit=7')).toEqual(['Cedar Bookshelf']);
    const facets = sent.find((sentQuery) => /json_build_object\(\s*'categories'/.test(sentQuery.text));
    const groups = facets?.text.match(/ as materialized \(select [\s\S]*?limit 1001\)/g) ?? [];
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      const [gathering, rest] = group.split(' offset 0) as "products"');
      expect(gathering).toMatch(/from \(select \* from "products" where .*"search_document" @@/s);
      expect(gathering).not.toMatch(/effective_price_cents" between/);
      expect(rest).toMatch(/"products"\."status" = 'active'/);
    }
  });

  // Two words, one condition for the text index: `@@` of both words' queries joined by `&&` is one key of
  // the GIN scan instead of one per word (decision 59), and still finds only what holds both words.
  it('gathers the matches of every word of a search with one text condition', async () => {
    expect(await list('?search=desk%20cedar')).toEqual(['Cedar Desk Lamp']);
    const page = productQueries().find((query) => /count\(\*\) over \(\)/.test(query.text));
    expect(page?.text.match(/"products"\."search_document" @@/g)).toHaveLength(1);
    expect(page?.text).toMatch(/phraseto_tsquery\('english', \$\d+\)\) && \(phraseto_tsquery/);
  });
});
