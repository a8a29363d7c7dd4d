/**
 * Fuzzing (SECURITY.md), shared by fuzz.test.ts (shop routes) and fuzz-admin.test.ts (admin routes), two files
 * so Vitest runs the halves side by side: for every route of the OpenAPI document, 200 hostile requests generated with fast-check
 * from the route's own schema — wrong types, nulls, extra fields, 100k-character strings, 1e308, -0, NaN
 * strings, NUL bytes and odd unicode, arrays for objects, text/plain, multipart junk and broken JSON — sent
 * as a visitor and as a signed-in admin (so handlers behind the session check are reached too).
 * Every answer must be below 500; every 4xx must be exactly the error contract; no body may carry a stack
 * trace, a node_modules path or a database message. Deterministic: a fixed seed per route.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../modules/users/users.test-support.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import {
  type ApiRoute,
  fillPath,
  type JsonSchema,
  listApiRoutes,
  sampleFromSchema,
  wellFormed,
} from './openapi-routes.test-support.ts';

/**
 * 200 cases per route, 48,000 requests over both files. CI's second pass over the API, on PostgreSQL, sends
 * 50 others per route (`FUZZ_CASES_PER_ROUTE`, `FUZZ_SEED`): the checks are the HTTP layer's, which the
 * first pass has already put 200 cases through, and the fuzz was a fifth of that pass's time.
 */
const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES_PER_ROUTE ?? 200);
/** Mixed into every route's seed, so another pass can send other cases (a failure names it to replay). */
const SEED_SALT = process.env.FUZZ_SEED ?? '';
const HUGE = 'x'.repeat(100_000);
const HUGE_UNICODE = '€😀\u202e'.repeat(25_000);

/** What a body must never show: stack frames, install paths, database error texts. */
const LEAK_PATTERNS: [string, RegExp][] = [
  ['stack frame', /\bat [^\s"]*\(?(?:\/|file:|[A-Z]:\\)[^\s"]+:\d+/],
  ['node_modules', /node_modules/],
  ['sql syntax', /syntax error at or near/i],
  ['sql relation', /relation "/i],
  ['sql constraint', /violates/i],
  ['sql state', /\bSQLSTATE\b|\bduplicate key value\b|\bnull value in column\b/i],
];

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -0,
    -1,
    1.5,
    1e308,
    -1e308,
    2 ** 53,
    Number.MAX_SAFE_INTEGER + 2,
    'NaN',
    'Infinity',
    '-0',
    '1e308',
    '',
    ' ',
    '\u0000',
    'abc\u0000def',
    '\ud800',
    '../../../etc/passwd',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '%00%2e%2e%2f',
    ['{{7*7}}', '{7*7}'].join('$'),
    '__proto__',
    HUGE,
    HUGE_UNICODE,
  ),
  fc.integer(),
  fc.double(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
);

/** A body: the schema's valid sample with some fields broken, extra ones added, or something else entirely. */
function hostileBody(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const valid = sampleFromSchema(schema) ?? {};
  const names = Object.keys(schema?.properties ?? {});
  const mutated =
    valid && typeof valid === 'object' && !Array.isArray(valid)
      ? fc
          .record({
            broken: fc.subarray(names),
            values: fc.array(hostileScalar, { minLength: names.length, maxLength: names.length }),
            drop: fc.subarray(names),
            extra: fc.dictionary(
              fc.constantFrom('role', 'isAdmin', '__proto__', 'constructor', 'total', 'x'),
              hostileScalar,
              {
                maxKeys: 2,
              },
            ),
          })
          .map(({ broken, values, drop, extra }) => {
            const body: Record<string, unknown> = { ...(valid as Record<string, unknown>) };
            broken.forEach((name, index) => {
              body[name] = values[index];
            });
            for (const name of drop) delete body[name];
            return { ...body, ...extra };
          })
      : fc.constant(valid);
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 1, arbitrary: hostileScalar },
    { weight: 1, arbitrary: fc.constant([valid, valid]) },
  );
}

type Encoding = 'json' | 'text' | 'multipart' | 'broken-json' | 'form' | 'none' | 'json-with-wrong-type';

interface FuzzCase {
  asAdmin: boolean;
  pathValues: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  encoding: Encoding;
}

function fuzzCase(route: ApiRoute): fc.Arbitrary<FuzzCase> {
  const pathNames = route.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = route.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  return fc.record({
    asAdmin: fc.boolean(),
    pathValues: fc.record(Object.fromEntries(pathNames.map((name) => [name, hostileScalar]))),
    query: fc.dictionary(
      fc.constantFrom(...queryNames, 'page', 'limit', 'extra', '__proto__'),
      hostileScalar,
      {
        maxKeys: Math.max(1, queryNames.length),
      },
    ),
    body: hostileBody(route.body),
    encoding: fc.constantFrom<Encoding>(
      ...(route.body || route.method !== 'GET'
        ? ([
            'json',
            'json',
            'json',
            'text',
            'multipart',
            'broken-json',
            'form',
            'none',
            'json-with-wrong-type',
          ] as const)
        : (['none', 'none', 'json', 'text'] as const)),
    ),
  });
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
}

function queryOf(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) for (const item of value) search.append(name, asText(item));
    else search.append(name, asText(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function payloadOf(encoding: Encoding, body: unknown): { payload?: string | Buffer; contentType?: string } {
  switch (encoding) {
    case 'json':
      return { payload: JSON.stringify(body) ?? 'null', contentType: 'application/json' };
    case 'json-with-wrong-type':
      return { payload: JSON.stringify(body) ?? 'null', contentType: 'application/xml' };
    case 'text':
      return { payload: asText(body), contentType: 'text/plain' };
    case 'broken-json':
      return { payload: `{"a": ${asText(body).slice(0, 50)}`, contentType: 'application/json' };
    case 'form':
      return {
        payload: `a=${encodeURIComponent(wellFormed(asText(body).slice(0, 200)))}&b[]=1`,
        contentType: 'application/x-www-form-urlencoded',
      };
    case 'multipart':
      return {
        payload: Buffer.from(
          `--junk\r\nContent-Disposition: form-data; name="image"\r\n\r\n${asText(body).slice(0, 300)}`,
        ),
        contentType: 'multipart/form-data; boundary=junk',
      };
    case 'none':
      return {};
  }
}

/** A stable seed per route, so a failure replays whatever else the document gains. */
function seedOf(route: ApiRoute): number {
  let hash = 7;
  for (const char of `${SEED_SALT}${route.method} ${route.path}`) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * Registers the suite: `pick` chooses the routes of the OpenAPI document this file fuzzes, `minimum` is how
 * many there must be (so a broken document cannot make the suite pass by fuzzing nothing).
 */
export function fuzzRoutes(name: string, pick: (route: ApiRoute) => boolean, minimum: number): void {
  let t: TestApp;
  let admin: TestUser;
  let routes: ApiRoute[] = [];
  const figures = { requests: 0, fiveXx: 0, errors4xx: 0, contractShaped: 0, leaks: 0 };
  const problems: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, { role: 'admin' });
    routes = (await listApiRoutes(t.app)).filter(pick);
  }, 60_000);

  afterAll(async () => {
    const shaped = figures.errors4xx === 0 ? 100 : (100 * figures.contractShaped) / figures.errors4xx;
    console.log(
      `${name}: ${figures.requests} requests over ${routes.length} routes, 5xx ${figures.fiveXx}, contract-shaped 4xx bodies ${shaped.toFixed(2)}% of ${figures.errors4xx}, leaks ${figures.leaks}`,
    );
    if (problems.length) console.log(problems.slice(0, 40).join('\n'));
    await t?.close();
  });

  function check(sent: string, status: number, body: string, label: string) {
    figures.requests += 1;
    if (status >= 500) {
      figures.fiveXx += 1;
      problems.push(`5xx: ${label} → ${status} ${body.slice(0, 200)}`);
    }
    if (status >= 400 && status < 500) {
      figures.errors4xx += 1;
      if (isContractError(body, status)) figures.contractShaped += 1;
      else problems.push(`shape: ${label} → ${status} ${body.slice(0, 200)}`);
    }
    for (const [leak, pattern] of LEAK_PATTERNS) {
      // An echo of what the fuzzer itself sent is not a leak.
      if (pattern.test(body) && !pattern.test(sent)) {
        figures.leaks += 1;
        problems.push(`leak (${leak}): ${label} → ${status} ${body.slice(0, 300)}`);
      }
    }
  }

  describe(name, () => {
    it(`answers ${CASES_PER_ROUTE} hostile requests per route${SEED_SALT ? ` (seed ${SEED_SALT})` : ''} without a 5xx, off-contract error or leak`, async () => {
      expect(routes.length).toBeGreaterThanOrEqual(minimum);
      for (const route of routes) {
        const cases = fc.sample(fuzzCase(route), { numRuns: CASES_PER_ROUTE, seed: seedOf(route) });
        for (const c of cases) {
          // Signing the admin out would turn the rest of the run into visitor requests.
          const asAdmin = c.asAdmin && route.path !== '/api/users/logout';
          const pathValues = Object.fromEntries(Object.entries(c.pathValues).map(([k, v]) => [k, asText(v)]));
          const url = fillPath(route.path, pathValues) + queryOf(c.query);
          const { payload, contentType } = payloadOf(c.encoding, c.body);
          const response = await t.app.inject({
            method: route.method,
            url,
            headers: {
              origin: 'http://localhost',
              ...(asAdmin ? admin.headers : {}),
              ...(contentType ? { 'content-type': contentType } : {}),
            },
            ...(payload !== undefined ? { payload } : {}),
          });
          const sent = `${asText(c.pathValues)} ${asText(c.query)} ${payload?.toString() ?? ''}`;
          const label = `${asAdmin ? 'admin' : 'visitor'} ${route.method} ${route.path} [${c.encoding}]`;
          check(sent, response.statusCode, response.body, label);
        }
      }
      expect(problems.slice(0, 20)).toEqual([]);
      expect(figures.fiveXx).toBe(0);
      expect(figures.leaks).toBe(0);
      expect(figures.contractShaped).toBe(figures.errors4xx);
      expect(figures.requests).toBeGreaterThanOrEqual(routes.length * CASES_PER_ROUTE);
    }, 900_000);
  });
}

/** Exactly `{ statusCode, error, message, code }`, strings, and `statusCode` the HTTP status. */
function isContractError(body: string, status: number): boolean {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(body) as Record<string, unknown>;
  } catch {
    return false;
  }
  if (!parsed || typeof parsed !== 'object') return false;
  // The four fields, and at most one documented extension: `problems`, a CSV import's list by row.
  const { problems, ...rest } = parsed;
  if (problems !== undefined && !Array.isArray(problems)) return false;
  return (
    Object.keys(rest).sort().join(',') === 'code,error,message,statusCode' &&
    parsed.statusCode === status &&
    typeof parsed.message === 'string' &&
    typeof parsed.code === 'string' &&
    typeof parsed.error === 'string'
  );
}
