import { describe, expect, it } from 'vitest';
import { BlogForm } from '../features/admin/blog-form';
import { postTo, recordingApi as recording, refusal } from '../features/admin/content-test-support';
import type { ApiFetch } from '../lib/api.server';
import { renderToHtml } from '../test-support/render-to-html';
import { action } from './admin.blogs';

const post = (fields: Record<string, string>, api: ApiFetch) => postTo(action, fields, api);

describe('admin blogs action', () => {
  it('publishes a post and opens it, so the stored (sanitized) text is shown', async () => {
    const html = '<p>Hello</p><img src=x onerror="alert(1)"><script>alert(2)</script>';
    const { api, calls } = recording(() => ({ status: 201, body: { slug: 'hello-1' } }));
    const result = await post(
      { intent: 'create', title: 'Hello', long_description: html, active: 'on' },
      api,
    );
    expect(result).toEqual({ status: 302, location: '/admin/blogs?edit=hello-1&saved=1' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/admin/blogs',
      body: { title: 'Hello', long_description: html, status: 'active' },
    });
  });

  it("puts the API's refusal beside its field, and names no field path above the form", async () => {
    const { api } = recording(() =>
      refusal(400, 'body.title: Too big: expected string to have <=200 characters'),
    );
    expect(await post({ intent: 'create', title: 'x', long_description: '<p>x</p>' }, api)).toMatchObject({
      ok: false,
      message: 'Some fields need attention: see the notes beside them.',
      fields: { title: 'Use at most 200 characters.' },
    });
  });

  it('says beside Category that a category deleted meanwhile no longer exists', async () => {
    const { api } = recording(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'category_slug: unknown blog category news',
        code: 'unknown_blog_category',
      },
    }));
    const result = await post(
      { intent: 'update', slug: 'hello-1', title: 'x', long_description: '<p>x</p>', category_slug: 'news' },
      api,
    );
    expect(result).toMatchObject({
      ok: false,
      message: 'Some fields need attention: see the notes beside them.',
      fields: { category_slug: 'This category no longer exists. Choose another one.' },
    });
    expect(JSON.stringify(result)).not.toContain('category_slug:');
  });

  it('hides a post with a status-only edit', async () => {
    const { api, calls } = recording(() => ({ status: 200, body: {} }));
    expect(await post({ intent: 'deactivate', slug: 'hello-1' }, api)).toMatchObject({
      ok: true,
      message: 'Post hidden.',
    });
    expect(calls).toEqual([
      { method: 'PATCH', path: '/api/admin/blogs/hello-1', body: { status: 'inactive' } },
    ]);
  });
});

describe('deleting a post', () => {
  it('from its own edit view goes back to the list, which no longer asks for the post', async () => {
    const { api, calls } = recording(() => ({ status: 204, body: null }));
    const result = await postTo(
      action,
      { intent: 'delete', slug: 'hello-1', title: 'Hello' },
      api,
      {},
      'http://shop.test/admin/blogs?edit=hello-1',
    );
    expect(calls).toEqual([{ method: 'DELETE', path: '/api/admin/blogs/hello-1' }]);
    // The list it lands on offers the Undo (named in the URL).
    expect(result).toEqual({ status: 302, location: '/admin/blogs?deleted=hello-1&title=Hello' });
  });

  it('from the list stays on the list with the answer and its Undo', async () => {
    const { api } = recording(() => ({ status: 204, body: null }));
    const result = await postTo(
      action,
      { intent: 'delete', slug: 'hello-1', title: 'Hello' },
      api,
      {},
      'http://shop.test/admin/blogs?edit=other-2',
    );
    expect(result).toMatchObject({
      ok: true,
      message: 'Post deleted.',
      undo: { fields: { intent: 'restore', slug: 'hello-1' }, label: 'Undo deleting Hello' },
    });
  });

  it("is taken back by the Undo's restore post", async () => {
    const { api, calls } = recording(() => ({ status: 200, body: {} }));
    expect(await post({ intent: 'restore', slug: 'hello-1' }, api)).toMatchObject({
      ok: true,
      message: 'Post restored.',
    });
    expect(calls).toEqual([{ method: 'POST', path: '/api/admin/blogs/hello-1/restore' }]);
  });
});

describe('BlogForm', () => {
  it('previews the typed HTML in a frame that may run no scripts', () => {
    const blog = {
      slug: 'b',
      title: 'T',
      description: '',
      long_description: '<p>Body</p>',
      imageURL: null,
      category: null,
      category_slug: null,
      seo_title: null,
      seo_description: null,
      postBy: 'Admin',
      status: 'active' as const,
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    const html = renderToHtml(<BlogForm blog={blog} categories={[]} />);
    const frame = /<iframe[^>]*>/.exec(html)?.[0] ?? '';
    expect(frame).toContain('sandbox=""');
    expect(frame).toContain('&lt;p&gt;Body&lt;/p&gt;');
  });

  it("shows the server's note beside its field", () => {
    const html = renderToHtml(
      <BlogForm
        blog={null}
        categories={[{ slug: 'news', name: 'News', status: 'active', blogCount: 0 }]}
        serverErrors={{ category_slug: 'This category no longer exists. Choose another one.' }}
        refusedAt={1}
      />,
    );
    const select = /<select[^>]*name="category_slug"[^>]*>/.exec(html)?.[0] ?? '';
    const describedBy = /aria-describedby="([^"]*)"/.exec(select)?.[1] ?? '';
    const errorId = describedBy.split(' ').find((id) => id.endsWith('-error')) ?? 'none';
    expect(html).toMatch(
      new RegExp(`id="${errorId}"[^>]*>This category no longer exists\\. Choose another one\\.<`),
    );
  });
});
