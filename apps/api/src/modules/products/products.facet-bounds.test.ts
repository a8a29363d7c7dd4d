/**
 * Facets that stay fast on a large catalogue (decision 17, "Bounded facets"): option values kept as indexed
 * rows in step with the variants, and facet groups that count at most a bounded number of matches and say
 * so (`facetsExhaustive`).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productIsVisible } from '../../kernel/product-read-model.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createVariantProduct } from '../../test-support/variant-fixtures.ts';
import { facetCounts } from './products.facets.ts';

let t: TestApp;
let scarf: Awaited<ReturnType<typeof createVariantProduct>>;

beforeAll(async () => {
  t = await createTestApp();
  scarf = await createVariantProduct(t.database.db, {
    name: 'Scarf',
    options: [{ name: 'Colour', values: ['Teal', 'Amber'] }],
    variants: [
      { sku: 'BOUND-SCARF-TEAL', options: { Colour: 'Teal' } },
      { sku: 'BOUND-SCARF-AMBER', options: { Colour: 'Amber' } },
    ],
  });
  for (const name of ['Mitten', 'Beanie']) {
    await createVariantProduct(t.database.db, {
      name,
      options: [{ name: 'Colour', values: ['Teal'] }],
      variants: [{ sku: `BOUND-${name.toUpperCase()}-TEAL`, options: { Colour: 'Teal' } }],
    });
  }
});
afterAll(async () => {
  await t?.close();
});

async function filter(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/products/filter?limit=50&${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const slugsOf = (body: { filteredProducts: { slug: string }[] }) =>
  body.filteredProducts.map((product) => product.slug);

describe('option value rows', () => {
  it('follow a variant whose options are edited or which is deleted', async () => {
    expect(slugsOf(await filter('options=colour:amber'))).toEqual([scarf.slug]);
    await t.database.db.execute(
      sql`update product_variants set option_values = '{"Colour": "Plum"}'::jsonb where sku = 'BOUND-SCARF-AMBER'`,
    );
    // Read the rows themselves: a raw update leaves the catalogue cache as it was.
    const { rows } = await t.database.db.execute<{ name: string; value: string }>(
      sql`select o.name, o.value from product_option_values o
        join product_variants v on v.id = o.variant_id where v.sku = 'BOUND-SCARF-AMBER'`,
    );
    expect(rows).toEqual([{ name: 'Colour', value: 'Plum' }]);

    await t.database.db.execute(sql`delete from product_variants where sku = 'BOUND-SCARF-AMBER'`);
    const left = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from product_option_values o
        where not exists (select 1 from product_variants v where v.id = o.variant_id)`,
    );
    expect(left.rows[0]?.n).toBe(0);
  });
});

describe('bounded facet counts', () => {
  it('say the counts are exhaustive when every group counted all its matches', async () => {
    const body = await filter('facets=true&options=colour:teal');
    expect(body.facetsExhaustive).toBe(true);
    expect(
      body.facets.options.Colour.find((value: { slug: string }) => value.slug === 'colour:teal').count,
    ).toBe(3);
  });

  it('leave the answer without facetsExhaustive when facets are not asked for', async () => {
    expect(await filter('options=colour:teal')).not.toHaveProperty('facetsExhaustive');
  });

  it('count at most the limit plus one matches above it, and say so', async () => {
    const teal = sql`exists (select 1 from product_option_values o
      where o.product_id = products.id and o.name_key = 'colour' and o.value_key = 'teal')`;
    const exact = await facetCounts(t.database.db, { shared: [productIsVisible, teal], chosen: {} }, 10);
    expect(exact.exhaustive).toBe(true);
    expect(exact.options.Colour?.find((value) => value.slug === 'colour:teal')?.count).toBe(3);

    const bounded = await facetCounts(t.database.db, { shared: [productIsVisible, teal], chosen: {} }, 1);
    expect(bounded.exhaustive).toBe(false);
    // Two of the three matches counted (the limit and the one that shows it was passed).
    expect(bounded.options.Colour?.find((value) => value.slug === 'colour:teal')?.count).toBe(2);
    const categoryTotal = bounded.categories.reduce((sum, value) => sum + value.count, 0);
    expect(categoryTotal).toBe(2);
  });
});
