import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('writes one in the singular and every other count in the plural', () => {
    expect(countOf(1, 'rating')).toBe('1 rating');
    expect(countOf(2, 'rating')).toBe('2 ratings');
    expect(countOf(0, 'item')).toBe('0 items');
  });

  it('groups thousands and takes an irregular plural', () => {
    expect(countOf(1200, 'item')).toBe('1,200 items');
    expect(countOf(3, 'category', 'categories')).toBe('3 categories');
  });
});
