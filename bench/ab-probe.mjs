// `node bench/ab-probe.mjs <other-build/server.js> [N] [--products 100000]`: the same requests sent one at a
// time, alternately to another build (A, e.g. a copy of apps/api/dist made before a change) and to the
// current one (B, apps/api/dist/server.js), both on the seeded PostgreSQL catalogue. On a host whose speed
// drifts within seconds, alternating puts the drift on both sides alike: medians of A and B compare when
// 20-connection runs measured minutes apart do not.
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { databaseUrl, withClient } from './lib/database.mjs';
import {
  longTailListPath,
  longTailSample,
  longTailSearchPath,
  rssMb,
  seededRandom,
  ssrListPath,
} from './lib/long-tail.mjs';
import { BENCH_AUTH_SECRET } from './lib/server.mjs';
import { freePort, makeDataDir, serverEntry } from './storefront-server.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { products: { type: 'string', default: '100000' } },
});
const [otherEntry, count = '15'] = positionals;
if (!otherEntry) throw new Error('usage: node bench/ab-probe.mjs <other-build/server.js> [N]');
const N = Number(count);
const url = databaseUrl(`bench_${values.products}`);
const USER = 'bench-ab';

const token = randomBytes(24).toString('base64url');
await withClient(url, async (client) => {
  await client.query('delete from users where id = $1', [USER]);
  await client.query(
    `insert into users (id, name, email, email_verified, slug, full_name, role)
     values ($1, 'AB', 'ab@bench.test', true, $1, 'AB', 'buyer')`,
    [USER],
  );
  await client.query(
    `insert into sessions (id, token, user_id, expires_at) values ('s-ab', $1, $2, now() + interval '7 days')`,
    [token, USER],
  );
});
const signature = createHmac('sha256', BENCH_AUTH_SECRET).update(token).digest('base64');
const cookie = `access_token=${encodeURIComponent(`${token}.${signature}`)}; user_slug=${USER}`;
const bearer = `Bearer ${token}`;

async function start(entry) {
  const dataDir = makeDataDir();
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      SEED_DEMO: 'false',
      AUTH_SECRET: BENCH_AUTH_SECRET,
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, base, dataDir };
}

const servers = [await start(otherEntry), await start(serverEntry)];
const sample = await longTailSample(url);
const random = seededRandom(32);
const lists = Array.from({ length: N + 5 }, () => longTailListPath(random, sample));
const searches = Array.from({ length: N + 5 }, () => longTailSearchPath(random, sample));
const pages = Array.from({ length: N + 5 }, () => ssrListPath(random, sample));
const probes = {
  'SSR product page, signed in (cookie)': (i) => [`/single_product?slug=${sample.slugs[i]}`, { cookie }],
  'SSR product page, anonymous, first render': (i) => [`/single_product?slug=${sample.slugs[500 + i]}`, {}],
  'SSR `/products` long-tail list, signed in (cookie)': (i) => [pages[i], { cookie }],
  'header mega menu, signed in (bearer)': () => [
    '/api/mega-menu-categories/header',
    { authorization: bearer },
  ],
  'site data with user, signed in': () => [`/api/with-user/${USER}`, { authorization: bearer }],
  'long-tail list, signed in (bearer)': (i) => [lists[i], { authorization: bearer }],
  'long-tail search, signed in (bearer)': (i) => [searches[i], { authorization: bearer }],
};

async function time(base, path, headers) {
  const started = performance.now();
  const response = await fetch(base + path, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${response.status} ${path}`);
  return performance.now() - started;
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

try {
  // Warm-up: both builds compile their hot paths on requests the probes do not repeat.
  for (const { base } of servers) {
    for (let i = 0; i < 3; i++) {
      for (const make of Object.values(probes)) await time(base, ...make(N + i));
    }
  }
  console.log(
    `| probe (one at a time, alternating, ${N} each) | other build: median ms | this build: median ms |`,
  );
  console.log('|---|---:|---:|');
  for (const [name, make] of Object.entries(probes)) {
    const times = [[], []];
    for (let i = 0; i < N; i++) {
      for (const [side, { base }] of servers.entries()) times[side].push(await time(base, ...make(i)));
    }
    console.log(`| ${name} | ${median(times[0]).toFixed(0)} | ${median(times[1]).toFixed(0)} |`);
  }
  console.log(
    `\nRSS after the probes: other build ${rssMb(servers[0].child.pid)} MB, this build ${rssMb(servers[1].child.pid)} MB; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' / ')}.`,
  );
} finally {
  for (const { child, dataDir } of servers) {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await withClient(url, (client) => client.query('delete from users where id = $1', [USER]));
}
