/**
 * A faceted list's count (decision 45): read from the facets' shared set of matches instead of a scan of
 * its own, it must be the count of the same list without facets, also when every facet group has a
 * filter of its own (the shared set then exists for the count alone and leaves `facetsExhaustive` alone).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBrand,
  createCategory,
  createProduct,
  createSubCategory,
} from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createVariantProduct } from '../../test-support/variant-fixtures.ts';

let t: TestApp;
const slugs = { outdoor: '', jackets: '', peak: '' };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const outdoor = await createCategory(db, { name: 'Outdoor' });
  const jackets = await createSubCategory(db, { category: outdoor, name: 'Jackets' });
  const peak = await createBrand(db, { name: 'Peak' });
  Object.assign(slugs, { outdoor: outdoor.slug, jackets: jackets.slug, peak: peak.slug });
  const shell = { category: outdoor, subCategory: jackets, brand: peak };
  await createVariantProduct(db, { ...shell, name: 'Rain Shell', rating: 4.5, reviewCount: 2 });
  await createVariantProduct(db, { ...shell, name: 'Wind Shell', rating: 4, reviewCount: 1 });
  await createVariantProduct(db, {
    ...shell,
    name: 'Storm Shell',
    rating: 4.2,
    reviewCount: 1,
    options: [{ name: 'Size', values: ['S'] }],
    variants: [{ sku: 'COUNT-STORM-S', options: { Size: 'S' } }],
  });
  await createVariantProduct(db, { ...shell, name: 'Old Shell', rating: 2, reviewCount: 1 });
  await createProduct(db, { category: outdoor, name: 'Tent' });
});
afterAll(async () => {
  await t?.close();
});

async function list(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/products/filter?limit=1&${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('the count of a faceted list', () => {
  it('is the count without facets when every facet group has a filter of its own', async () => {
    const query = `categories=${slugs.outdoor}&sub_category=${slugs.jackets}&brands=${slugs.peak}&rating=4&min=1&max=1000&options=size:m`;
    const plain = await list(query);
    const faceted = await list(`${query}&facets=true`);
    expect(plain.count).toBe(2);
    expect(faceted.count).toBe(2);
    expect(faceted.facetsExhaustive).toBe(true);
    expect(faceted.facets).not.toHaveProperty('matched');
    expect(faceted.facets.options.Size.map((value: { slug: string }) => value.slug).sort()).toEqual([
      'size:l',
      'size:m',
      'size:s',
    ]);
  });

  it('is the count without facets when some groups share the matches', async () => {
    for (const query of [`categories=${slugs.outdoor}`, `brands=${slugs.peak}&options=size:l`, 'rating=4']) {
      const plain = await list(query);
      expect((await list(`${query}&facets=true`)).count).toBe(plain.count);
    }
    expect((await list(`categories=${slugs.outdoor}`)).count).toBe(5);
  });

  it('and the facets are still given for a page past the last match', async () => {
    const body = await list(`categories=${slugs.outdoor}&options=size:m&facets=true&page=9`);
    expect(body.filteredProducts).toEqual([]);
    // Rain, Wind and Old Shell come in M.
    expect(body.count).toBe(3);
    expect(body.facets.brands).toEqual([{ slug: slugs.peak, name: 'Peak', count: 3 }]);
  });
});
