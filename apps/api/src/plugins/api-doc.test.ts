import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * docs/api.md is the contract in words; the OpenAPI document is the contract the code serves. Each route
 * of docs/api.md is the first cell of a table row, written "`METHOD /path`" without the `/api` base (a
 * query string after `?` and anything after the closing backtick are ignored). Path parameters compare by
 * position only, so `{id}` and `{slug}` are the same route.
 */
const apiDoc = readFileSync(new URL('../../../../docs/api.md', import.meta.url), 'utf8');
const httpMethods = ['get', 'post', 'put', 'patch', 'delete'];
const routeInFirstCell = /`(GET|POST|PUT|PATCH|DELETE) (\/[^`?\s]*)[^`]*`/g;

function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '{}')}`;
}

function documentedRoutes(markdown: string): string[] {
  const routes: string[] = [];
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) continue;
    const firstCell = line.split('|')[1] ?? '';
    for (const [, method = '', path = ''] of firstCell.matchAll(routeInFirstCell)) {
      routes.push(routeKey(method, `/api${path}`));
    }
  }
  return routes;
}

describe('docs/api.md', () => {
  let t: TestApp;
  let servedRoutes: string[];
  beforeAll(async () => {
    t = await createTestApp();
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    servedRoutes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => httpMethods.includes(method))
        .map((method) => routeKey(method, path)),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads routes from its tables', () => {
    expect(documentedRoutes(apiDoc)).toContain('GET /api/products/filter');
    expect(documentedRoutes('| `DELETE /cart?user_slug=&product_slug=` | x |\n| text | `GET /x` |')).toEqual([
      'DELETE /api/cart',
    ]);
  });

  it('documents every route of the OpenAPI document', () => {
    const documented = new Set(documentedRoutes(apiDoc));
    expect(servedRoutes.length).toBeGreaterThan(100);
    expect(servedRoutes.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('lists no route the app does not serve, and each route once', () => {
    const served = new Set(servedRoutes);
    const documented = documentedRoutes(apiDoc);
    expect(documented.filter((route) => !served.has(route))).toEqual([]);
    expect(documented.filter((route, index) => documented.indexOf(route) !== index)).toEqual([]);
  });
});
