import { describe, expect, it } from 'vitest';
import { parseCookieHeader, sessionFromCookies } from './cookies';

describe('cookies', () => {
  it('parses a Cookie header, decoding values and keeping the first of duplicates', () => {
    expect(parseCookieHeader('a=1; b=hello%20world; a=2; c="q"')).toEqual({
      a: '1',
      b: 'hello world',
      c: 'q',
    });
    expect(parseCookieHeader(undefined)).toEqual({});
    expect(parseCookieHeader('broken; =x; d=%E0')).toEqual({ d: '%E0' });
  });

  it('is signed in only with both the access token and the user slug (product rules §4)', () => {
    expect(sessionFromCookies('access_token=t; user_slug=ada-1')).toEqual({ userSlug: 'ada-1' });
    expect(sessionFromCookies('user_slug=ada-1')).toEqual({ userSlug: null });
    expect(sessionFromCookies('access_token=t')).toEqual({ userSlug: null });
  });
});
