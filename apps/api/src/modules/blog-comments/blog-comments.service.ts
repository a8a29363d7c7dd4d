/**
 * `POST /blog-comments` (DESIGN.md §4): signed-in users comment on an active post. The comment is stored as
 * plain text exactly as typed (trimmed); markup is never interpreted, the pages render it escaped. Name and
 * avatar come from the session, never from the body.
 */
import type { BlogComment } from '@shop/shared/catalogue.contract';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../lib/http-errors.ts';
import { activeBlogIdBySlug } from '../blogs/blogs.repository.ts';
import type { Shopper } from '../cart/cart.access.ts';
import { insertComment } from './blog-comments.repository.ts';

export async function commentOnBlog(
  db: Database,
  author: Shopper,
  body: { blogSlug: string; comment: string },
): Promise<BlogComment> {
  const blogId = await activeBlogIdBySlug(db, body.blogSlug);
  if (blogId === undefined) throw new NotFoundError(`Blog ${body.blogSlug} not found`, 'blog_not_found');
  const row = await insertComment(db, { blogId, userId: author.id, comment: body.comment });
  return {
    slug: row.slug,
    blogSlug: body.blogSlug,
    userSlug: author.slug,
    name: author.displayName || author.fullName,
    avatar: author.avatar,
    comment: row.comment,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
