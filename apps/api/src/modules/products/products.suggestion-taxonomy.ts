/**
 * The categories and brands of a suggestion, matched in memory (decision 44): the listed categories,
 * sub-categories and brands (a few hundred names) with their names' lexemes, read once per catalogue
 * version (decision 33's memo, so a renamed or deactivated one is right at the next keystroke). The rule
 * of the statement a keystroke paid before: the categories whose name (or a sub-category's) holds a
 * spelling, then those of the suggested products, by name, at most three; the same for brands.
 */
import type { Database } from '../../db/client.ts';
import { catalogueMemo } from '../../kernel/catalogue-memo.ts';
import type { IndexedSpelling } from './products.suggestion-index.ts';
import { type TaxonomyName, taxonomyNames } from './products.suggestions.repository.ts';

interface Named {
  slug: string;
  name: string;
}

const names = catalogueMemo((db: Database) => taxonomyNames(db));

/** Whether a name's lexemes hold one of the spellings (each spelling: all of its lexemes). */
function holdsAny(lexemes: readonly string[], spellings: readonly IndexedSpelling[]): boolean {
  return spellings.some(
    (spelling) => spelling.lexemes.length > 0 && spelling.lexemes.every((lexeme) => lexemes.includes(lexeme)),
  );
}

function firstByName(
  rows: readonly TaxonomyName[],
  named: (row: TaxonomyName) => boolean,
  slugs: readonly string[],
  limit: number,
): Named[] {
  return rows
    .map((row) => ({ row, named: named(row) }))
    .filter(({ row, named }) => named || slugs.includes(row.slug))
    .sort(
      (a, b) =>
        Number(b.named) - Number(a.named) || (a.row.name < b.row.name ? -1 : a.row.name > b.row.name ? 1 : 0),
    )
    .slice(0, limit)
    .map(({ row }) => ({ slug: row.slug, name: row.name }));
}

export async function suggestedTaxonomy(
  db: Database,
  catalogueVersion: number | undefined,
  /** The spellings full text can match (not a stop word as typed), with their lexemes. */
  spellings: readonly IndexedSpelling[],
  slugs: { categories: readonly string[]; brands: readonly string[] },
  limit: { categories: number; brands: number },
): Promise<{ categories: Named[]; brands: Named[] }> {
  const rows = await names(db, catalogueVersion);
  const namedSubCategoryOf = new Set(
    rows
      .filter((row) => row.kind === 'subCategory' && holdsAny(row.lexemes, spellings))
      .map((row) => row.parent),
  );
  const categories = firstByName(
    rows.filter((row) => row.kind === 'category'),
    (row) => holdsAny(row.lexemes, spellings) || namedSubCategoryOf.has(row.id),
    slugs.categories,
    limit.categories,
  );
  const brands = firstByName(
    rows.filter((row) => row.kind === 'brand'),
    (row) => holdsAny(row.lexemes, spellings),
    slugs.brands,
    limit.brands,
  );
  return { categories, brands };
}
