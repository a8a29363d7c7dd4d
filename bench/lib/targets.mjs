// Issue 8's targets, judged on one run's figures. `pass: null` means the figure was not measured.
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
  return targets;
}
