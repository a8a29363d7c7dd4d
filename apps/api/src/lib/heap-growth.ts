import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';

const MB = 1024 * 1024;

/**
 * How far V8 lets the old generation grow past what its last full collection kept before it runs the next
 * one (`--heap-growing-percent`; V8 otherwise picks a factor of 1.1 to 4 from its collection speed). A burst
 * of uncached requests grew a PostgreSQL instance's heap to 160–220 MB for 90–110 MB of live objects, and
 * its malloc heap by 60–90 MB of ArrayBuffers (React's 2 KB write buffers, socket reads, compressed chunks)
 * that only a full collection frees, after which glibc keeps the fragmented heap (decision 58). V8 reads the
 * factor at each full collection, so setting it once at start-up is enough; 0 leaves V8's own choice.
 *
 * `minMb` is the least the heap may grow, whatever the percent (decision 64): a percent of a small live heap
 * is a few MB, less than the young generation promotes in a second of steady load, and V8 then starts the
 * next full collection as soon as the last one ends (20 % of the 48 MB an instance keeps at a million
 * products: 46 full collections in 12 s of typo searches, 15 with 32 MB, a tenth of the server's CPU).
 * After each full collection the percent is raised, where needed, so that it grants at least `minMb` of
 * the heap then in use; a large heap keeps the percent. 0 keeps the percent alone.
 */
export function limitHeapGrowth(percent: number, minMb = 0): void {
  if (percent <= 0) return;
  let applied = 0;
  const apply = (value: number) => {
    if (value === applied) return;
    setFlagsFromString(`--heap-growing-percent=${value}`);
    applied = value;
  };
  apply(Math.round(percent));
  if (minMb <= 0) return;
  const observer = new PerformanceObserver((list) => {
    const major = list
      .getEntries()
      .some(
        (entry) =>
          (entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR,
      );
    if (!major) return;
    const usedMb = getHeapStatistics().used_heap_size / MB;
    apply(Math.max(Math.round(percent), Math.ceil((100 * minMb) / Math.max(usedMb, 1))));
  });
  observer.observe({ entryTypes: ['gc'] });
}
