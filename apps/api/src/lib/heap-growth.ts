import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what its last full collection kept before it runs the next
 * one (`--heap-growing-percent`; V8 otherwise picks a factor of 1.1 to 4 from its collection speed). A burst
 * of uncached requests grew a PostgreSQL instance's heap to 160–220 MB for 90–110 MB of live objects, and
 * its malloc heap by 60–90 MB of ArrayBuffers (React's 2 KB write buffers, socket reads, compressed chunks)
 * that only a full collection frees, after which glibc keeps the fragmented heap (decision 58). V8 reads the
 * factor at each full collection, so setting it once at start-up is enough; 0 leaves V8's own choice.
 */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${Math.round(percent)}`);
}
