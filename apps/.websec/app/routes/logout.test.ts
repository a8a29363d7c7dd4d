import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../lib/api.server';
import { action } from './logout';

function run(api: ApiFetch) {
  const request = new Request('http://shop.test/logout', {
    method: 'POST',
    headers: { cookie: 'access_token=t; user_slug=ada-1' },
  });
  return action({ request, context: { api } as AppLoadContext, params: {} } as Parameters<typeof action>[0]);
}

describe('logout action', () => {
  it('calls POST /api/users/logout, passes its Set-Cookie on and redirects home', async () => {
    const calls: { path: string; method?: string }[] = [];
    const api: ApiFetch = async <T>(path: string, init?: { method?: string }) => {
      calls.push({ path, method: init?.method });
      return {
        status: 200,
        body: {} as T,
        headers: {
          'set-cookie': ['access_token=; Path=/; Max-Age=0; HttpOnly', 'user_slug=; Path=/; Max-Age=0'],
        },
      };
    };
    const response = await run(api);
    expect(calls).toEqual([{ path: '/api/users/logout', method: 'POST' }]);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.getSetCookie()).toEqual([
      'access_token=; Path=/; Max-Age=0; HttpOnly',
      'user_slug=; Path=/; Max-Age=0',
    ]);
  });

  it('still expires both cookies when the API is unreachable', async () => {
    const response = await run(async () => {
      throw new Error('down');
    });
    const cookies = response.headers.getSetCookie();
    expect(response.headers.get('location')).toBe('/');
    expect(cookies.some((c) => c.startsWith('access_token=;') && c.includes('Max-Age=0'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('user_slug=;') && c.includes('Max-Age=0'))).toBe(true);
  });
});
