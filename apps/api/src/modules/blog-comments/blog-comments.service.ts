/**
 * `POST /blog-comments` (product rules §10): signed-in users comment on an active post. The comment is stored as
 * plain text exactly as typed (trimmed); markup is never interpreted, the pages render it escaped. Name and
 * avatar come from the session, never from the body. With pre-moderation on (decision 0028) a new comment is
 * stored inactive and awaiting approval: the author's answer says so, and nobody else sees it yet.
 */
import type { BlogComment } from '@shop/shared/catalogue.contract';
import type { Database } from '../../db/client.ts';
import type { Shopper } from '../../kernel/access.ts';
import { NotFoundError } from '../../kernel/http-errors.ts';
import { premoderation } from '../../kernel/premoderation.ts';
import { activeBlogIdBySlug } from '../blogs/blogs.service.ts';
import { insertComment } from './blog-comments.repository.ts';

export async function commentOnBlog(
  db: Database,
  author: Shopper,
  body: { blogSlug: string; comment: string },
): Promise<BlogComment> {
  const blogId = await activeBlogIdBySlug(db, body.blogSlug);
  if (blogId === undefined) throw new NotFoundError(`Blog ${body.blogSlug} not found`, 'blog_not_found');
  const { premoderateComments } = await premoderation(db);
  const row = await insertComment(db, {
    blogId,
    userId: author.id,
    comment: body.comment,
    awaitingApproval: premoderateComments,
  });
  return {
    slug: row.slug,
    blogSlug: body.blogSlug,
    userSlug: author.slug,
    name: author.displayName || author.fullName,
    avatar: author.avatar,
    comment: row.comment,
    status: row.status,
    awaitingApproval: row.awaitingApproval,
    createdAt: row.createdAt.toISOString(),
  };
}
