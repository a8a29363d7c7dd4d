import { useMemo } from 'react';
import { Form, Link, redirect } from 'react-router';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { secondaryButtonClass } from '../components/ui/form-field';
import { formatDate } from '../components/ui/format-date';
import { adminListQuery, bodyOrThrow } from '../features/admin/admin.server';
import { type AdminListFilter, AdminListPage, STATUS_FILTER } from '../features/admin/admin-list-page';
import { listParams } from '../features/admin/admin-list-query';
import type { Page } from '../features/admin/admin-types';
import { BlogForm } from '../features/admin/blog-form';
import { BlogStoredText } from '../features/admin/blog-stored';
import { itemPath, refused, sendToApi } from '../features/admin/content-action.server';
import { IntentButton } from '../features/admin/content-fields';
import { blogBody } from '../features/admin/content-forms';
import { wholeList } from '../features/admin/content-lists.server';
import { versionKey } from '../features/admin/content-outcome';
import type { AdminBlogCategory, Blog } from '../features/admin/content-types';
import { apiFor, errorMessage, isOk } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import type { Route } from './+types/admin.blogs';

const LIMIT = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const api = apiFor(context, request);
  const editing = url.searchParams.get('edit');
  const [blogs, categories, blog] = await Promise.all([
    api<Page<Blog>>(`/api/admin/blogs${adminListQuery(url, ['search', 'status', 'page'], LIMIT)}`),
    wholeList<AdminBlogCategory>(api, '/api/admin/blog-categories', 'The blog categories'),
    editing ? api<Blog>(`/api/admin/blogs/${encodeURIComponent(editing)}`) : Promise.resolve(null),
  ]);
  return {
    blogs: bodyOrThrow(blogs, 'The blog posts'),
    categories,
    blog: blog ? bodyOrThrow(blog, 'The blog post') : null,
    saved: url.searchParams.get('saved') === '1',
    deleted: url.searchParams.get('deleted') === '1',
    values: listParams(url, ['search', 'status']),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = apiFor(context, request);
  const intent = formText(form, 'intent');
  if (intent === 'create') {
    const parsed = blogBody(form);
    if (!parsed.ok) return refused(parsed.message);
    const response = await api<Blog>('/api/admin/blogs', { method: 'POST', body: parsed.body });
    if (!isOk(response)) return refused(errorMessage(response, 'The post could not be saved.'));
    // Open the new post, so the admin sees what was stored after sanitizing (and a reload cannot post twice).
    throw redirect(`/admin/blogs?${new URLSearchParams({ edit: response.body.slug, saved: '1' })}`);
  }
  if (intent === 'update') {
    return sendToApi(api, itemPath('blogs', form), 'PATCH', blogBody(form), 'Post saved.');
  }
  if (intent === 'activate' || intent === 'deactivate') {
    const status = intent === 'activate' ? 'active' : 'inactive';
    const parsed = { ok: true as const, body: { status } };
    return sendToApi(
      api,
      itemPath('blogs', form),
      'PATCH',
      parsed,
      `Post ${status === 'active' ? 'published' : 'hidden'}.`,
    );
  }
  if (intent === 'delete') {
    const outcome = await sendToApi(api, itemPath('blogs', form), 'DELETE', null, 'Post deleted.');
    // Deleted from its own edit view: that view is gone, so go back to the list instead of reloading it.
    const editing = new URL(request.url).searchParams.get('edit');
    if (outcome.ok && editing === formText(form, 'slug')) throw redirect('/admin/blogs?deleted=1');
    return outcome;
  }
  return refused('Unknown action.');
}

const BLOG_STATUS_FILTER: AdminListFilter = {
  ...STATUS_FILTER,
  options: [
    { value: '', label: 'Any status' },
    { value: 'active', label: 'Published' },
    { value: 'inactive', label: 'Hidden' },
  ],
};

export default function AdminBlogsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { blogs, categories, blog, saved, deleted, values } = loaderData;
  const savedNotice = useMemo(
    () =>
      saved
        ? { ok: true, message: 'Post published.' }
        : deleted
          ? { ok: true, message: 'Post deleted.' }
          : undefined,
    [saved, deleted],
  );
  const editor = (
    <div className="mb-6 rounded-card border border-line bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h3 className="flex-1 font-semibold">{blog ? `Edit “${blog.title}”` : 'Write a post'}</h3>
        {blog ? (
          <>
            <Link to={`/blogs/${encodeURIComponent(blog.slug)}`} className={secondaryButtonClass}>
              View on the site
            </Link>
            <Link to="/admin/blogs" className={secondaryButtonClass}>
              Write a new post
            </Link>
          </>
        ) : null}
      </div>
      <BlogForm key={blog ? versionKey(blog) : 'new'} blog={blog} categories={categories} />
      {blog ? <BlogStoredText blog={blog} /> : null}
    </div>
  );
  return (
    <AdminListPage
      id="admin-blogs"
      title="Blog posts"
      path="/admin/blogs"
      count={blogs.count}
      page={blogs.page}
      limit={LIMIT}
      searchLabel="Search posts"
      searchPlaceholder="Title"
      filters={[BLOG_STATUS_FILTER]}
      values={values}
      outcome={actionData ?? savedNotice}
      emptyTitle="No posts match"
      isEmpty={blogs.items.length === 0}
      before={editor}
    >
      <ul className="divide-y divide-line rounded-card border border-line bg-white">
        {blogs.items.map((item) => (
          <li
            key={item.slug}
            className="flex flex-wrap items-center gap-3 p-3 text-sm"
            data-testid="admin-blog"
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{item.title}</p>
              <p className="text-xs text-muted">
                {formatDate(item.createdAt)} · {item.category ?? 'No category'} · by {item.postBy}
              </p>
            </div>
            <StatusBadge status={item.status} />
            <Link to={`/admin/blogs?edit=${encodeURIComponent(item.slug)}`} className={secondaryButtonClass}>
              Edit<span className="sr-only"> {item.title}</span>
            </Link>
            <Form method="post" className="flex gap-2">
              <input type="hidden" name="slug" value={item.slug} />
              <IntentButton intent={item.status === 'active' ? 'deactivate' : 'activate'} secondary>
                {item.status === 'active' ? 'Hide' : 'Publish'}
                <span className="sr-only"> {item.title}</span>
              </IntentButton>
              <IntentButton
                intent="delete"
                danger
                label={`Delete ${item.title}`}
                consequence="The post disappears from the blog for good."
              >
                Delete
              </IntentButton>
            </Form>
          </li>
        ))}
      </ul>
    </AdminListPage>
  );
}
