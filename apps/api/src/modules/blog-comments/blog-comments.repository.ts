/** SQL of writing blog comments. */
import { blogComments } from '../../db/schema/index.ts';
import type { Executor } from '../products/products.repository.ts';

export async function insertComment(
  db: Executor,
  values: { blogId: number; userId: string; comment: string },
) {
  const [row] = await db.insert(blogComments).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
