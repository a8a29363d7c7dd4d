// `npm run bench:long-tail [-- --products N --duration S --warmup S --only ltList,ltListSignedIn]`: only the long-tail scenarios
// beside their baseline H, on the seeded PostgreSQL catalogue of N products (default 100,000;
// seeded once and reused like `npm run bench`). The full `npm run bench` runs the same scenarios.
// `--url postgres://…/db` measures that seeded database as it is instead (a copy of `bench_N` migrated by
// the build under test: the server migrates at start, and the run adds and removes its shoppers).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { seededDatabase, withClient } from './lib/database.mjs';
import { measureLongTail } from './lib/long-tail.mjs';
import { longTailTable } from './lib/report.mjs';
import { buildIfStale, startApp } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    // Scenario keys to run (comma-separated), e.g. `ltList,ltListSignedIn`; all when absent.
    only: { type: 'string' },
    url: { type: 'string' },
  },
});
const log = (line) => console.error(line);
buildIfStale();
const database = args.url ? { url: args.url } : await seededDatabase(Number(args.products), { log });
const products = args.url
  ? await withClient(
      args.url,
      async (client) => (await client.query('select count(*)::int as n from products')).rows[0].n,
    )
  : Number(args.products);
const load = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(' / ');
const app = await startApp(database.url);
try {
  const result = await measureLongTail({
    app,
    databaseUrl: database.url,
    duration: Number(args.duration),
    warmup: Number(args.warmup),
    only: args.only?.split(','),
    log,
  });
  console.log(
    `Long tail, ${products.toLocaleString('en-US')} products on PostgreSQL, load average before ${load}:\n`,
  );
  console.log(longTailTable(result));
} finally {
  await app.stop();
}
