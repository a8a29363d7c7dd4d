/**
 * The measured test set: words of the demo catalogue's product names, misspelt in every way the search
 * forgives, each searched as a shopper would type it. A query succeeds when one of the first five products
 * has the intended word in its name. The figures per kind are printed (docs/decisions/0018 and 0030) and
 * held to the targets (one typo ≥ 97 %, two typos with 8+ letters typed ≥ 90 %, prefixes of 3+
 * letters ≥ 95 %, half the word or exactly 3 letters). `SEARCH_ACCURACY_MISSES=1` prints every miss.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../../db/seed/demo-catalogue.ts';
import { seedDemoMarketplace } from '../../db/seed/seed.ts';
import { shopperVisible } from '../../kernel/product-read-model.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { filterProducts } from '../products/products.service.ts';
import { englishStopWords } from '../products/products.stop-words.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const UPLOADS_DIR = path.join(REPO_ROOT, 'data', 'test-cache', 'uploads');
/** Queries per kind: enough for a percentage to mean something, few enough for CI on PGlite. */
const QUERIES_PER_KIND = 120;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

type Kind =
  | 'exact'
  | 'plural or singular'
  | 'deletion'
  | 'insertion'
  | 'substitution'
  | 'transposition'
  | 'two typos (8+ letters)'
  | 'prefix (half the word, 3+ letters)'
  | 'prefix (3 letters exactly)';

const random = mulberry32(2026);
const pick = (length: number) => Math.floor(random() * length);
const letter = () => ALPHABET[pick(ALPHABET.length)]!;

function deletion(word: string): string {
  const at = pick(word.length);
  return word.slice(0, at) + word.slice(at + 1);
}
function insertion(word: string): string {
  const at = pick(word.length + 1);
  return word.slice(0, at) + letter() + word.slice(at);
}
function substitution(word: string): string {
  const at = pick(word.length);
  let replacement = letter();
  while (replacement === word[at]) replacement = letter();
  return word.slice(0, at) + replacement + word.slice(at + 1);
}
function transposition(word: string): string {
  const candidates = [...word.slice(0, -1)].map((_, at) => at).filter((at) => word[at] !== word[at + 1]);
  const at = candidates[pick(candidates.length)] ?? 0;
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}
const oneTypo = [deletion, insertion, substitution, transposition];

/**
 * Distinct lower-cased words of the names shoppers can see, letters only, no stop words. The demo seeds a
 * few products pending approval or inactive ("hazelnut" is only in one): no search may show those, so
 * their words are no test of it.
 */
async function nameWords(): Promise<string[]> {
  const { rows } = await t.app.db.execute<{ name: string }>(
    sql`select products.product_name as name from products join sellers on sellers.id = products.seller_id
      join users on users.id = sellers.user_id where ${shopperVisible}`,
  );
  const words = new Set<string>();
  for (const { name } of rows) {
    for (const word of name.toLowerCase().match(/\p{L}+/gu) ?? []) {
      if (!englishStopWords.has(word)) words.add(word);
    }
  }
  return [...words].sort();
}

function sample<T>(items: readonly T[], count: number): T[] {
  const copy = [...items];
  for (let at = copy.length - 1; at > 0; at -= 1) {
    const other = pick(at + 1);
    [copy[at], copy[other]] = [copy[other]!, copy[at]!];
  }
  return copy.slice(0, count);
}

async function querySet(): Promise<{ kind: Kind; query: string; intended: string }[]> {
  const words = await nameWords();
  // The rules count the letters typed: a one-typo query has 4+ letters, a two-typo query 8+ (so a
  // deletion starts from a word one letter longer).
  const fourPlus = words.filter((word) => word.length >= 4);
  const fivePlus = words.filter((word) => word.length >= 5);
  const eightPlus = words.filter((word) => word.length >= 8);
  const set: { kind: Kind; query: string; intended: string }[] = [];
  for (const word of sample(words, QUERIES_PER_KIND))
    set.push({ kind: 'exact', query: word, intended: word });
  for (const word of sample(fourPlus, QUERIES_PER_KIND)) {
    const query = word.endsWith('s') ? word.slice(0, -1) : `${word}s`;
    set.push({ kind: 'plural or singular', query, intended: word });
  }
  const named: [Kind, (word: string) => string][] = [
    ['deletion', deletion],
    ['insertion', insertion],
    ['substitution', substitution],
    ['transposition', transposition],
  ];
  for (const [kind, mistype] of named) {
    const from = kind === 'deletion' ? fivePlus : fourPlus;
    for (const word of sample(from, QUERIES_PER_KIND))
      set.push({ kind, query: mistype(word), intended: word });
  }
  for (const word of sample(eightPlus, QUERIES_PER_KIND)) {
    let query = word;
    do {
      query = oneTypo[pick(oneTypo.length)]!(oneTypo[pick(oneTypo.length)]!(word));
    } while (query.length < 8 || query === word);
    set.push({ kind: 'two typos (8+ letters)', query, intended: word });
  }
  for (const word of sample(fourPlus, QUERIES_PER_KIND)) {
    const shortest = Math.max(3, Math.ceil(word.length / 2));
    const length = shortest + pick(word.length - shortest);
    set.push({ kind: 'prefix (half the word, 3+ letters)', query: word.slice(0, length), intended: word });
  }
  for (const word of sample(fourPlus, QUERIES_PER_KIND)) {
    set.push({ kind: 'prefix (3 letters exactly)', query: word.slice(0, 3), intended: word });
  }
  return set;
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoMarketplace(t.database, { uploadsDir: UPLOADS_DIR, products: 500 });
  await t.app.bumpCatalogueVersion();
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('search accuracy on the demo catalogue', () => {
  it('finds the intended word in the top 5 for each kind of misspelling, at the targets', async () => {
    const results = new Map<Kind, { found: number; total: number; misses: string[] }>();
    for (const { kind, query, intended } of await querySet()) {
      const answer = await filterProducts(t.app.db, { search: query, page: 1, limit: 5 });
      const hit = answer.filteredProducts.some((product) =>
        (product.productName.toLowerCase().match(/\p{L}+/gu) ?? ([] as string[])).includes(intended),
      );
      const figure = results.get(kind) ?? { found: 0, total: 0, misses: [] };
      figure.total += 1;
      if (hit) figure.found += 1;
      else figure.misses.push(`${query}→${intended}`);
      results.set(kind, figure);
    }
    const share = (kind: Kind) => {
      const figure = results.get(kind)!;
      return figure.found / figure.total;
    };
    console.table(
      [...results].map(([kind, figure]) => ({
        kind,
        queries: figure.total,
        'top 5': `${((100 * figure.found) / figure.total).toFixed(1)} %`,
        misses: figure.misses.slice(0, 6).join(' '),
      })),
    );
    if (process.env.SEARCH_ACCURACY_MISSES) {
      for (const [kind, figure] of results) console.log(`${kind}: ${figure.misses.join(' ')}`);
    }
    // The targets: one typo ≥ 97 %, two typos ≥ 90 %, prefixes of 3+ letters ≥ 95 %, exact queries
    // as good as before. Measured on the demo catalogue sold as variants, 2026-11-26 (docs/decisions/0030):
    // exact 100, plurals 99.2, deletion 99.2, insertion 99.2, substitution 99.2, transposition 98.3, two
    // typos 100, half-word prefixes 96.7, 3-letter prefixes 95.8 (93.3 before stop words typed alone were
    // completed). The 3-letter misses left are whole words themselves ("sea", "bar", "pro", "can": their
    // exact matches rightly rank first) and "cha", which completes to eight equally good words.
    expect(share('exact')).toBeGreaterThanOrEqual(0.97);
    expect(share('plural or singular')).toBeGreaterThanOrEqual(0.97);
    for (const kind of ['deletion', 'insertion', 'substitution', 'transposition'] as const) {
      expect(share(kind), kind).toBeGreaterThanOrEqual(0.97);
    }
    expect(share('two typos (8+ letters)')).toBeGreaterThanOrEqual(0.9);
    expect(share('prefix (half the word, 3+ letters)')).toBeGreaterThanOrEqual(0.95);
    expect(share('prefix (3 letters exactly)')).toBeGreaterThanOrEqual(0.95);
  }, 600_000);
});
