import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogComments } from '../../db/schema/index.ts';
import { createBlog } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser } from '../orders/orders.test-support.ts';
import { createTestUser } from '../users/users.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/blog-comments', () => {
  it('stores the comment as plain text, with name and avatar from the session', async () => {
    const blog = await createBlog(t.database.db);
    const user = await createTestUser(t.app, { fullName: 'Carla Commenter', displayName: 'Carla' });
    const comment = '  <script>alert(1)</script> & <b>bold</b> claims  ';
    const response = await asUser(t.app, user).post('/api/blog-comments', {
      blogSlug: blog.slug,
      comment,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      blogSlug: blog.slug,
      userSlug: user.slug,
      name: 'Carla',
      avatar: null,
      comment: comment.trim(),
      status: 'active',
    });
    const [row] = await t.database.db
      .select()
      .from(blogComments)
      .where(eq(blogComments.slug, response.json().slug));
    expect(row?.comment).toBe(comment.trim());
    const listed = (await asUser(t.app).get(`/api/blog-comments/single-blog/${blog.slug}`)).json();
    expect(listed[0]).toMatchObject({ slug: response.json().slug, comment: comment.trim() });
  });

  it('refuses names sent by the client, empty or too long comments, unknown posts and visitors', async () => {
    const blog = await createBlog(t.database.db);
    const hidden = await createBlog(t.database.db, { status: 'inactive' });
    const as = asUser(t.app, await createTestUser(t.app));
    const withName = await as.post('/api/blog-comments', {
      blogSlug: blog.slug,
      comment: 'hi',
      name: 'Admin',
    });
    expect(withName.statusCode).toBe(400);
    const empty = await as.post('/api/blog-comments', { blogSlug: blog.slug, comment: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Comment is required');
    const long = await as.post('/api/blog-comments', { blogSlug: blog.slug, comment: 'x'.repeat(2001) });
    expect(long.json().message).toContain('Comment must be at most 2000 characters');
    expect((await as.post('/api/blog-comments', { blogSlug: hidden.slug, comment: 'hi' })).statusCode).toBe(
      404,
    );
    expect((await as.post('/api/blog-comments', { blogSlug: 'ghost', comment: 'hi' })).statusCode).toBe(404);
    expect(
      (await asUser(t.app).post('/api/blog-comments', { blogSlug: blog.slug, comment: 'hi' })).statusCode,
    ).toBe(401);
  });
});
