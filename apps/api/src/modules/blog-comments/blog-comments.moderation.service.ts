/**
 * Moderating blog comments (decision 0028): approve what pre-moderation held back, hide with a reason,
 * restore, delete; one or many at once, all or none.
 */
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../kernel/http-errors.ts';
import {
  type CommentListQuery,
  commentsForModeration,
  deleteCommentRows,
  lockComments,
  setCommentState,
} from './blog-comments.moderation.repository.ts';

export const commentStates = ['waiting', 'published', 'hidden'] as const;
export const commentActions = ['approve', 'hide', 'restore', 'delete'] as const;

export const moderationComment = z.object({
  slug: z.string(),
  blogSlug: z.string(),
  blogTitle: z.string(),
  userSlug: z.string(),
  name: z.string(),
  comment: z.string().describe('Plain text; render escaped'),
  state: z.enum(commentStates).describe('waiting: held by pre-moderation; published; hidden by an admin'),
  moderationNote: z.string().nullable().describe('Why an admin hid it'),
  createdAt: z.string(),
});

export async function commentsToModerate(db: Database, query: CommentListQuery) {
  const { items, count } = await commentsForModeration(db, query);
  return { items: items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), count };
}

/** One decision on many comments, all or none (an unknown slug is 404). Answers how many changed. */
export async function moderateComments(
  db: Database,
  slugs: string[],
  action: (typeof commentActions)[number],
  note?: string | undefined,
): Promise<number> {
  const unique = [...new Set(slugs)];
  return db.transaction(async (tx) => {
    const rows = await lockComments(tx, unique);
    const missing = unique.filter((slug) => !rows.some((row) => row.slug === slug));
    if (missing.length > 0) {
      throw new NotFoundError(`Comments not found: ${missing.slice(0, 5).join(', ')}`, 'comment_not_found');
    }
    const ids = rows.map((row) => row.id);
    if (action === 'delete') await deleteCommentRows(tx, ids);
    else {
      await setCommentState(tx, ids, {
        status: action === 'hide' ? 'inactive' : 'active',
        moderationNote: action === 'hide' ? note?.trim() || null : null,
      });
    }
    return rows.length;
  });
}
