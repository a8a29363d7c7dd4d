/**
 * The typo search asks whether a document holds a spelling in the name, brand or category (weights A and B)
 * with the query's lexemes weighted `:AB` (`inNameOnly`), where it filtered a copy of the document per row
 * (`ts_filter(document, '{a,b}')`). Both must be true for exactly the same documents and queries, phrases
 * and quoted lexemes included: the ranking, hence every answer, depends on it.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { inNameOnly } from './products.repository.ts';

/** Documents built as the `search_document` column builds them: name A, brand and category B, text C. */
const DOCUMENTS = [
  { name: 'Aurora Wireless Headphones', brandAndCategory: 'Aurora Electronics', text: 'Over-ear, 30 hours.' },
  {
    name: 'Aurora Wired Headphones',
    brandAndCategory: 'Aurora Electronics',
    text: 'Wireless charging case sold apart.',
  },
  { name: 'Noise Meter', brandAndCategory: 'Wireless Labs Tools', text: 'Cancelling nothing: it measures.' },
  {
    name: 'Studio Monitor',
    brandAndCategory: 'Acme Audio',
    text: 'Noise cancelling, wireless headphones feel.',
  },
  { name: 'Lord of the Rings Poster', brandAndCategory: 'Prints Home', text: 'A lord, the rings.' },
  { name: "O'Neill T-Shirt", brandAndCategory: 'Surfwear Fashion', text: 'Cotton tee.' },
];

/** Spellings as the search sends them (`phraseto_tsquery`), OR-ed ones and raw tsqueries with quotes. */
const QUERIES: SQL[] = [
  sql`phraseto_tsquery('english', 'wireless')`,
  sql`phraseto_tsquery('english', 'headphones')`,
  sql`phraseto_tsquery('english', 'wireless') || phraseto_tsquery('english', 'wirless')`,
  sql`phraseto_tsquery('english', 'wireless headphones')`,
  sql`phraseto_tsquery('english', 'noise cancelling')`,
  sql`phraseto_tsquery('english', 'lord of the rings')`,
  sql`phraseto_tsquery('english', 't-shirt')`,
  sql`phraseto_tsquery('english', 'electronics')`,
  sql`phraseto_tsquery('english', 'cotton')`,
  sql`$$'o''neill' | 'it''s'$$::tsquery`,
];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('a spelling in the name, brand or category', () => {
  it('is found by the weighted query exactly where the filtered document finds it', async () => {
    const answers: Array<{ document: number; query: number; weighted: boolean; filtered: boolean }> = [];
    for (const [documentIndex, document] of DOCUMENTS.entries()) {
      // The quoted lexeme is added to the first document's name by hand: the parser never makes one.
      const built = sql`setweight(to_tsvector('english', ${document.name}), 'A')
        || setweight(to_tsvector('english', ${document.brandAndCategory}), 'B')
        || setweight(to_tsvector('english', ${document.text}), 'C')
        || ${documentIndex === 0 ? sql`$$'o''neill':40A 'it''s':41C$$::tsvector` : sql`''::tsvector`}`;
      for (const [queryIndex, query] of QUERIES.entries()) {
        const { rows } = await t.app.db.execute<{ weighted: boolean; filtered: boolean }>(
          sql`select (${built}) @@ ${inNameOnly(query)} as weighted,
            ts_filter(${built}, '{a,b}') @@ (${query}) as filtered`,
        );
        answers.push({ document: documentIndex, query: queryIndex, ...rows[0]! });
      }
    }
    expect(answers.filter((answer) => answer.weighted !== answer.filtered)).toEqual([]);
    // Both kinds of answer occur, so the comparison says something.
    const found = (document: number, query: number) =>
      answers.find((answer) => answer.document === document && answer.query === query)?.weighted;
    expect(found(0, 0)).toBe(true); // "wireless" in the name
    expect(found(1, 0)).toBe(false); // only in the description
    expect(found(2, 0)).toBe(true); // in the brand
    expect(found(0, 3)).toBe(true); // the phrase in the name
    expect(found(3, 3)).toBe(false); // the phrase only in the description
    expect(found(2, 4)).toBe(false); // "noise" in the name, "cancelling" in the description
    expect(found(4, 5)).toBe(true); // a phrase with stop words between
    expect(found(5, 6)).toBe(true);
    expect(found(0, 9)).toBe(true); // a quoted lexeme in the name
    expect(found(1, 9)).toBe(false);
  });
});
