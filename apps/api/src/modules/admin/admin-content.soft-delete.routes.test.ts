/**
 * Deletes that can be undone for blog posts and home content (decision 39): a deleted post, slider, ad,
 * home category entry or mega menu column leaves the shop and the dashboard at once and comes back whole
 * through its restore call; a day later, or when a new row takes its place, it is gone for good.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements, blogComments, blogs } from '../../db/schema/index.ts';
import {
  createBlog,
  createBlogComment,
  createCategory,
  createProduct,
  createSubCategory,
} from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser, type Caller } from '../orders/orders.test-support.ts';
import { createTestUser } from '../users/users.test-support.ts';

let t: TestApp;
let admin: Caller;
let customer: Caller;
const shopper = () => asUser(t.app);

beforeAll(async () => {
  t = await createTestApp();
  admin = asUser(t.app, await createTestUser(t.app, { role: 'admin' }));
  customer = asUser(t.app, await createTestUser(t.app));
});
afterAll(async () => {
  await t?.close();
});

const slugsOf = (items: { slug: string }[]) => items.map((item) => item.slug);

describe('blog posts deleted with a way back', () => {
  it('leave the blog, the post page, the sitemap, the dashboard and the comment queue, and come back whole', async () => {
    const post = await createBlog(t.database.db, { title: 'Regretted news' });
    const comment = await createBlogComment(t.database.db, { blog: post, comment: 'Nice one' });
    const seen = async () => ({
      blog: slugsOf((await shopper().get('/api/blogs')).json().allBlogs).includes(post.slug),
      page: (await shopper().get(`/api/blogs/${post.slug}`)).statusCode,
      sitemap: slugsOf((await shopper().get('/api/sitemap-entries')).json().blogs).includes(post.slug),
      dashboard: slugsOf((await admin.get('/api/admin/blogs?limit=100')).json().items).includes(post.slug),
      editor: (await admin.get(`/api/admin/blogs/${post.slug}`)).statusCode,
      comments: slugsOf((await admin.get('/api/admin/blog-comments?limit=100')).json().items).includes(
        comment.slug,
      ),
    });
    const everywhere = { blog: true, page: 200, sitemap: true, dashboard: true, editor: 200, comments: true };
    expect(await seen()).toEqual(everywhere);

    const deleted = await admin.delete(`/api/admin/blogs/${post.slug}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ slug: post.slug, title: 'Regretted news' });
    expect(await seen()).toEqual({
      blog: false,
      page: 404,
      sitemap: false,
      dashboard: false,
      editor: 404,
      comments: false,
    });
    // Nobody can comment on it meanwhile.
    const late = await customer.post('/api/blog-comments', { blogSlug: post.slug, comment: 'Too late' });
    expect(late.statusCode).toBe(404);
    // The row and its comments are kept, so the restore brings back the same post.
    const [kept] = await t.database.db.select().from(blogComments).where(eq(blogComments.id, comment.id));
    expect(kept?.comment).toBe('Nice one');

    const restored = await admin.post(`/api/admin/blogs/${post.slug}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ slug: post.slug, title: 'Regretted news', status: 'active' });
    expect(await seen()).toEqual(everywhere);
    expect((await admin.post(`/api/admin/blogs/${post.slug}/restore`)).statusCode).toBe(404);
  });

  it('are restored only by admins, and removed for good a day after their delete', async () => {
    const post = await createBlog(t.database.db);
    expect((await admin.delete(`/api/admin/blogs/${post.slug}`)).statusCode).toBe(200);
    expect((await customer.post(`/api/admin/blogs/${post.slug}/restore`)).statusCode).toBe(403);
    expect((await shopper().post(`/api/admin/blogs/${post.slug}/restore`)).statusCode).toBe(401);

    // Deleted more than a day ago: the next delete of a post removes it with its comments.
    await createBlogComment(t.database.db, { blog: post });
    await t.database.db
      .update(blogs)
      .set({ deletedAt: sql`now() - interval '25 hours'` })
      .where(eq(blogs.id, post.id));
    const next = await createBlog(t.database.db);
    expect((await admin.delete(`/api/admin/blogs/${next.slug}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(blogs).where(eq(blogs.id, post.id))).toEqual([]);
    expect(await t.database.db.select().from(blogComments).where(eq(blogComments.blogId, post.id))).toEqual(
      [],
    );
    expect((await admin.post(`/api/admin/blogs/${post.slug}/restore`)).statusCode).toBe(404);
    // The younger one is still there to restore.
    expect((await admin.post(`/api/admin/blogs/${next.slug}/restore`)).statusCode).toBe(200);
  });
});

describe('home content deleted with a way back', () => {
  it('a slider leaves the home page and the dashboard, and its restore brings it back', async () => {
    const created = await admin.post('/api/admin/sliders', { image: '/uploads/undo.webp', titleOne: 'Undo' });
    const slug: string = created.json().slug;
    const onHome = async () => slugsOf((await shopper().get('/api/home')).json().sliders).includes(slug);
    const inDashboard = async () =>
      slugsOf((await admin.get('/api/admin/sliders')).json().items).includes(slug);
    expect([await onHome(), await inDashboard()]).toEqual([true, true]);

    expect((await admin.delete(`/api/admin/sliders/${slug}`)).statusCode).toBe(200);
    expect([await onHome(), await inDashboard()]).toEqual([false, false]);
    expect(slugsOf((await shopper().get('/api/slider')).json())).not.toContain(slug);
    expect((await admin.get(`/api/admin/sliders/${slug}`)).statusCode).toBe(404);
    expect((await admin.patch(`/api/admin/sliders/${slug}`, { titleOne: 'Ghost' })).statusCode).toBe(404);

    const restored = await admin.post(`/api/admin/sliders/${slug}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ slug, titleOne: 'Undo', status: 'active' });
    expect([await onHome(), await inDashboard()]).toEqual([true, true]);
    expect((await admin.post(`/api/admin/sliders/${slug}/restore`)).statusCode).toBe(404);
    expect((await customer.post(`/api/admin/sliders/${slug}/restore`)).statusCode).toBe(403);
  });

  it('an ad leaves its home slot; a new ad in the slot removes the deleted one for good', async () => {
    const adName = 'Homepage Single Banner Two';
    const first = await admin.post('/api/admin/advertisements', {
      adName,
      adImage: '/uploads/first.webp',
      title: 'First ad',
    });
    const slug: string = first.json().slug;
    expect((await shopper().get('/api/home')).json().adTwo).toMatchObject({ title: 'First ad' });

    expect((await admin.delete(`/api/admin/advertisements/${slug}`)).statusCode).toBe(200);
    expect((await shopper().get('/api/home')).json().adTwo).toBeNull();
    expect((await shopper().get(`/api/advertisements/home/${encodeURIComponent(adName)}`)).statusCode).toBe(
      404,
    );
    expect(slugsOf((await admin.get('/api/admin/advertisements')).json().items)).not.toContain(slug);

    expect((await admin.post(`/api/admin/advertisements/${slug}/restore`)).statusCode).toBe(200);
    expect((await shopper().get('/api/home')).json().adTwo).toMatchObject({ title: 'First ad' });

    // Deleted again, its slot is free: a new ad takes it and the deleted one is gone for good.
    expect((await admin.delete(`/api/admin/advertisements/${slug}`)).statusCode).toBe(200);
    const second = await admin.post('/api/admin/advertisements', {
      adName,
      adImage: '/uploads/second.webp',
      title: 'Second ad',
    });
    expect(second.statusCode).toBe(201);
    expect(await t.database.db.select().from(advertisements).where(eq(advertisements.slug, slug))).toEqual(
      [],
    );
    expect((await admin.post(`/api/admin/advertisements/${slug}/restore`)).statusCode).toBe(404);
    expect((await shopper().get('/api/home')).json().adTwo).toMatchObject({ title: 'Second ad' });
  });

  it('a popular or featured category entry leaves the home page until restored', async () => {
    const category = await createCategory(t.database.db, { name: 'Undone Tiles' });
    await createProduct(t.database.db, { category });
    for (const kind of ['popular', 'featured'] as const) {
      const base = `/api/admin/${kind}-categories`;
      const listKey = kind === 'popular' ? 'popularCategories' : 'featuredCategories';
      const created = await admin.post(base, { cat_slug: category.slug });
      expect(created.statusCode).toBe(201);
      const slug: string = created.json().slug;
      const onHome = async () =>
        ((await shopper().get('/api/home')).json()[listKey] as { slug: string }[]).some(
          (entry) => entry.slug === slug,
        );
      expect(await onHome()).toBe(true);

      expect((await admin.delete(`${base}/${slug}`)).statusCode).toBe(200);
      expect(await onHome()).toBe(false);
      expect(slugsOf((await shopper().get(`/api/${kind}-categories`)).json())).not.toContain(slug);
      expect(slugsOf((await admin.get(base)).json().items)).not.toContain(slug);

      expect((await admin.post(`${base}/${slug}/restore`)).statusCode).toBe(200);
      expect(await onHome()).toBe(true);

      // Removed again and the category added anew: the new entry takes its place, the old one is gone.
      expect((await admin.delete(`${base}/${slug}`)).statusCode).toBe(200);
      expect((await admin.post(base, { cat_slug: category.slug })).statusCode).toBe(201);
      expect((await admin.post(`${base}/${slug}/restore`)).statusCode).toBe(404);
    }
  });

  it('a mega menu column leaves the header menu until restored', async () => {
    const category = await createCategory(t.database.db, { name: 'Undone Menu' });
    const sub = await createSubCategory(t.database.db, { category, name: 'Undone Sub' });
    await createProduct(t.database.db, { category, subCategory: sub });
    const created = await admin.post('/api/admin/mega-menu', {
      cat_slug: category.slug,
      sub_cat_slugs: [sub.slug],
    });
    const slug: string = created.json().slug;
    const inHeader = async () =>
      slugsOf((await shopper().get('/api/mega-menu-categories/header')).json()).includes(slug);
    expect(await inHeader()).toBe(true);

    expect((await admin.delete(`/api/admin/mega-menu/${slug}`)).statusCode).toBe(200);
    expect(await inHeader()).toBe(false);
    expect((await shopper().get(`/api/mega-menu-categories/${slug}`)).statusCode).toBe(404);
    expect(slugsOf((await admin.get('/api/admin/mega-menu')).json().items)).not.toContain(slug);

    const restored = await admin.post(`/api/admin/mega-menu/${slug}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().sub_cat_list.map((item: { slug: string }) => item.slug)).toEqual([sub.slug]);
    expect(await inHeader()).toBe(true);
  });
});
