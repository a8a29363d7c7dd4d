/** SQL of moderating blog comments: waiting (pre-moderation), published (active) or hidden (inactive). */
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blogComments, blogs, users } from '../../db/schema/index.ts';
import { notDeleted } from '../../kernel/soft-delete.ts';
import { likePattern } from '../../kernel/table-search.ts';

export type CommentState = 'waiting' | 'published' | 'hidden';

const stateOf = sql<CommentState>`case when ${blogComments.awaitingApproval} then 'waiting' when ${blogComments.status} = 'active' then 'published' else 'hidden' end`;

function stateFilter(state: CommentState | undefined): SQL | undefined {
  if (state === 'waiting') return eq(blogComments.awaitingApproval, true);
  if (state === 'published') {
    return and(eq(blogComments.awaitingApproval, false), eq(blogComments.status, 'active'));
  }
  if (state === 'hidden') {
    return and(eq(blogComments.awaitingApproval, false), eq(blogComments.status, 'inactive'));
  }
  return undefined;
}

export interface CommentListQuery {
  state?: CommentState | undefined;
  search?: string | undefined;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export async function commentsForModeration(db: Executor, query: CommentListQuery) {
  const term = query.search ? likePattern(query.search) : undefined;
  const where = and(
    // Comments of a deleted post leave the queue with it, and come back with its restore.
    notDeleted(blogs),
    stateFilter(query.state),
    term
      ? or(ilike(blogComments.comment, term), ilike(blogs.title, term), ilike(users.name, term))
      : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select({
        slug: blogComments.slug,
        blogSlug: blogs.slug,
        blogTitle: blogs.title,
        userSlug: users.slug,
        name: sql<string>`coalesce(nullif(${users.displayName}, ''), nullif(${users.fullName}, ''), ${users.name})`,
        comment: blogComments.comment,
        state: stateOf,
        moderationNote: blogComments.moderationNote,
        createdAt: blogComments.createdAt,
      })
      .from(blogComments)
      .innerJoin(blogs, eq(blogs.id, blogComments.blogId))
      .innerJoin(users, eq(users.id, blogComments.userId))
      .where(where)
      .orderBy((query.order === 'asc' ? asc : desc)(blogComments.createdAt), desc(blogComments.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(blogComments)
      .innerJoin(blogs, eq(blogs.id, blogComments.blogId))
      .innerJoin(users, eq(users.id, blogComments.userId))
      .where(where),
  ]);
  return { items, count: total?.count ?? 0 };
}

export async function lockComments(db: Executor, slugs: string[]) {
  return db
    .select({ id: blogComments.id, slug: blogComments.slug })
    .from(blogComments)
    .where(inArray(blogComments.slug, slugs))
    .for('update');
}

export async function setCommentState(
  db: Executor,
  ids: number[],
  values: { status: 'active' | 'inactive'; moderationNote: string | null },
): Promise<void> {
  await db
    .update(blogComments)
    .set({ ...values, awaitingApproval: false })
    .where(inArray(blogComments.id, ids));
}

export async function deleteCommentRows(db: Executor, ids: number[]): Promise<void> {
  await db.delete(blogComments).where(inArray(blogComments.id, ids));
}
