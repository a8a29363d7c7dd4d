import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstAtLeast, holdsSorted } from './sorted-search.ts';

describe('firstAtLeast and holdsSorted', () => {
  it('find what a linear scan finds, in the whole list or a slice of it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -50, max: 50 })),
        fc.integer({ min: -60, max: 60 }),
        fc.nat(),
        fc.nat(),
        (values, value, a, b) => {
          const sorted = Int32Array.from(values).sort();
          const [from, to] = [a % (sorted.length + 1), b % (sorted.length + 1)].sort((x, y) => x - y) as [
            number,
            number,
          ];
          const linear = (start: number, end: number) => {
            for (let at = start; at < end; at += 1) if (sorted[at]! >= value) return at;
            return end;
          };
          expect(firstAtLeast(sorted, value)).toBe(linear(0, sorted.length));
          expect(firstAtLeast(sorted, value, from, to)).toBe(linear(from, to));
          expect(holdsSorted(sorted, value)).toBe(values.includes(value));
        },
      ),
    );
  });
});
