/** SQL of writing blog comments. */

import type { Executor } from '../../db/client.ts';
import { blogComments } from '../../db/schema/index.ts';

export async function insertComment(
  db: Executor,
  values: { blogId: number; userId: string; comment: string; awaitingApproval: boolean },
) {
  const [row] = await db
    .insert(blogComments)
    .values({ ...values, status: values.awaitingApproval ? 'inactive' : 'active' })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
