/**
 * The large-catalogue path of the suggestion index (decision 44): above the awaited threshold a stale
 * index keeps answering while one rebuild runs in the background, and rebuilds are at least 5 minutes (or
 * ten build-times) apart. The threshold is lowered and the clock injected, so nothing here sleeps; the
 * groups are read by a stand-in that counts the builds and holds each one until the test lets it finish.
 */
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { SuggestionEngine } from './products.suggestion-engine.ts';
import type { SuggestionGroupRow } from './products.suggestions.repository.ts';

const MINUTE = 60_000;

/** A catalogue of `products` lamps (ids 1…n, places 0…n-1) in one group. */
function lamps(products: number): SuggestionGroupRow[] {
  const places = Array.from({ length: products }, (_, at) => at);
  return [
    {
      nameLexemes: ['lamp'],
      otherLexemes: ['home'],
      ranks: places.join(','),
      ids: places.map((at) => at + 1).join(','),
    },
  ];
}

/** Reads of the groups that finish only when the test says so, each with the catalogue of its start. */
function heldReads() {
  const waiting: (() => void)[] = [];
  let reads = 0;
  let catalogue = lamps(3);
  return {
    reads: () => reads,
    setCatalogue(products: number) {
      catalogue = lamps(products);
    },
    /** Lets the oldest unfinished read answer, `ms` later on the clock (the build's duration). */
    async finish(clock: { ms: number }, ms = 0) {
      clock.ms += ms;
      waiting.shift()?.();
      // The build's continuations (parse, index, `finally`) run before the test looks again.
      await new Promise((resolve) => setImmediate(resolve));
    },
    read(): Promise<SuggestionGroupRow[]> {
      reads += 1;
      const rows = catalogue;
      return new Promise((resolve) => waiting.push(() => resolve(rows)));
    },
  };
}

function engineOver(options: { awaitedUpToProducts: number }) {
  const clock = { ms: 1_000_000 };
  const groups = heldReads();
  let version = 1;
  const engine = new SuggestionEngine({} as Database, {
    awaitedUpToProducts: options.awaitedUpToProducts,
    now: () => clock.ms,
    readGroups: () => groups.read(),
    readOptionValues: async () => [],
  });
  engine.followCatalogueVersion(() => version);
  return {
    engine,
    clock,
    groups,
    bumpVersion() {
      version += 1;
    },
  };
}

const WAITING = 'still waiting for a build';

/** The products of the index a keystroke gets now, or `WAITING` when it would wait for a build. */
async function productsOf(engine: SuggestionEngine): Promise<number | typeof WAITING> {
  const waiting = new Promise<typeof WAITING>((resolve) => setImmediate(() => resolve(WAITING)));
  return Promise.race([engine.current().then((index) => index.products), waiting]);
}

describe('SuggestionEngine above the awaited threshold', () => {
  it('answers from the previous index while one rebuild runs in the background', async () => {
    const { engine, clock, groups, bumpVersion } = engineOver({ awaitedUpToProducts: 2 });
    // No index yet: the first build is awaited whatever the size.
    const first = engine.current();
    expect(groups.reads()).toBe(1);
    await groups.finish(clock, 1_000);
    expect((await first).products).toBe(3);

    // The catalogue grows and the version moves, long after the last build: a rebuild starts, but the
    // keystroke is answered at once by the index it has.
    groups.setCatalogue(5);
    bumpVersion();
    clock.ms += 10 * MINUTE;
    expect(await productsOf(engine)).toBe(3);
    expect(groups.reads()).toBe(2);
    // While it runs, further keystrokes neither wait nor start another.
    expect(await productsOf(engine)).toBe(3);
    expect(await productsOf(engine)).toBe(3);
    expect(groups.reads()).toBe(2);

    await groups.finish(clock, 1_000);
    expect(await productsOf(engine)).toBe(5);
    expect(groups.reads()).toBe(2);
  });

  it('starts the next rebuild only 5 minutes after the last one ended', async () => {
    const { engine, clock, groups, bumpVersion } = engineOver({ awaitedUpToProducts: 2 });
    const first = engine.current();
    await groups.finish(clock, 1_000);
    await first;

    groups.setCatalogue(4);
    bumpVersion();
    clock.ms += 4 * MINUTE;
    // Four minutes after the first build ended: too soon, the old index answers and nothing is read.
    expect(await productsOf(engine)).toBe(3);
    expect(groups.reads()).toBe(1);
    clock.ms += MINUTE - 1;
    expect(await productsOf(engine)).toBe(3);
    expect(groups.reads()).toBe(1);
    clock.ms += 1;
    expect(await productsOf(engine)).toBe(3);
    expect(groups.reads()).toBe(2);
    await groups.finish(clock, 1_000);
    expect(await productsOf(engine)).toBe(4);
  });

  it('spaces rebuilds by ten build-times when that is longer than 5 minutes', async () => {
    const { engine, clock, groups, bumpVersion } = engineOver({ awaitedUpToProducts: 2 });
    const first = engine.current();
    // A build of one minute: the next may start only ten minutes after it ended.
    await groups.finish(clock, MINUTE);
    await first;
    bumpVersion();
    clock.ms += 9 * MINUTE;
    expect(await productsOf(engine)).toBe(3);
    expect(groups.reads()).toBe(1);
    clock.ms += MINUTE;
    expect(await productsOf(engine)).toBe(3);
    expect(groups.reads()).toBe(2);
  });

  it('rebuilds an unchanged catalogue after half an hour, in the background', async () => {
    const { engine, clock, groups } = engineOver({ awaitedUpToProducts: 2 });
    const first = engine.current();
    await groups.finish(clock, 1_000);
    await first;
    clock.ms += 29 * MINUTE;
    expect(await productsOf(engine)).toBe(3);
    expect(groups.reads()).toBe(1);
    groups.setCatalogue(6);
    clock.ms += MINUTE;
    expect(await productsOf(engine)).toBe(3);
    expect(groups.reads()).toBe(2);
    await groups.finish(clock);
    expect(await productsOf(engine)).toBe(6);
  });

  it('at or below the threshold, awaits every rebuild (the answer is never behind)', async () => {
    const { engine, clock, groups, bumpVersion } = engineOver({ awaitedUpToProducts: 3 });
    const first = engine.current();
    await groups.finish(clock, 1_000);
    await first;
    groups.setCatalogue(4);
    bumpVersion();
    expect(await productsOf(engine)).toBe(WAITING);
    expect(groups.reads()).toBe(2);
    await groups.finish(clock, 1_000);
    expect(await productsOf(engine)).toBe(4);
  });
});
