/**
 * Server-side sorting of the dashboards' tables: a `sort` column from a fixed list and an `order`, turned
 * into ORDER BY terms. The columns are named once per list, so the route's schema (which documents and
 * validates them) and the repository's ORDER BY cannot disagree.
 */

import { blankAsMissing } from '@shop/shared/catalogue.contract';
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';
import { z } from 'zod';

export interface TableSort<K extends string> {
  by: K;
  order: 'asc' | 'desc';
}

/** The `sort` and `order` query fields of a list sortable by `columns`. */
export function sortQueryShape<const K extends readonly [string, ...string[]]>(columns: K) {
  return {
    sort: z.preprocess(blankAsMissing, z.enum(columns).optional()),
    order: z.preprocess(blankAsMissing, z.enum(['asc', 'desc']).optional()),
  };
}

/** The parsed query's sort, when it names one (default direction ascending). */
export function sortFrom<K extends string>(query: {
  sort?: K | undefined;
  order?: 'asc' | 'desc' | undefined;
}): { sort?: TableSort<K> } {
  return query.sort ? { sort: { by: query.sort, order: query.order ?? 'asc' } } : {};
}

/**
 * ORDER BY terms: the chosen column first, then the list's usual order (`fallback`), which also keeps
 * pages stable when the chosen column has ties.
 */
export function orderByFor<K extends string>(
  sort: TableSort<K> | undefined,
  columns: Record<K, AnyColumn | SQL>,
  fallback: SQL[],
): SQL[] {
  if (!sort) return fallback;
  const column = columns[sort.by];
  return [sort.order === 'asc' ? asc(column) : desc(column), ...fallback];
}
