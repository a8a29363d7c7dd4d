import type { Blog, BlogCategory, BlogComment, BlogList } from '@shop/shared/catalogue.contract';
import { type ApiFetch, isOk } from '../../lib/api.server';
import { BLOGS_PAGE_SIZE } from './blog-paging';

function list<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

export interface BlogIndex {
  posts: Blog[];
  /** All posts of the listing (null when the API does not say, e.g. for a category). */
  count: number | null;
  categories: BlogCategory[];
  failed: boolean;
}

/** The blog's posts (all, or one category's) and the categories to filter by. */
export async function loadBlogIndex(
  api: ApiFetch,
  query: { category: string | null; page: number },
): Promise<BlogIndex> {
  const page = `page=${query.page}&limit=${BLOGS_PAGE_SIZE}`;
  const [postsResponse, categoriesResponse] = await Promise.all(
    query.category
      ? [
          api<Blog[]>(`/api/blogs/category?category=${encodeURIComponent(query.category)}&${page}`),
          api<BlogCategory[]>('/api/blogcategories/for-blog'),
        ]
      : [api<BlogList>(`/api/blogs?${page}`), api<BlogCategory[]>('/api/blogcategories/for-blog')],
  );
  const categories = isOk(categoriesResponse) ? list<BlogCategory>(categoriesResponse.body) : [];
  if (!isOk(postsResponse)) return { posts: [], count: null, categories, failed: true };
  const body = postsResponse.body as Blog[] | BlogList;
  if (Array.isArray(body)) return { posts: body, count: null, categories, failed: false };
  return { posts: list<Blog>(body.allBlogs), count: body.count, categories, failed: false };
}

export type BlogPostData =
  | { status: 'not_found' }
  | { status: 'failed' }
  | { status: 'ok'; post: Blog; comments: BlogComment[]; latest: Blog[] };

/** A post with its comments (`GET /api/blogs/{id}`, `/api/blog-comments/single-blog/{id}`) and the newest posts. */
export async function loadBlogPost(api: ApiFetch, slug: string): Promise<BlogPostData> {
  const path = encodeURIComponent(slug);
  const [postResponse, commentsResponse, latestResponse] = await Promise.all([
    api<Blog>(`/api/blogs/${path}`),
    api<BlogComment[]>(`/api/blog-comments/single-blog/${path}?limit=100`),
    api<BlogList>('/api/blogs?limit=1'),
  ]);
  if (postResponse.status === 404 || postResponse.status === 400) return { status: 'not_found' };
  if (!isOk(postResponse)) return { status: 'failed' };
  return {
    status: 'ok',
    post: postResponse.body,
    comments: isOk(commentsResponse) ? list<BlogComment>(commentsResponse.body) : [],
    latest: isOk(latestResponse)
      ? list<Blog>(latestResponse.body.latestBlogs).filter((blog) => blog.slug !== slug)
      : [],
  };
}
