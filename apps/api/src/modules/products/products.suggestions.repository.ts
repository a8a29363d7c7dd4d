/**
 * Categories and brands for the header's suggestions and the page of a search that found nothing. These
 * tables hold tens to hundreds of rows, so matching their names row by row costs less than an index would.
 */
import { and, asc, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands, categories, subCategories } from '../../db/schema/index.ts';
import { listed } from '../../kernel/soft-delete.ts';
import type { Spelling } from '../search/search.service.ts';

interface Named {
  slug: string;
  name: string;
}

function nameHolds(name: SQL, allSpellings: readonly Spelling[]): SQL {
  // A stop word as typed (`nameWord`) is nothing to full text; its completions are.
  const spellings = allSpellings.filter((spelling) => !spelling.nameWord);
  // An expression, not the constant `false`: it is also an ORDER BY key, where PostgreSQL refuses a
  // non-integer constant (a text of stop words only, such as the first letter typed, has no spellings).
  if (spellings.length === 0) return sql`(1 = 0)`;
  return sql`to_tsvector('english', ${name}) @@ (${sql.join(
    spellings.map((spelling) => sql`phraseto_tsquery('english', ${spelling.text})`),
    sql` || `,
  )})`;
}

/**
 * Active categories whose name (or one of whose sub-categories' names) holds a spelling, then those of
 * the suggested products (`categorySlugs`), at most `limit.categories`; and the same for brands. One
 * statement for both: a keystroke pays one round trip for them, not two.
 */
export async function suggestedCategoriesAndBrands(
  db: Executor,
  spellings: readonly Spelling[],
  slugs: { categories: readonly string[]; brands: readonly string[] },
  limit: { categories: number; brands: number },
): Promise<{ categories: Named[]; brands: Named[] }> {
  const categoryNamed = or(
    nameHolds(sql`${categories.name}`, spellings),
    sql`exists (select 1 from ${subCategories} where ${subCategories.categoryId} = ${categories.id}
      and ${listed(subCategories)} and ${nameHolds(sql`${subCategories.name}`, spellings)})`,
  )!;
  const categoryMatching =
    slugs.categories.length > 0
      ? or(categoryNamed, inArray(categories.slug, [...slugs.categories]))!
      : categoryNamed;
  const brandNamed = nameHolds(sql`${brands.name}`, spellings);
  const brandMatching =
    slugs.brands.length > 0 ? or(brandNamed, inArray(brands.slug, [...slugs.brands]))! : brandNamed;
  const { rows } = await db.execute<{
    kind: 'category' | 'brand';
    slug: string;
    name: string;
  }>(sql`(select 'category' as kind,
      ${categories.slug} as slug, ${categories.name} as name from ${categories}
      where ${and(listed(categories), categoryMatching)}
      order by (${categoryNamed}) desc, ${categories.name} asc limit ${limit.categories})
    union all (select 'brand', ${brands.slug}, ${brands.name} from ${brands}
      where ${and(listed(brands), brandMatching)}
      order by (${brandNamed}) desc, ${brands.name} asc limit ${limit.brands})`);
  const of = (kind: 'category' | 'brand') =>
    rows.filter((row) => row.kind === kind).map(({ slug, name }) => ({ slug, name }));
  return { categories: of('category'), brands: of('brand') };
}

/**
 * The active categories nearest to a text that found nothing: by trigram similarity of the text to the
 * category's name or its sub-categories' names ("lamb" → Home & Living through "Lamps").
 */
export async function nearestCategories(db: Executor, text: string, limit: number): Promise<Named[]> {
  const closeness = sql`greatest(word_similarity(${text}, lower(${categories.name})), coalesce((
    select max(word_similarity(${text}, lower(${subCategories.name}))) from ${subCategories}
    where ${subCategories.categoryId} = ${categories.id} and ${listed(subCategories)}), 0))`;
  return db
    .select({ slug: categories.slug, name: categories.name })
    .from(categories)
    .where(and(listed(categories), sql`${closeness} > 0.3`))
    .orderBy(sql`${closeness} desc`, asc(categories.name))
    .limit(limit);
}
