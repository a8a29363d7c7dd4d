/**
 * Binary search over an ascending list (the in-memory indexes' postings, places and prices): the first
 * index in [`from`, `to`) whose value is at least `value` (`to` when there is none).
 */
export function firstAtLeast(sorted: ArrayLike<number>, value: number, from = 0, to = sorted.length): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether an ascending list holds `value`. */
export function holdsSorted(sorted: ArrayLike<number>, value: number): boolean {
  return sorted[firstAtLeast(sorted, value)] === value;
}
