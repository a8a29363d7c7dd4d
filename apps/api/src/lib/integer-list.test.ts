import { describe, expect, it } from 'vitest';
import { parseIntegers } from './integer-list.ts';

describe('parseIntegers', () => {
  it('reads an aggregated list of integers, negative ones included', () => {
    expect([...parseIntegers('3,0,-12,4500000')]).toEqual([3, 0, -12, 4_500_000]);
    expect([...parseIntegers('7')]).toEqual([7]);
  });

  it('reads nothing from an empty or absent aggregate (no row matched)', () => {
    expect(parseIntegers('')).toHaveLength(0);
    expect(parseIntegers(null)).toHaveLength(0);
  });
});
