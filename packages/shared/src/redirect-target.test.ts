import { describe, expect, it } from 'vitest';
import { localRedirectPath } from './redirect-target.ts';

/** What a browser does with a `Location` value on a page of the shop: the origin it ends up on. */
const landsOn = (location: string) => new URL(location, 'https://shop.example/some/page').origin;

describe('localRedirectPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/products?search=watch&page=2', '/products?search=watch&page=2'],
    ['/profile#dashboard', '/profile#dashboard'],
    ['/', '/'],
    ['/verify-email', '/verify-email'],
    [' /cart ', '/cart'],
    // Harmless dot segments are resolved, not refused.
    ['/a/./b/../cart', '/a/cart'],
    ['/%2e/cart', '/cart'],
    ['/reset-password?token=abc', '/reset-password?token=abc'],
  ])('keeps the path of this site %j as %j', (value, expected) => {
    expect(localRedirectPath(value)).toBe(expected);
  });

  const hostile = [
    // Other hosts, spelt plainly or protocol-relative.
    'https://evil.example/',
    'http://evil.example',
    '//evil.example',
    '///evil.example',
    '////evil.example/x',
    // Backslashes, which browsers read as slashes.
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    // Dot segments that collapse into `//host` once normalised.
    '/.//evil.example',
    '/.//evil.example/phish',
    '/./\\evil.example',
    '/x/..//evil.example',
    '/x/../..//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/.%2e//evil.example',
    '/%2e%2e//evil.example',
    // Encoded slashes and backslashes that some servers decode into separators.
    '/%2f/x',
    '/%2e/%2f/x',
    '/%2F%2Fevil.example',
    '/%5cevil.example',
    '/%5C%5Cevil.example',
    // Schemes.
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    // Tabs, newlines and other controls, which URL parsers drop or browsers trim.
    '\t//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000/evil.example',
    '\u0001//evil.example',
    '/\u007f/evil.example',
    // Not a path at all.
    'profile',
    'evil.example',
    '?redirect=//evil.example',
    '#//evil.example',
    '',
    '   ',
    `/${'a'.repeat(3000)}`,
  ];

  it.each(hostile)('refuses %j', (value) => {
    expect(localRedirectPath(value)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ['/profile']])('refuses the non-string %j', (value) => {
    expect(localRedirectPath(value)).toBeNull();
  });

  it('never returns a target that a browser would follow to another origin', () => {
    const probes = [
      ...hostile,
      '/.//x',
      '/..//x',
      '/a/b/../../..//x',
      '/%2e%2e/%2e%2e//x',
      '/;//x',
      '/@evil.example',
      '/:@evil.example',
    ];
    const leaks = probes
      .map((value) => localRedirectPath(value))
      .filter((path): path is string => path !== null)
      .filter((path) => landsOn(path) !== 'https://shop.example' || path.startsWith('//'));
    expect(leaks).toEqual([]);
  });
});
