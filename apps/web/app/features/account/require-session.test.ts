import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loader } from './require-session';

function run(cookie: string, url = 'http://shop.test/wishlist') {
  const request = new Request(url, { headers: { cookie } });
  return loader({ request, context: {} as AppLoadContext, params: {} } as Parameters<typeof loader>[0]);
}

describe('protected pages', () => {
  it.each([['/profile'], ['/track_order'], ['/wishlist'], ['/cart'], ['/checkout?step=2']])(
    'send a visitor from %s to /login and back',
    async (path) => {
      try {
        await run('', `http://shop.test${path}`);
        expect.unreachable();
      } catch (thrown) {
        const response = thrown as Response;
        expect(response.status).toBe(302);
        expect(response.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
      }
    },
  );

  it('need both session cookies (product rules §4)', async () => {
    await expect(run('user_slug=ada-1')).rejects.toBeInstanceOf(Response);
    await expect(run('access_token=t')).rejects.toBeInstanceOf(Response);
    expect(await run('access_token=t; user_slug=ada-1')).toBeNull();
  });
});
