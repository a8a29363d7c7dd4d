/**
 * Empties every table of the application schema for `npm run seed -- --reset`. The migrations journal
 * lives in the separate `drizzle` schema, so the structure stays migrated; only rows go.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';

export async function truncateAllTables(db: Executor): Promise<string[]> {
  const { rows } = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = current_schema() order by tablename`,
  );
  const tables = rows.map((r) => r.tablename);
  if (tables.length === 0) return tables;
  // One statement: TRUNCATE checks foreign keys across the whole list at once, and RESTART IDENTITY
  // gives the re-seeded rows the same small ids as a fresh install.
  await db.execute(
    sql`truncate table ${sql.join(
      tables.map((t) => sql.identifier(t)),
      sql`, `,
    )} restart identity cascade`,
  );
  return tables;
}
