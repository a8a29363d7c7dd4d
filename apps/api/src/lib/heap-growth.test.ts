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
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  await new Promise((resolve) => child.once('exit', resolve));
  return Number(out.trim());
}

describe('limitHeapGrowth (HEAP_GROWTH_PERCENT)', () => {
  it('keeps the heap near what survives instead of letting it grow to several times that', async () => {
    const [unlimited, limited] = await Promise.all([peakHeapMb(0), peakHeapMb(20)]);
    expect(unlimited).toBeGreaterThan(0);
    expect(limited).toBeGreaterThan(0);
    expect(limited).toBeLessThan(unlimited * 0.8);
  });
});
