/**
 * The `options` filter and the option-value facets over products sold as variants (decisions 16 and 17): a
 * product matches when one variant has a chosen value of every chosen option, and each value counts the
 * products that have it, with every other filter applied but the options' own.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createVariantProduct } from '../../test-support/variant-fixtures.ts';

let t: TestApp;
let tee: { slug: string };
let hoodie: { slug: string };
let boot: { slug: string };

beforeAll(async () => {
  t = await createTestApp();
  tee = await createVariantProduct(t.database.db, {
    variants: [
      { sku: 'OPT-TEE-M-RED', options: { Size: 'M', Colour: 'Red' }, priceCents: 2500, stock: 2 },
      { sku: 'OPT-TEE-L-BLUE', options: { Size: 'L', Colour: 'Blue' }, priceCents: 2500, stock: 2 },
    ],
  });
  hoodie = await createVariantProduct(t.database.db, {
    options: [
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Colour', values: ['Blue'] },
    ],
    variants: [
      { sku: 'OPT-HOOD-M-BLUE', options: { Size: 'M', Colour: 'Blue' }, priceCents: 4500, stock: 1 },
      { sku: 'OPT-HOOD-S-BLUE', options: { Size: 'S', Colour: 'Blue' }, priceCents: 4500, stock: 1 },
    ],
  });
  boot = await createVariantProduct(t.database.db, {
    options: [
      { name: 'Size', values: ['EU 40', 'EU 41'] },
      { name: 'Colour', values: ['Ocean Blue', 'Black'] },
    ],
    variants: [
      {
        sku: 'OPT-BOOT-40-OCEAN',
        options: { Size: 'EU 40', Colour: 'Ocean Blue' },
        priceCents: 9000,
        stock: 1,
      },
      { sku: 'OPT-BOOT-41-BLACK', options: { Size: 'EU 41', Colour: 'Black' }, priceCents: 9000, stock: 1 },
    ],
  });
});
afterAll(async () => {
  await t?.close();
});

async function filter(query: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/products/filter?facets=true&limit=50&${query}`,
  });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  return { slugs: body.filteredProducts.map((p: { slug: string }) => p.slug).sort(), facets: body.facets };
}

describe('options filter and facets', () => {
  it('matches products with a variant holding every chosen option, whatever the case', async () => {
    expect((await filter('options=size:m')).slugs).toEqual([hoodie.slug, tee.slug].sort());
    expect((await filter('options=SIZE:M+colour:red')).slugs).toEqual([tee.slug]);
    // M in blue exists only as a hoodie; the tee has M (red) and blue (L) but never in one variant.
    expect((await filter('options=size:m+colour:blue')).slugs).toEqual([hoodie.slug]);
    // Values of one option are alternatives.
    expect((await filter('options=size:s+size:l')).slugs).toEqual([hoodie.slug, tee.slug].sort());
    expect((await filter('options=size:xl')).slugs).toEqual([]);
  });

  it('counts each value once per product, disjunctively within the options group', async () => {
    const { facets } = await filter('options=colour:red');
    const bySlug = (name: string) =>
      Object.fromEntries(
        (facets.options[name] as { slug: string; count: number }[]).map((value) => [value.slug, value.count]),
      );
    // The options group ignores its own filter: every value over every product.
    expect(bySlug('Size')).toEqual({
      'size:m': 2,
      'size:l': 1,
      'size:s': 1,
      'size:eu 40': 1,
      'size:eu 41': 1,
    });
    expect(bySlug('Colour')).toEqual({
      'colour:blue': 2,
      'colour:red': 1,
      'colour:ocean blue': 1,
      'colour:black': 1,
    });
    expect(facets.options.Colour.find((value: { slug: string }) => value.slug === 'colour:blue').name).toBe(
      'Blue',
    );
  });

  it('filters by values of several words, however the "+" and spaces arrive', async () => {
    const query = new URLSearchParams({ options: 'colour:ocean blue+size:eu 40' }).toString();
    expect((await filter(query)).slugs).toEqual([boot.slug]);
    expect((await filter('options=Colour:Ocean%20Blue')).slugs).toEqual([boot.slug]);
    expect((await filter('options=size:eu+41+colour:ocean+blue')).slugs).toEqual([]);
    const { facets } = await filter('options=size:eu+40');
    expect(facets.options.Colour.map((value: { slug: string }) => value.slug)).toContain('colour:ocean blue');
  });

  it('filters by values that share a word, as the "+" and spaces arrive', async () => {
    const jackets = await createCategory(t.database.db, { name: 'Jackets' });
    const jacket = await createVariantProduct(t.database.db, {
      category: jackets,
      options: [
        { name: 'Colour', values: ['Light Blue'] },
        { name: 'Trim', values: ['Dark Blue', 'Black'] },
      ],
      variants: [
        { sku: 'OPT-JACKET-LB-DB', options: { Colour: 'Light Blue', Trim: 'Dark Blue' } },
        { sku: 'OPT-JACKET-LB-BK', options: { Colour: 'Light Blue', Trim: 'Black' } },
      ],
    });
    // "blue" arrives twice; both values keep it.
    const both = new URLSearchParams({ options: 'colour:light blue+trim:dark blue' }).toString();
    expect((await filter(both)).slugs).toEqual([jacket.slug]);
    expect((await filter('options=colour:light+blue+trim:dark+blue')).slugs).toEqual([jacket.slug]);
    expect((await filter('options=colour:light+blue+trim:navy+blue')).slugs).toEqual([]);
  });

  it('finds and counts a product whose values are too many for its row, as any other', async () => {
    // 40 values: more than the bound kept for an index row of the facets' covering indexes, so the
    // product keeps `{}` for its keys and is read from its option value rows (decision 48).
    const lengths = Array.from({ length: 40 }, (_, n) => `Braided ${n + 10} metres`);
    const ropes = await createCategory(t.database.db, { name: 'Ropes' });
    const rope = await createVariantProduct(t.database.db, {
      category: ropes,
      options: [{ name: 'Length', values: lengths }],
      variants: lengths.map((length, n) => ({ sku: `OPT-ROPE-${n}`, options: { Length: length } })),
    });
    const keys = await t.database.db.execute<{ keys: string[] }>(
      sql`select option_keys as keys from products where id = ${rope.id}`,
    );
    expect(keys.rows[0]?.keys).toEqual([]);
    const chosen = `options=${encodeURIComponent(`length:${lengths[3]!.toLowerCase()}`)}`;
    expect((await filter(chosen)).slugs).toEqual([rope.slug]);
    const { facets } = await filter(`categories=${ropes.slug}`);
    expect(facets.options.Length).toHaveLength(40);
    expect(facets.options.Length[0]).toEqual({
      slug: `length:${lengths[0]!.toLowerCase()}`,
      name: lengths[0],
      count: 1,
    });
  });

  it('still refuses a token that is not name:value', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/filter?options=size' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_option_filter');
  });
});
