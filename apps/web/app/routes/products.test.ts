import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../lib/api.server';
import { loader } from './products';

describe('/products loader', () => {
  it('asks GET /api/products/filter with the API parameter names and returns the canonical URL', async () => {
    const paths: string[] = [];
    const api: ApiFetch = async <T>(path: string) => {
      paths.push(path);
      return { status: 200, body: { filteredProducts: [], count: 0 } as T, headers: {} };
    };
    const request = new Request(
      'https://shop.test/products?search=&category=+electronics+phones&brand=aurora+voltix&min=10&sort=price_asc&page=2',
    );
    const result = await loader({ request, context: { api } as AppLoadContext, params: {} } as Parameters<
      typeof loader
    >[0]);
    expect(paths).toHaveLength(1);
    const query = new URLSearchParams(paths[0]?.split('?')[1]);
    expect(paths[0]?.startsWith('/api/products/filter?')).toBe(true);
    expect(Object.fromEntries(query)).toEqual({
      categories: 'electronics+phones',
      brands: 'aurora+voltix',
      min: '10',
      sort: 'price_asc',
      page: '2',
      limit: '24',
      // The filter panel shows the counts of the values present in the result.
      facets: 'true',
    });
    expect(result.canonical).toBe(
      'https://shop.test/products?category=+electronics+phones&brand=aurora+voltix&page=2',
    );
    expect(result.failed).toBe(false);
  });
});
