import { describe, expect, it } from 'vitest';
import { sitePath } from '../../lib/return-path';
import { loginPathFor, safeRedirectTo } from './redirect-target';

describe('safeRedirectTo', () => {
  it.each([
    ['/profile', '/profile'],
    ['/products?search=watch&page=2', '/products?search=watch&page=2'],
    ['/profile#dashboard', '/profile#dashboard'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirectTo(value)).toBe(expected);
  });

  it.each([
    ['https://evil.example/'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['\t//evil.example'],
    ['javascript:alert(1)'],
    ['profile'],
    ['/%0a/evil'.replace('%0a', '\n')],
    [''],
    [null],
    [42],
    ['/login'],
    ['/register?x=1'],
    // Dot segments that normalise into another host.
    ['/.//evil.example'],
    ['/./\\evil.example'],
    ['/x/..//evil.example'],
    ['/%2e//evil.example'],
    ['/%2e/%2f/evil.example'],
    ['/./login'],
  ])('refuses %j and falls back', (value) => {
    expect(safeRedirectTo(value, '/home-fallback')).toBe('/home-fallback');
  });
});

describe('sitePath (returnTo of page posts)', () => {
  it.each(['/.//evil.example', '/x/..//evil.example', '/%2e//evil.example', '//evil.example'])(
    'refuses %j',
    (value) => {
      expect(sitePath(value)).toBe('');
    },
  );

  it('keeps a page of this site', () => {
    expect(sitePath('/single_product?slug=a')).toBe('/single_product?slug=a');
  });
});

describe('loginPathFor', () => {
  it('sends the visitor to /login with the page to come back to', () => {
    expect(loginPathFor('http://shop.test/cart?x=1')).toBe('/login?redirectTo=%2Fcart%3Fx%3D1');
  });
});
