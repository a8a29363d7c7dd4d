// The markdown report: machine, scenarios beside baseline H, checkout, growth, the extra storefront
// measurements, and the issue's targets with pass/fail. Written to bench/results/latest.md and into the
// marked section of BENCHMARKS.md.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../storefront-server.mjs';

const START = '<!-- bench:results:start -->';
const END = '<!-- bench:results:end -->';

const int = (n) => Math.round(n).toLocaleString('en-US');
const ms = (n) => (n === undefined ? '–' : `${Number(n).toFixed(n < 10 ? 1 : 0)}`);
const ratio = (n) => `${n.toFixed(3)}×`;
const mark = (pass) => (pass ? '✅ pass' : '❌ fail');

export function machineDescription() {
  const cpus = os.cpus();
  return {
    cpu: `${cpus.length} × ${cpus[0]?.model?.trim() ?? 'unknown CPU'}`,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    load: os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' / '),
  };
}

function scenarioTable(baseline, scenarios) {
  const lines = [
    '| scenario | req/s | p50 ms | p99 ms | ratio to H | unexpected responses |',
    '|---|---:|---:|---:|---:|---:|',
    `| **H** bare node:http hello-world | ${int(baseline.rps)} | ${ms(baseline.p50)} | ${ms(baseline.p99)} | 1.000× | ${baseline.unexpected} |`,
  ];
  for (const s of scenarios) {
    lines.push(
      `| ${s.label} | ${int(s.rps)} | ${ms(s.p50)} | ${ms(s.p99)} | ${ratio(s.rps / baseline.rps)} | ${s.unexpected} |`,
    );
  }
  return lines.join('\n');
}

/** The long-tail scenarios beside their own H, measured at the same 20 connections, and RSS. */
export function longTailTable(longTail) {
  const { baseline, scenarios, rss, connections } = longTail;
  const lines = [
    `| scenario (${connections} connections, seeded fresh URLs) | req/s | p50 ms | p99 ms | ratio to H | unexpected responses |`,
    '|---|---:|---:|---:|---:|---:|',
    `| **H** bare node:http hello-world, ${connections} connections | ${int(baseline.rps)} | ${ms(baseline.p50)} | ${ms(baseline.p99)} | 1.0000× | ${baseline.unexpected} |`,
  ];
  for (const s of scenarios) {
    lines.push(
      `| ${s.label} | ${int(s.rps)} | ${ms(s.p50)} | ${ms(s.p99)} | ${(s.rps / baseline.rps).toFixed(4)}× | ${s.unexpected} |`,
    );
  }
  lines.push('', `Server RSS: ${rss.start ?? '–'} MB before the long tail, ${rss.after ?? '–'} MB after it.`);
  return lines.join('\n');
}

function growthTable(growth) {
  const sizes = Object.keys(growth);
  const lines = [
    `| p50 ms (mean ms) | ${sizes.map((size) => `${int(Number(size))} products`).join(' | ')} | growth first → last |`,
    `|---|${sizes.map(() => '---:').join('|')}|---:|`,
  ];
  for (const key of ['list', 'faceted', 'facetedOptions', 'search', 'suggest', 'product', 'page']) {
    if (sizes.some((size) => !growth[size][key])) continue;
    const cells = sizes.map((size) =>
      growth[size][key].requests === 0
        ? 'no answer in the period'
        : `${ms(growth[size][key].p50)} (${ms(growth[size][key].mean)})`,
    );
    lines.push(`| ${key} | ${cells.join(' | ')} | ${growthRatio(growth, key).toFixed(2)}× |`);
  }
  return lines.join('\n');
}

/** The p50 of every round, so a reader sees how much the machine drifted during the growth runs. */
function growthRoundsLine(growth) {
  const sizes = Object.keys(growth);
  const keys = Object.keys(growth[sizes[0]] ?? {});
  const perKey = keys.map(
    (key) =>
      `${key} ${sizes.map((size) => `${int(Number(size))}: ${(growth[size][key].rounds ?? [growth[size][key].p50]).join('/')}`).join(', ')}`,
  );
  return `p50 of each round (ms): ${perKey.join('; ')}.`;
}

/**
 * Latency growth between the smallest and the largest catalogue, on p50 with autocannon's 1 ms resolution
 * floored at 1 ms (a 0 → 1 ms step is not a 100× slowdown).
 */
export function growthRatio(growth, key) {
  const sizes = Object.keys(growth).sort((a, b) => Number(a) - Number(b));
  const first = growth[sizes[0]][key];
  const last = growth[sizes[sizes.length - 1]][key];
  // No answer at all within the measured period is not "fast": it is slower than the period itself.
  if (first.requests === 0 || last.requests === 0) return Number.POSITIVE_INFINITY;
  return Math.max(last.p50, 1) / Math.max(first.p50, 1);
}

function genericTable(rows) {
  if (!rows?.length) return '_not measured_';
  // Every key of every row (a row may carry figures the others do not; their cells stay empty).
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter(
    (key) => !rows.some((row) => Array.isArray(row[key])),
  );
  const cell = (value) => (typeof value === 'boolean' ? mark(value) : (value ?? ''));
  return [
    `| ${keys.join(' | ')} |`,
    `|${keys.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${keys.map((key) => cell(row[key])).join(' | ')} |`),
  ].join('\n');
}

export function renderReport(run) {
  const m = run.machine;
  const parts = [
    `Run ${run.date} — ${m.cpu}, ${m.memory} RAM, ${m.os}, Node ${m.node}; load average before the run ${m.load}. ` +
      `autocannon, ${run.connections} connections, no pipelining, ${run.warmup} s warm-up then ${run.duration} s measured per scenario; ` +
      `PostgreSQL 15 on the same machine, ${int(run.mainSize)} products. Command: \`npm run bench${run.argsText ? ` -- ${run.argsText}` : ''}\`.`,
    '',
    '### Targets',
    '',
    '| target | measured | result |',
    '|---|---|---|',
    ...run.targets.map(
      (t) => `| ${t.name} | ${t.measured} | ${t.pass === null ? '– not measured' : mark(t.pass)} |`,
    ),
    '',
    '### Scenarios (beside baseline H, same run)',
    '',
    scenarioTable(run.baseline, run.scenarios),
    '',
  ];
  if (run.typo)
    parts.push(
      `Typo search "${run.typo.query}": first result "${run.typo.first}"; intended product on page 1: ${run.typo.found ? 'yes' : 'no'}.`,
      '',
    );
  if (run.longTail) {
    parts.push(
      '### Long tail (every request a fresh combination, caches cannot repeat)',
      '',
      longTailTable(run.longTail),
      '',
    );
  }
  if (run.checkout) {
    const c = run.checkout;
    parts.push(
      '### Hot-item checkout',
      '',
      '| orders/s | orders created | orders in DB | final stock | lowest stock seen | answers | p50 ms | p99 ms | wall time s |',
      '|---:|---:|---:|---:|---:|---|---:|---:|---:|',
      `| ${int(c.ordersPerSecond)} | ${c.created} | ${c.ordersInDatabase} | ${c.finalStock} | ${c.lowestStockSeen} | ${Object.entries(
        c.byStatus,
      )
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ')} | ${ms(c.p50)} | ${ms(c.p99)} | ${(c.elapsedMs / 1000).toFixed(1)} |`,
      '',
    );
  }
  if (run.growth && Object.keys(run.growth).length > 0) {
    parts.push(
      '### Growth (catalogue and page caches off, 10 connections; `page` = SSR `/single_product` rendered every time; each figure the median of the rounds listed under the table)',
      '',
      growthTable(run.growth),
      '',
      growthRoundsLine(run.growth),
      '',
    );
  }
  for (const extra of run.extras)
    parts.push(
      `### ${extra.title}`,
      '',
      extra.error ? `_failed: ${extra.error}_` : genericTable(extra.rows),
      '',
    );
  if (run.seeding.length)
    parts.push(
      `Seeding: ${run.seeding.map((s) => `${s.name} ${s.seedSeconds ? `${s.seedSeconds.toFixed(0)} s` : 'reused'}`).join(', ')}. Total run ${(run.totalSeconds / 60).toFixed(1)} min.`,
      '',
    );
  return parts.join('\n');
}

export function writeLatest(markdown) {
  const dir = path.join(repoRoot, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'latest.md'), `# Benchmark run\n\n${markdown}\n`);
}

const BENCHMARKS_INTRO = `# Benchmarks

Measured by \`npm run bench\` (\`bench/run.mjs\`) on one machine: every figure stands beside a baseline **H**, a
bare \`node:http\` hello-world measured in the same run with the same load tool (autocannon, 50 connections,
no pipelining, warm-up then a measured period), so that a noisy machine does not lie. Targets are the
project's performance goals, judged on PostgreSQL with 100k products.

## How to reproduce

1. PostgreSQL on 127.0.0.1:5432 with trust auth for \`postgres\` (or set \`BENCH_PG_URL\`).
2. \`npm ci\`, then \`npm run bench\` (builds when stale; seeds \`bench_1000\`, \`bench_100000\`, \`bench_1000000\`
   once with \`npm run seed -- --products N --reset\` and reuses them later; \`--fresh\` re-seeds, \`--drop\` removes
   them at the end). \`--quick\` skips the 1M point, \`--duration S\` sets the measured seconds per scenario.
   A full run takes under 25 minutes on 2 cores (most of it seeding 1M products the first time).
3. The report is printed and written to \`bench/results/latest.md\`; \`--write-benchmarks\` also updates the
   section below.

## Latest run
`;

export function updateBenchmarksMd(markdown) {
  const file = path.join(repoRoot, 'BENCHMARKS.md');
  const section = `${START}\n${markdown}\n${END}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : `${BENCHMARKS_INTRO}\n${START}\n${END}\n`;
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + section + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n## Latest run\n\n${section}\n`;
  writeFileSync(file, next);
}
