import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const moduleUrl = new URL('./heap-growth.ts', import.meta.url).href;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The largest JS heap (MB) of a fresh Node process that calls `limitHeapGrowth(percent)` and then keeps a
 * sliding window of about 40 MB of objects while it allocates 160 MB: V8's own factor lets the heap grow
 * to several times what survives, the limit keeps it near it. Its own process, as the setting is for the
 * whole process and the test workers' heaps are shared.
 */
async function peakHeapMb(percent: number): Promise<number> {
  const script = `
    import { getHeapStatistics } from 'node:v8';
    import { limitHeapGrowth } from '${moduleUrl}';
    limitHeapGrowth(${percent});
    const kept = [];
    let peak = 0;
    for (let round = 0; round < 80; round++) {
      kept.push(Array.from({ length: 50_000 }, (_, i) => ({ i, s: 'x' + i })));
      if (kept.length > 10) kept.shift();
      peak = Math.max(peak, getHeapStatistics().total_heap_size);
    }
    console.log(Math.round(peak / 1048576));
  `;
  return Number(await runNode(script));
}

/**
 * Full collections in a fresh Node process with `limitHeapGrowth(percent, minMb)` while it keeps a sliding
 * window of about 12 MB of objects (each lives through a few young collections, so it is promoted) and
 * allocates about 600 MB, yielding to the event loop between rounds as a server does between requests.
 * Counted after the first 40 MB, past the start-up's collections.
 */
async function fullCollections(percent: number, minMb: number): Promise<number> {
  const script = `
    import { PerformanceObserver, constants } from 'node:perf_hooks';
    import { limitHeapGrowth } from '${moduleUrl}';
    limitHeapGrowth(${percent}, ${minMb});
    let full = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) full++;
    }).observe({ entryTypes: ['gc'] });
    const kept = [];
    for (let round = 0; round < 300; round++) {
      kept.push(Array.from({ length: 20_000 }, (_, i) => ({ i, s: 'x' + i })));
      if (kept.length > 10) kept.shift();
      if (round === 20) full = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    console.log(full);
  `;
  return Number(await runNode(script));
}

async function runNode(script: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  await new Promise((resolve) => child.once('exit', resolve));
  return out.trim();
}

describe('limitHeapGrowth (HEAP_GROWTH_PERCENT, HEAP_GROWTH_MIN_MB)', () => {
  it('keeps the heap near what survives instead of letting it grow to several times that', async () => {
    const [unlimited, limited] = await Promise.all([peakHeapMb(0), peakHeapMb(20)]);
    expect(unlimited).toBeGreaterThan(0);
    expect(limited).toBeGreaterThan(0);
    expect(limited).toBeLessThan(unlimited * 0.8);
  });

  it('lets a small heap grow by the floor in MB, so it is not collected in full over and over', async () => {
    const [percentAlone, withFloor] = await Promise.all([fullCollections(20, 0), fullCollections(20, 32)]);
    expect(percentAlone).toBeGreaterThan(0);
    expect(withFloor).toBeGreaterThan(0);
    expect(withFloor).toBeLessThan(percentAlone * 0.7);
  });
});
