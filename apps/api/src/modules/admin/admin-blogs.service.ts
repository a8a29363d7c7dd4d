/**
 * Blogs and blog categories (admin). `long_description` is rich text, sanitized on write with the same
 * allow-list as product descriptions (kernel/rich-text.ts); slugs derive from the title once.
 * A blog category in use by posts cannot be deleted (409 `in_use`: deactivate it instead).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogs } from '../../db/schema/index.ts';
import type { RecordStatus } from '../../db/schema/statuses.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../kernel/http-errors.ts';
import { sanitizeRichText } from '../../kernel/rich-text.ts';
import { deleteWithUndo, purgeDeleted, restoreOr404 } from '../../kernel/soft-delete.ts';
import { toBlog } from '../blogs/blogs.service.ts';
import type { Page } from './admin.repository.ts';
import {
  type AdminBlogCategoryRecord,
  blogBySlug,
  blogCategoryBySlug,
  blogCategoryNameTaken,
  blogCategorySlugTaken,
  blogSlugTaken,
  deleteBlogCategory,
  insertBlog,
  insertBlogCategory,
  listBlogCategories,
  listBlogs,
  updateBlog,
  updateBlogCategory,
} from './admin-blogs.repository.ts';
import { readableSlug } from './admin-catalogue.service.ts';

export async function blogsForAdmin(
  db: Database,
  query: { search?: string; status?: RecordStatus; categorySlug?: string } & Page,
) {
  const { items, count } = await listBlogs(db, query);
  return { items: items.map(toBlog), count };
}

async function requireBlog(db: Database, slug: string) {
  const record = await blogBySlug(db, slug);
  if (!record) throw new NotFoundError(`Blog ${slug} not found`, 'blog_not_found');
  return record;
}

export async function blogForAdmin(db: Database, slug: string) {
  return toBlog(await requireBlog(db, slug));
}

async function blogCategoryId(
  db: Database,
  slug: string | null | undefined,
): Promise<number | null | undefined> {
  if (slug === undefined || slug === null) return slug;
  const category = await blogCategoryBySlug(db, slug);
  if (!category)
    throw new BadRequestError(`category_slug: unknown blog category ${slug}`, 'unknown_blog_category');
  return category.id;
}

interface BlogInput {
  title?: string;
  description?: string;
  long_description?: string;
  imageURL?: string | null;
  category_slug?: string | null;
  seo_title?: string | null;
  seo_description?: string | null;
  postBy?: string;
  status?: RecordStatus;
}

async function blogColumns(db: Database, input: BlogInput) {
  const categoryId = await blogCategoryId(db, input.category_slug);
  const columns = {
    title: input.title,
    description: input.description,
    longDescription:
      input.long_description !== undefined ? sanitizeRichText(input.long_description) : undefined,
    imageUrl: input.imageURL,
    categoryId,
    seoTitle: input.seo_title,
    seoDescription: input.seo_description,
    postBy: input.postBy,
    status: input.status,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

export async function createBlog(
  db: Database,
  author: { id: string; fullName: string },
  input: BlogInput & { title: string; long_description: string },
) {
  const slug = await readableSlug(input.title, (candidate) => blogSlugTaken(db, candidate));
  await insertBlog(db, {
    ...(await blogColumns(db, input)),
    slug,
    title: input.title,
    authorId: author.id,
    postBy: input.postBy || author.fullName,
  });
  return blogForAdmin(db, slug);
}

export async function changeBlog(db: Database, slug: string, input: BlogInput) {
  const record = await requireBlog(db, slug);
  await updateBlog(db, record.id, await blogColumns(db, input));
  return blogForAdmin(db, slug);
}

/**
 * Deletes a post with a way back (decision 39): it leaves the blog, its page (404) and the dashboard at
 * once, keeps its comments, and can be restored for a day; the next delete removes older ones for good
 * (with their comments).
 */
export async function removeBlog(db: Database, slug: string) {
  const record = await requireBlog(db, slug);
  await deleteWithUndo(db, blogs, record.id);
  return toBlog(record);
}

export async function restoreBlog(db: Database, slug: string) {
  await restoreOr404(db, blogs, slug, 'blog post');
  return blogForAdmin(db, slug);
}

// --- Blog categories -------------------------------------------------------------------------------

function toBlogCategory(record: AdminBlogCategoryRecord) {
  return { slug: record.slug, name: record.name, status: record.status, blogCount: record.blogCount };
}

export async function blogCategoriesForAdmin(
  db: Database,
  query: { search?: string; status?: RecordStatus } & Page,
) {
  const { items, count } = await listBlogCategories(db, query);
  return { items: items.map(toBlogCategory), count };
}

async function requireBlogCategory(db: Database, slug: string) {
  const record = await blogCategoryBySlug(db, slug);
  if (!record) throw new NotFoundError(`Blog category ${slug} not found`, 'blog_category_not_found');
  return record;
}

export async function createBlogCategory(
  db: Database,
  input: { name: string; status?: RecordStatus | undefined },
) {
  if (await blogCategoryNameTaken(db, input.name)) {
    throw new ConflictError(`A blog category named "${input.name}" exists`, 'name_taken');
  }
  const slug = await readableSlug(input.name, (candidate) => blogCategorySlugTaken(db, candidate));
  await insertBlogCategory(db, { slug, name: input.name, status: input.status ?? 'active' });
  return toBlogCategory(await requireBlogCategory(db, slug));
}

export async function changeBlogCategory(
  db: Database,
  slug: string,
  input: { name?: string; status?: RecordStatus },
) {
  const record = await requireBlogCategory(db, slug);
  if (input.name !== undefined && (await blogCategoryNameTaken(db, input.name, record.id))) {
    throw new ConflictError(`A blog category named "${input.name}" exists`, 'name_taken');
  }
  await updateBlogCategory(db, record.id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
  });
  return toBlogCategory(await requireBlogCategory(db, slug));
}

export async function removeBlogCategory(db: Database, slug: string) {
  const record = await requireBlogCategory(db, slug);
  if (record.blogCount > 0) {
    throw new ConflictError(
      `Blog category ${record.name} has ${record.blogCount} post(s); deactivate it instead`,
      'in_use',
    );
  }
  // Its deleted posts (still restorable) go for good with it: restored, they would have no category.
  await db.transaction(async (tx) => {
    await purgeDeleted(tx, blogs, eq(blogs.categoryId, record.id));
    await deleteBlogCategory(tx, record.id);
  });
  return toBlogCategory(record);
}
