/**
 * Fuzzing of every shop, account and seller route of the OpenAPI document (SECURITY.md); the admin routes are in
 * fuzz-admin.test.ts. How the requests are made and judged: fuzz.test-support.ts.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app.ts';
import { fuzzRoutes } from './fuzz.test-support.ts';

fuzzRoutes('fuzz (shop routes)', (route) => !route.path.startsWith('/api/admin/'), 60);

describe('what the fuzzer found', () => {
  it('answers 400 (not 500) to a NUL byte in a slug, query or body that reaches the database', async () => {
    const t = await createTestApp();
    try {
      for (const url of [
        '/api/products/abc%00def',
        '/api/mega-menu-categories/%00',
        '/api/users/seller/x%00',
      ]) {
        const response = await t.app.inject({ url });
        expect(response.json(), url).toMatchObject({ statusCode: 400, code: 'invalid_value' });
      }
    } finally {
      await t.close();
    }
  });
});
