import { describe, expect, it } from 'vitest';
import { CatalogueSnapshot } from './catalogue-snapshot.ts';

/** A snapshot whose builds are counted and finish when the test says so, on a clock the test moves. */
function harness(options: { gapMs: number; maxAgeMs: number }) {
  let clock = 0;
  let builds = 0;
  const pending: (() => void)[] = [];
  const snapshot = new CatalogueSnapshot<number>(
    () =>
      new Promise<number>((resolve) => {
        builds += 1;
        const value = builds;
        pending.push(() => resolve(value));
      }),
    { ...options, now: () => clock },
  );
  return {
    snapshot,
    builds: () => builds,
    advance: (ms: number) => {
      clock += ms;
    },
    /** Finishes the builds under way, taking `ms` of the clock. */
    finish: async (ms = 0) => {
      clock += ms;
      for (const resolve of pending.splice(0)) resolve();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('CatalogueSnapshot', () => {
  it('builds nothing until its first build is asked for, then never makes a caller wait for the next', async () => {
    const h = harness({ gapMs: 1_000, maxAgeMs: 60_000 });
    expect(h.snapshot.current(1)).toBeUndefined();
    expect(h.builds()).toBe(0);
    const first = h.snapshot.refresh(1);
    expect(h.builds()).toBe(1);
    await h.finish();
    await first;
    expect(h.snapshot.current(1)).toBe(1);
    expect(h.builds()).toBe(1);
    // The version moved: a build is due after the gap, and the held value answers meanwhile.
    expect(h.snapshot.current(2)).toBe(1);
    expect(h.builds()).toBe(1);
    h.advance(1_000);
    expect(h.snapshot.current(2)).toBe(1);
    expect(h.builds()).toBe(2);
    expect(h.snapshot.current(3)).toBe(1);
    expect(h.builds()).toBe(2);
    await h.finish();
    expect(h.snapshot.current(2)).toBe(2);
  });

  it('retries a failed build after the gap', async () => {
    let fail = true;
    let clock = 0;
    const snapshot = new CatalogueSnapshot<string>(
      async () => {
        if (fail) throw new Error('database down');
        return 'built';
      },
      { gapMs: 1_000, maxAgeMs: 60_000, now: () => clock },
    );
    await expect(snapshot.refresh(1)).rejects.toThrow('database down');
    fail = false;
    expect(snapshot.current(1)).toBeUndefined();
    await new Promise((resolve) => setImmediate(resolve));
    expect(snapshot.current(1)).toBeUndefined();
    clock += 1_000;
    expect(snapshot.current(1)).toBeUndefined();
    await new Promise((resolve) => setImmediate(resolve));
    expect(snapshot.current(1)).toBe('built');
  });

  it('spaces builds by ten times their duration when that is longer than the gap', async () => {
    const h = harness({ gapMs: 1_000, maxAgeMs: 60_000 });
    const first = h.snapshot.refresh(1);
    await h.finish(500);
    await first;
    h.advance(4_000);
    expect(h.snapshot.current(2)).toBe(1);
    expect(h.builds()).toBe(1);
    h.advance(1_000);
    h.snapshot.current(2);
    expect(h.builds()).toBe(2);
  });

  it('rebuilds past its age limit without a new version (writes outside the app)', async () => {
    const h = harness({ gapMs: 1_000, maxAgeMs: 10_000 });
    const first = h.snapshot.refresh(1);
    await h.finish();
    await first;
    h.advance(9_999);
    h.snapshot.current(1);
    expect(h.builds()).toBe(1);
    h.advance(1);
    h.snapshot.current(1);
    expect(h.builds()).toBe(2);
  });
});
