import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBlog,
  createBlogCategory,
  createBlogComment,
  createUser,
} from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

const BLOG_FIELDS = [
  'category',
  'category_slug',
  'createdAt',
  'description',
  'imageURL',
  'long_description',
  'postBy',
  'seo_description',
  'seo_title',
  'slug',
  'status',
  'title',
].sort();
const COMMENT_FIELDS = [
  'avatar',
  'blogSlug',
  'comment',
  'createdAt',
  'name',
  'slug',
  'status',
  'userSlug',
].sort();

let t: TestApp;
const get = (url: string) => t.app.inject({ url });
const slugs = (blogs: { slug: string }[]) => blogs.map((blog) => blog.slug);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const guides = await createBlogCategory(db, { name: 'Buying Guides', slug: 'guides' });
  const news = await createBlogCategory(db, { name: 'Shop News', slug: 'news' });
  await createBlogCategory(db, { name: 'Old Stuff', slug: 'old', status: 'inactive' });
  let post1: { id: number } | undefined;
  for (let index = 1; index <= 6; index++) {
    const blog = await createBlog(db, {
      slug: `post-${index}`,
      title: `Post ${index}`,
      category: index % 2 ? guides : news,
      createdAt: hoursAgo(index),
    });
    post1 ??= blog;
  }
  await createBlog(db, {
    slug: 'draft',
    title: 'Draft',
    category: guides,
    status: 'inactive',
    createdAt: new Date(),
  });
  await createBlog(db, { slug: 'loose', title: 'Loose', category: null, createdAt: hoursAgo(10) });

  const ada = await createUser(db, {
    fullName: 'Ada Lovelace',
    displayName: 'Ada',
    slug: 'ada',
    avatar: '/a.webp',
  });
  await createBlogComment(db, {
    blog: post1!,
    user: ada,
    comment: 'Older <b>comment</b>',
    createdAt: hoursAgo(2),
  });
  await createBlogComment(db, { blog: post1!, user: ada, comment: 'Newer comment', createdAt: hoursAgo(1) });
  await createBlogComment(db, { blog: post1!, user: ada, comment: 'Hidden comment', status: 'inactive' });
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/blogs', () => {
  it('answers allBlogs and the newest 4 as latestBlogs, active only', async () => {
    const response = await get('/api/blogs');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['allBlogs', 'count', 'latestBlogs']);
    expect(slugs(body.allBlogs)).toEqual([
      'post-1',
      'post-2',
      'post-3',
      'post-4',
      'post-5',
      'post-6',
      'loose',
    ]);
    expect(slugs(body.latestBlogs)).toEqual(['post-1', 'post-2', 'post-3', 'post-4']);
    expect(body.count).toBe(7);
    expect(Object.keys(body.allBlogs[0]).sort()).toEqual(BLOG_FIELDS);
    expect(body.allBlogs[0]).toMatchObject({
      category: 'Buying Guides',
      category_slug: 'guides',
      status: 'active',
    });
    expect(body.allBlogs.at(-1)).toMatchObject({ category: null, category_slug: null });
  });

  it('pages allBlogs while latestBlogs stays the newest 4', async () => {
    const body = (await get('/api/blogs?limit=2&page=2')).json();
    expect(slugs(body.allBlogs)).toEqual(['post-3', 'post-4']);
    expect(slugs(body.latestBlogs)).toEqual(['post-1', 'post-2', 'post-3', 'post-4']);
    expect((await get('/api/blogs?limit=0')).statusCode).toBe(400);
  });
});

describe('GET /api/blogs/{id}', () => {
  it('answers an active post', async () => {
    const response = await get('/api/blogs/post-2');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: 'post-2', title: 'Post 2', category_slug: 'news' });
  });

  it('answers 404 JSON for unknown and inactive posts', async () => {
    for (const id of ['nope', 'draft']) {
      const response = await get(`/api/blogs/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'blog_not_found' });
    }
  });
});

describe('GET /api/blogs/category', () => {
  it('answers the posts of a category by slug or name', async () => {
    expect(slugs((await get('/api/blogs/category?category=guides')).json())).toEqual([
      'post-1',
      'post-3',
      'post-5',
    ]);
    expect(slugs((await get('/api/blogs/category?category=shop%20news')).json())).toEqual([
      'post-2',
      'post-4',
      'post-6',
    ]);
  });

  it('answers [] for an unknown category and 400 without one', async () => {
    expect((await get('/api/blogs/category?category=unknown')).json()).toEqual([]);
    expect((await get('/api/blogs/category')).statusCode).toBe(400);
    expect((await get('/api/blogs/category?category=')).statusCode).toBe(400);
  });
});

describe('GET /api/blogcategories/for-blog', () => {
  it('answers the active blog categories', async () => {
    expect((await get('/api/blogcategories/for-blog')).json()).toEqual([
      { slug: 'guides', name: 'Buying Guides', status: 'active' },
      { slug: 'news', name: 'Shop News', status: 'active' },
    ]);
  });
});

describe('GET /api/blog-comments/single-blog/{id}', () => {
  it('answers the active comments, newest first, with the commenter', async () => {
    const response = await get('/api/blog-comments/single-blog/post-1');
    expect(response.statusCode).toBe(200);
    const comments = response.json();
    expect(comments.map((comment: { comment: string }) => comment.comment)).toEqual([
      'Newer comment',
      'Older <b>comment</b>',
    ]);
    expect(Object.keys(comments[0]).sort()).toEqual(COMMENT_FIELDS);
    expect(comments[0]).toMatchObject({
      blogSlug: 'post-1',
      userSlug: 'ada',
      name: 'Ada',
      avatar: '/a.webp',
    });
  });

  it('answers [] for a post without comments and 404 for unknown or inactive posts', async () => {
    expect((await get('/api/blog-comments/single-blog/post-2')).json()).toEqual([]);
    expect((await get('/api/blog-comments/single-blog/nope')).statusCode).toBe(404);
    expect((await get('/api/blog-comments/single-blog/draft')).statusCode).toBe(404);
  });
});
