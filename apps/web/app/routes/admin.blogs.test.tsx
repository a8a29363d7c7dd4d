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

  it("answers the API's refusal as the message to show", async () => {
    const { api } = recording(() => refusal(400, 'body.title: Too big'));
    expect(await post({ intent: 'create', title: 'x', long_description: '<p>x</p>' }, api)).toMatchObject({
      ok: false,
      message: 'body.title: Too big',
    });
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
      { intent: 'delete', slug: 'hello-1' },
      api,
      {},
      'http://shop.test/admin/blogs?edit=hello-1',
    );
    expect(calls).toEqual([{ method: 'DELETE', path: '/api/admin/blogs/hello-1' }]);
    expect(result).toEqual({ status: 302, location: '/admin/blogs?deleted=1' });
  });

  it('from the list stays on the list with the answer', async () => {
    const { api } = recording(() => ({ status: 204, body: null }));
    const result = await postTo(
      action,
      { intent: 'delete', slug: 'hello-1' },
      api,
      {},
      'http://shop.test/admin/blogs?edit=other-2',
    );
    expect(result).toMatchObject({ ok: true, message: 'Post deleted.' });
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
});
