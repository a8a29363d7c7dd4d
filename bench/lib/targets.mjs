// The performance targets (BENCHMARKS.md), judged on one run's figures. `pass: null` means the figure was not measured.
import { growthRatio } from './report.mjs';

const fmt = (n, digits = 0) => Number(n).toFixed(digits);

export function judgeTargets(run) {
  const H = run.baseline.rps;
  const by = Object.fromEntries(run.scenarios.map((s) => [s.key, s]));
  const targets = [];
  const add = (name, measured, pass) => targets.push({ name, measured, pass });

  const list = by.list;
  add(
    'Catalogue list ≥ 0.12 × H req/s, p99 ≤ 25 ms',
    `${fmt(list.rps / H, 3)} × H, p99 ${list.p99} ms`,
    list.rps >= 0.12 * H && list.p99 <= 25 && list.unexpected === 0,
  );
  const conditional = by.conditional;
  add(
    'Conditional request (304) ≥ 0.6 × H',
    `${fmt(conditional.rps / H, 3)} × H, ${conditional.statusCounts[304] ?? 0} × 304`,
    conditional.rps >= 0.6 * H && conditional.unexpected === 0,
  );
  const typo = by.typo;
  add(
    'Typo search ≥ 0.05 × H req/s, p99 ≤ 50 ms, intended product on page 1',
    `${fmt(typo.rps / H, 3)} × H, p99 ${typo.p99} ms, found: ${run.typo.found ? 'yes' : 'no'}`,
    typo.rps >= 0.05 * H && typo.p99 <= 50 && run.typo.found && typo.unexpected === 0,
  );
  const page = by.ssrProduct;
  add(
    'SSR product page ≥ 500 req/s, p99 ≤ 100 ms',
    `${fmt(page.rps)} req/s, p99 ${page.p99} ms`,
    page.rps >= 500 && page.p99 <= 100 && page.unexpected === 0,
  );
  const c = run.checkout;
  add(
    'Hot-item checkout ≥ 300 orders/s, exactly 1,000 orders, stock never negative',
    c
      ? `${fmt(c.ordersPerSecond)} orders/s, ${c.ordersInDatabase} orders, final stock ${c.finalStock}, lowest ${c.lowestStockSeen}`
      : '–',
    c ? c.ordersPerSecond >= 300 && c.ok : null,
  );
  const sizes = Object.keys(run.growth ?? {});
  const faceted = run.growth?.[1_000_000]?.faceted;
  add(
    'Faceted, filtered list at 1M products (uncached, 10 connections) p99 ≤ 60 ms',
    faceted ? `p99 ${faceted.p99} ms` : '–',
    faceted ? faceted.p99 <= 60 && faceted.requests > 0 && faceted.unexpected === 0 : null,
  );
  const facetedOptions = run.growth?.[1_000_000]?.facetedOptions;
  add(
    'Faceted list filtered by an option value at 1M products (uncached, 10 connections) p99 ≤ 60 ms',
    facetedOptions ? `p99 ${facetedOptions.p99} ms` : '–',
    facetedOptions
      ? facetedOptions.p99 <= 60 && facetedOptions.requests > 0 && facetedOptions.unexpected === 0
      : null,
  );
  const full = sizes.length >= 2 && sizes.some((size) => Number(size) >= 1_000_000);
  for (const [key, limit] of [
    ['list', 1.5],
    ['product', 1.5],
    ['search', 3],
  ]) {
    const r = sizes.length >= 2 ? growthRatio(run.growth, key) : null;
    add(
      `Growth 1k → 1M: ${key} p50 ≤ ${limit}×`,
      r === null ? '–' : `${fmt(r, 2)}× (${sizes.join(' → ')})`,
      r === null || !full ? null : r <= limit,
    );
  }
  // Uncached search at the largest catalogue (growth runs with the caches off, 10 connections).
  const largest = sizes
    .map(Number)
    .sort((a, b) => a - b)
    .at(-1);
  const atLargest = largest === undefined ? undefined : (run.growth[largest] ?? run.growth[String(largest)]);
  for (const [key, label, limit] of [
    ['suggest', 'Suggestions', 30],
    ['search', 'Typo search', 60],
  ]) {
    const m = atLargest?.[key];
    add(
      `${label} at 1M, uncached, p99 ≤ ${limit} ms`,
      m ? `p99 ${m.p99} ms at ${largest.toLocaleString('en')} products` : '–',
      m && full ? m.p99 <= limit : null,
    );
  }
  // Long tail: judged against its own H at 20 connections (bench/lib/long-tail.mjs).
  const tail = run.longTail;
  if (tail) {
    const h = tail.baseline.rps;
    const byKey = Object.fromEntries(tail.scenarios.map((s) => [s.key, s]));
    const judge = (keys, minRatio, maxP99) => {
      const rows = keys.map((key) => byKey[key]).filter(Boolean);
      return {
        measured: rows.map((s) => `${s.key} ${fmt(s.rps / h, 4)} × H, p99 ${s.p99} ms`).join('; '),
        pass:
          rows.length === keys.length &&
          rows.every((s) => s.rps >= minRatio * h && s.p99 <= maxP99 && s.unexpected === 0),
      };
    };
    const lists = judge(['ltList', 'ltSearch', 'ltListSignedIn', 'ltSearchSignedIn'], 0.02, 50);
    add(
      'Long-tail list and search, anonymous and signed in, ≥ 0.02 × H, p99 ≤ 50 ms',
      lists.measured,
      lists.pass,
    );
    const pages = judge(['ltSsrProductSignedIn', 'ltSsrListSignedIn'], 0.004, 150);
    add(
      'Uncached SSR product and `/products` pages, signed in, ≥ 0.004 × H, p99 ≤ 150 ms',
      pages.measured,
      pages.pass,
    );
    add(
      'RSS on PostgreSQL after the long tail ≤ 200 MB',
      tail.rss.after === null ? '–' : `${tail.rss.after} MB`,
      tail.rss.after === null ? null : tail.rss.after <= 200,
    );
  }
  return targets;
}
