/** Blog reads: posts, their categories and their comments. */
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blogCategories, blogComments, blogs, users } from '../../db/schema/index.ts';
import { listed } from '../../kernel/soft-delete.ts';

/** The columns of a post the storefront shows; the admin's reads add the internal id. */
export const blogFields = {
  slug: blogs.slug,
  title: blogs.title,
  description: blogs.description,
  longDescription: blogs.longDescription,
  imageUrl: blogs.imageUrl,
  categoryName: blogCategories.name,
  categorySlug: blogCategories.slug,
  seoTitle: blogs.seoTitle,
  seoDescription: blogs.seoDescription,
  postBy: blogs.postBy,
  status: blogs.status,
  createdAt: blogs.createdAt,
};

function selectBlogs(db: Executor) {
  return db
    .select(blogFields)
    .from(blogs)
    .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .$dynamic();
}

export type BlogRecord = Awaited<ReturnType<typeof selectBlogs>>[number];

/** Published and not deleted (a deleted post keeps its row for a day, decision 39). */
const blogIsActive = listed(blogs);
const newestFirst = [desc(blogs.createdAt), desc(blogs.id)];

export function activeBlogs(db: Executor, page: { offset: number; limit: number }): Promise<BlogRecord[]> {
  return selectBlogs(db)
    .where(blogIsActive)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countActiveBlogs(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(blogs).where(blogIsActive);
  return row?.count ?? 0;
}

export async function activeBlogBySlug(db: Executor, slug: string): Promise<BlogRecord | undefined> {
  const [row] = await selectBlogs(db)
    .where(and(blogIsActive, eq(blogs.slug, slug)))
    .limit(1);
  return row;
}

/** Active posts of the category named by slug or by name (any case). */
export function activeBlogsOfCategory(
  db: Executor,
  category: string,
  page: { offset: number; limit: number },
): Promise<BlogRecord[]> {
  const named: SQL = or(
    eq(blogCategories.slug, category),
    sql`lower(${blogCategories.name}) = lower(${category})`,
  )!;
  return selectBlogs(db)
    .where(and(blogIsActive, named))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

export function activeBlogCategories(db: Executor) {
  return db
    .select({ slug: blogCategories.slug, name: blogCategories.name, status: blogCategories.status })
    .from(blogCategories)
    .where(eq(blogCategories.status, 'active'))
    .orderBy(asc(blogCategories.name), asc(blogCategories.id));
}

export async function activeBlogIdBySlug(db: Executor, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(and(blogIsActive, eq(blogs.slug, slug)))
    .limit(1);
  return row?.id;
}

/** Active comments of a post, newest first, with the commenter's public name and avatar. */
export function activeCommentsOfBlog(db: Executor, blogId: number, page: { offset: number; limit: number }) {
  return db
    .select({
      slug: blogComments.slug,
      userSlug: users.slug,
      fullName: users.fullName,
      displayName: users.displayName,
      name: users.name,
      avatar: users.image,
      comment: blogComments.comment,
      status: blogComments.status,
      createdAt: blogComments.createdAt,
    })
    .from(blogComments)
    .innerJoin(users, eq(users.id, blogComments.userId))
    .where(and(eq(blogComments.blogId, blogId), eq(blogComments.status, 'active')))
    .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
    .limit(page.limit)
    .offset(page.offset);
}
