/** Blog reads (docs/api.md "Reviews, reports, blogs"): only active posts and comments are public. */
import type { Blog, BlogCategory, BlogComment, BlogList } from '@shop/shared/catalogue.contract';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../kernel/http-errors.ts';
import { pageBounds } from '../../kernel/pagination.ts';
import {
  activeBlogBySlug,
  activeBlogCategories,
  activeBlogIdBySlug,
  activeBlogs,
  activeBlogsOfCategory,
  activeCommentsOfBlog,
  type BlogRecord,
  countActiveBlogs,
} from './blogs.repository.ts';

export const LATEST_BLOGS = 4;

export function toBlog(record: BlogRecord): Blog {
  return {
    slug: record.slug,
    title: record.title,
    description: record.description,
    long_description: record.longDescription,
    imageURL: record.imageUrl,
    category: record.categoryName,
    category_slug: record.categorySlug,
    seo_title: record.seoTitle,
    seo_description: record.seoDescription,
    postBy: record.postBy,
    status: record.status,
    createdAt: record.createdAt.toISOString(),
  };
}

export async function blogList(db: Database, page: { page: number; limit: number }): Promise<BlogList> {
  const bounds = pageBounds(page.page, page.limit);
  const [all, latest, count] = await Promise.all([
    activeBlogs(db, bounds),
    bounds.offset === 0 && bounds.limit >= LATEST_BLOGS
      ? null
      : activeBlogs(db, { offset: 0, limit: LATEST_BLOGS }),
    countActiveBlogs(db),
  ]);
  const allBlogs = all.map(toBlog);
  return { allBlogs, latestBlogs: latest ? latest.map(toBlog) : allBlogs.slice(0, LATEST_BLOGS), count };
}

export async function blogBySlug(db: Database, slug: string): Promise<Blog> {
  const record = await activeBlogBySlug(db, slug);
  if (!record) throw new NotFoundError(`Blog ${slug} not found`, 'blog_not_found');
  return toBlog(record);
}

export async function blogsOfCategory(
  db: Database,
  category: string,
  page: { page: number; limit: number },
): Promise<Blog[]> {
  return (await activeBlogsOfCategory(db, category, pageBounds(page.page, page.limit))).map(toBlog);
}

export async function blogCategoryList(db: Database): Promise<BlogCategory[]> {
  return activeBlogCategories(db);
}

export async function commentsOfBlog(
  db: Database,
  blogSlug: string,
  page: { page: number; limit: number },
): Promise<BlogComment[]> {
  const blogId = await activeBlogIdBySlug(db, blogSlug);
  if (blogId === undefined) throw new NotFoundError(`Blog ${blogSlug} not found`, 'blog_not_found');
  const rows = await activeCommentsOfBlog(db, blogId, pageBounds(page.page, page.limit));
  return rows.map((row) => ({
    slug: row.slug,
    blogSlug,
    userSlug: row.userSlug,
    name: row.displayName || row.fullName || row.name,
    avatar: row.avatar,
    comment: row.comment,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}

// What the admin's blog pages and the comments read of blogs.
export { activeBlogIdBySlug, blogFields } from './blogs.repository.ts';
