import { and, asc, count, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blogCategories, blogs } from '../../db/schema/index.ts';
import type { RecordStatus } from '../../db/schema/statuses.ts';
import { notDeleted } from '../../kernel/soft-delete.ts';
import { likePattern } from '../../kernel/table-search.ts';
import { blogFields } from '../blogs/blogs.service.ts';
import { type Page, whereAll } from './admin.repository.ts';

const adminBlogFields = { id: blogs.id, ...blogFields };

function selectAdminBlogs(db: Executor) {
  return db
    .select(adminBlogFields)
    .from(blogs)
    .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .$dynamic();
}

export type AdminBlogRecord = Awaited<ReturnType<typeof selectAdminBlogs>>[number];

export async function listBlogs(
  db: Executor,
  query: { search?: string; status?: RecordStatus; categorySlug?: string } & Page,
) {
  const where = whereAll([
    notDeleted(blogs),
    query.search ? ilike(blogs.title, likePattern(query.search)) : undefined,
    query.status ? eq(blogs.status, query.status) : undefined,
    query.categorySlug ? eq(blogCategories.slug, query.categorySlug) : undefined,
  ]);
  const items = await selectAdminBlogs(db)
    .where(where)
    .orderBy(desc(blogs.createdAt), desc(blogs.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db
    .select({ count: count() })
    .from(blogs)
    .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .where(where);
  return { items, count: total?.count ?? 0 };
}

export async function blogBySlug(db: Executor, slug: string): Promise<AdminBlogRecord | undefined> {
  const [row] = await selectAdminBlogs(db)
    .where(and(eq(blogs.slug, slug), notDeleted(blogs)))
    .limit(1);
  return row;
}

export async function blogSlugTaken(db: Executor, slug: string): Promise<boolean> {
  return Boolean((await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.slug, slug)).limit(1))[0]);
}

export async function insertBlog(db: Executor, values: Omit<typeof blogs.$inferInsert, 'id'>) {
  await db.insert(blogs).values(values);
}

export async function updateBlog(db: Executor, id: number, changes: Partial<typeof blogs.$inferInsert>) {
  if (Object.keys(changes).length > 0) await db.update(blogs).set(changes).where(eq(blogs.id, id));
}

// --- Blog categories -------------------------------------------------------------------------------

const blogCategoryFields = {
  id: blogCategories.id,
  slug: blogCategories.slug,
  name: blogCategories.name,
  status: blogCategories.status,
  // Live posts only: a deleted post waiting for its Undo does not keep its category from being deleted.
  blogCount: sql<number>`(select count(*)::int from ${blogs} b where b.category_id = ${blogCategories}.id and b.deleted_at is null)`,
};

export type AdminBlogCategoryRecord = {
  id: number;
  slug: string;
  name: string;
  status: RecordStatus;
  blogCount: number;
};

export async function listBlogCategories(
  db: Executor,
  query: { search?: string; status?: RecordStatus } & Page,
): Promise<{ items: AdminBlogCategoryRecord[]; count: number }> {
  const where = whereAll([
    query.search ? ilike(blogCategories.name, likePattern(query.search)) : undefined,
    query.status ? eq(blogCategories.status, query.status) : undefined,
  ]);
  const items = await db
    .select(blogCategoryFields)
    .from(blogCategories)
    .where(where)
    .orderBy(asc(blogCategories.name), asc(blogCategories.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ count: count() }).from(blogCategories).where(where);
  return { items, count: total?.count ?? 0 };
}

export async function blogCategoryBySlug(
  db: Executor,
  slug: string,
): Promise<AdminBlogCategoryRecord | undefined> {
  const [row] = await db
    .select(blogCategoryFields)
    .from(blogCategories)
    .where(eq(blogCategories.slug, slug))
    .limit(1);
  return row;
}

export async function blogCategoryNameTaken(db: Executor, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(
      whereAll([
        sql`lower(${blogCategories.name}) = lower(${name})`,
        exceptId !== undefined ? ne(blogCategories.id, exceptId) : undefined,
      ]),
    )
    .limit(1);
  return Boolean(row);
}

export async function blogCategorySlugTaken(db: Executor, slug: string): Promise<boolean> {
  return Boolean(
    (
      await db
        .select({ id: blogCategories.id })
        .from(blogCategories)
        .where(eq(blogCategories.slug, slug))
        .limit(1)
    )[0],
  );
}

export async function insertBlogCategory(
  db: Executor,
  values: Omit<typeof blogCategories.$inferInsert, 'id'>,
) {
  await db.insert(blogCategories).values(values);
}

export async function updateBlogCategory(
  db: Executor,
  id: number,
  changes: { name?: string; status?: RecordStatus },
) {
  await db.update(blogCategories).set(changes).where(eq(blogCategories.id, id));
}

export async function deleteBlogCategory(db: Executor, id: number) {
  await db.delete(blogCategories).where(eq(blogCategories.id, id));
}
