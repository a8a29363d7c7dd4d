import { describe, expect, it } from 'vitest';
import { hasPreviousSitePage } from './site-history';

describe('hasPreviousSitePage', () => {
  it('is false on the page the visitor arrived on (a shared deep link), true after moving within the site', () => {
    expect(hasPreviousSitePage({ usr: null, key: 'default', idx: 0 })).toBe(false);
    expect(hasPreviousSitePage({ usr: null, key: 'x1', idx: 1 })).toBe(true);
  });

  it('is false when the history entry is not one React Router made', () => {
    expect(hasPreviousSitePage(null)).toBe(false);
    expect(hasPreviousSitePage({})).toBe(false);
    expect(hasPreviousSitePage({ idx: '3' })).toBe(false);
  });
});
