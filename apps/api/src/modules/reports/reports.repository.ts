/** SQL of reported items (admins moderate them later). */
import { reportedItems } from '../../db/schema/index.ts';
import type { Executor } from '../products/products.repository.ts';

export async function insertReport(
  db: Executor,
  values: { productId: number; userId: string; title: string; note: string },
) {
  const [row] = await db.insert(reportedItems).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
