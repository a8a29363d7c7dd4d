import { sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';

/**
 * Whether the demo catalogue still has to be seeded. Kept apart from seed.ts so that a restart on an
 * existing database loads only this one query, not the seeding code and its demo data (start-up time, BENCHMARKS.md).
 */
export async function isCatalogueEmpty(db: Executor): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(
    sql`select exists (select 1 from categories) or exists (select 1 from products) as found`,
  );
  return !rows[0]?.found;
}
