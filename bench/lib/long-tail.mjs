// Long-tail traffic: every request a fresh combination the catalogue and page caches have not
// seen (category × brand × price range × sort × page 1–20; vocabulary words with typos; 2,000 distinct
// product pages), anonymous and signed in, at 20 connections, beside a bare node:http baseline H measured
// at the same 20 connections in the same run. The URLs come from a seeded generator, so two runs send the
// same sequence and their figures compare. RSS of the server is read from /proc before and after.
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { startHelloWorld } from './baseline.mjs';
import { withClient } from './database.mjs';
import { measure } from './load.mjs';
import { BENCH_AUTH_SECRET, settle } from './server.mjs';

export const LONG_TAIL_CONNECTIONS = 20;
const SEED = 21;
const DISTINCT_PRODUCTS = 2000;
const SHOPPERS = 200;
// One prefix per run (its process id): two runs on one database (helpers benching side by side) must not
// delete each other's shoppers, which turned the other run's signed-in requests anonymous.
const SHOPPER_PREFIX = `bench-shopper-${process.pid}-`;
const SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating'];
/** Price ranges in dollars, as the storefront's filter offers them. */
const PRICE_RANGES = [
  [0, 15000],
  [0, 25],
  [10, 50],
  [25, 100],
  [50, 250],
  [100, 500],
  [250, 15000],
];

/** mulberry32: a small seeded PRNG, so the URL sequence repeats from run to run. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];

/** One typo the way shoppers make them: a letter dropped, doubled, or two letters swapped. */
export function withTypo(random, word) {
  if (word.length < 4) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  switch (Math.floor(random() * 3)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
  }
}

/** What the generators draw from, read from the seeded catalogue. */
export async function longTailSample(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const visible = `p.status = 'active' and p.approval_status = 'approved'`;
    // Real category + brand pairs (a brand outside its categories would answer an empty page cheaply).
    const pairs = await client.query(
      `select c.slug as category, b.slug as brand from products p
       join categories c on c.id = p.category_id join brands b on b.id = p.brand_id
       where ${visible} group by 1, 2 having count(*) >= 5`,
    );
    const slugs = await client.query(
      `select p.slug from products p
       where ${visible} and p.id % greatest(1, (select max(id) from products) / $1) = 0 limit $1`,
      [DISTINCT_PRODUCTS],
    );
    // Search vocabulary: the words of product names (brand and category names included), four letters or more.
    const words = await client.query(
      `select word from (
         select lower(regexp_split_to_table(p.product_name, '[^A-Za-z]+')) as word from products p
         where ${visible} and p.id % 97 = 0) w
       where length(word) >= 4 group by word order by count(*) desc limit 400`,
    );
    return {
      pairs: pairs.rows,
      slugs: slugs.rows.map((row) => row.slug),
      words: words.rows.map((row) => row.word),
    };
  });
}

/** A never-ending, seeded sequence of paths made by `make(random)`. */
function sequence(seed, make) {
  const random = seededRandom(seed);
  return () => make(random);
}

export function longTailListPath(random, sample) {
  const { category, brand } = pick(random, sample.pairs);
  const [min, max] = pick(random, PRICE_RANGES);
  const params = new URLSearchParams({ categories: category });
  // Half the lists narrow to a brand too, as shoppers do after a first look.
  if (random() < 0.5) params.set('brands', brand);
  params.set('min', String(min));
  params.set('max', String(max));
  params.set('sort', pick(random, SORTS));
  params.set('page', String(1 + Math.floor(random() * 20)));
  params.set('limit', '24');
  return `/api/products/filter?${params}`;
}

export function longTailSearchPath(random, sample) {
  const count = random() < 0.6 ? 2 : 1;
  const words = Array.from({ length: count }, () => {
    const word = pick(random, sample.words);
    return random() < 0.5 ? withTypo(random, word) : word;
  });
  const page = random() < 0.7 ? 1 : 1 + Math.floor(random() * 5);
  return `/api/products/filter?search=${encodeURIComponent(words.join(' '))}&page=${page}&limit=24`;
}

export function ssrProductPath(random, sample) {
  return `/single_product?slug=${pick(random, sample.slugs)}`;
}

export function ssrListPath(random, sample) {
  const { category } = pick(random, sample.pairs);
  const [min, max] = pick(random, PRICE_RANGES);
  return `/products?category=${category}&min=${min}&max=${max}&sort=${pick(random, SORTS)}&page=${1 + Math.floor(random() * 20)}`;
}

/** better-call's signed cookie value, as the storefront's sign-in sets `access_token`. */
function signedCookie(token) {
  const signature = createHmac('sha256', BENCH_AUTH_SECRET).update(token).digest('base64');
  return encodeURIComponent(`${token}.${signature}`);
}

/** Signed-in shoppers: users and fresh sessions written straight into the database (as the checkout does). */
async function prepareShoppers(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    await client.query(`delete from users where id like '${SHOPPER_PREFIX}%'`);
    const shoppers = Array.from({ length: SHOPPERS }, (_, i) => ({
      id: `${SHOPPER_PREFIX}${i}`,
      email: `${SHOPPER_PREFIX}${i}@bench.test`,
      token: randomBytes(24).toString('base64url'),
    }));
    const ids = shoppers.map((s) => s.id);
    await client.query(
      `insert into users (id, name, email, email_verified, slug, full_name, role)
       select id, 'Bench Shopper', email, true, id, 'Bench Shopper', 'buyer'
       from unnest($1::text[], $2::text[]) as t(id, email)`,
      [ids, shoppers.map((s) => s.email)],
    );
    await client.query(
      `insert into sessions (id, token, user_id, expires_at)
       select 's-' || user_id, token, user_id, now() + interval '7 days'
       from unnest($1::text[], $2::text[]) as t(user_id, token)`,
      [ids, shoppers.map((s) => s.token)],
    );
    return shoppers.map((s) => ({
      bearer: `Bearer ${s.token}`,
      cookie: `access_token=${signedCookie(s.token)}; user_slug=${s.id}`,
    }));
  });
}

async function removeShoppers(databaseUrl) {
  await withClient(databaseUrl, (client) =>
    client.query(`delete from users where id like '${SHOPPER_PREFIX}%'`),
  );
}

/**
 * One autocannon request whose path (and, signed in, credentials) is drawn afresh for every request: the
 * connections share one generator, so no two connections walk the same list in step.
 */
function drawnRequest(nextPath, credentials) {
  const random = seededRandom(SEED + 1);
  return [
    {
      method: 'GET',
      path: '/',
      setupRequest: (request) => {
        const headers = { ...request.headers };
        if (credentials) {
          const shopper = pick(random, credentials.shoppers);
          if (credentials.kind === 'bearer') headers.authorization = shopper.bearer;
          else headers.cookie = shopper.cookie;
        }
        return { ...request, path: nextPath(), headers };
      },
    },
  ];
}

/** Resident set size of a process, in MB (Linux /proc). */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

/**
 * Measures H at 20 connections, then every long-tail scenario (or those whose keys `only` lists) against
 * `app` (a started server with its pid); returns rows for the report.
 */
export async function measureLongTail({ app, databaseUrl, duration, warmup, only, log = console.error }) {
  const hello = await startHelloWorld();
  const baseline = await measure({
    baseUrl: hello.baseUrl,
    requests: [{ method: 'GET', path: '/' }],
    duration,
    warmup,
    connections: LONG_TAIL_CONNECTIONS,
  });
  await hello.stop();
  log(`[bench] long tail H (20 connections): ${Math.round(baseline.rps)} req/s`);
  const sample = await longTailSample(databaseUrl);
  const shoppers = await prepareShoppers(databaseUrl);
  const rss = { start: app.pid ? rssMb(app.pid) : null };
  const seq = (offset, make) => sequence(SEED + offset, (random) => make(random, sample));
  const plan = [
    ['ltList', 'Long-tail list, anonymous', drawnRequest(seq(10, longTailListPath))],
    ['ltSearch', 'Long-tail search (typos), anonymous', drawnRequest(seq(11, longTailSearchPath))],
    [
      'ltListSignedIn',
      'Long-tail list, signed in (bearer)',
      drawnRequest(seq(10, longTailListPath), { kind: 'bearer', shoppers }),
    ],
    [
      'ltSearchSignedIn',
      'Long-tail search, signed in (bearer)',
      drawnRequest(seq(11, longTailSearchPath), { kind: 'bearer', shoppers }),
    ],
    ['ltSsrProduct', 'SSR product page, 2,000 distinct, anonymous', drawnRequest(seq(14, ssrProductPath))],
    [
      'ltSsrProductSignedIn',
      'SSR product page, 2,000 distinct, signed in (cookie)',
      drawnRequest(seq(14, ssrProductPath), { kind: 'cookie', shoppers }),
    ],
    [
      'ltSsrListSignedIn',
      'SSR `/products` long-tail list, signed in (cookie)',
      drawnRequest(seq(16, ssrListPath), { kind: 'cookie', shoppers }),
    ],
  ];
  const rows = [];
  try {
    for (const [key, label, requests] of plan.filter(([key]) => !only || only.includes(key))) {
      await settle(app.baseUrl);
      const result = await measure({
        baseUrl: app.baseUrl,
        requests,
        duration,
        warmup,
        connections: LONG_TAIL_CONNECTIONS,
      });
      rows.push({ key, label, ...result });
      log(
        `[bench] ${key}: ${Math.round(result.rps)} req/s (${(result.rps / baseline.rps).toFixed(4)} × H), p50 ${result.p50} ms, p99 ${result.p99} ms, ${JSON.stringify(result.statusCounts)}`,
      );
    }
  } finally {
    await removeShoppers(databaseUrl);
  }
  rss.after = app.pid ? rssMb(app.pid) : null;
  log(`[bench] RSS: ${rss.start} MB after start, ${rss.after} MB after the long tail`);
  return { baseline, scenarios: rows, rss, connections: LONG_TAIL_CONNECTIONS };
}
