import { useMemo } from 'react';
import { Form, Link, redirect } from 'react-router';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { secondaryButtonClass } from '../components/ui/form-field';
import { formatDate } from '../components/ui/format-date';
import type { UndoOffer } from '../components/ui/undo-notice';
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
import { type ApiResponse, apiFor, errorMessage, isOk } from '../lib/api.server';
import { type FieldOfCode, formText, refusalByField } from '../lib/api-field-errors';
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
    deleted: url.searchParams.get('deleted'),
    deletedTitle: url.searchParams.get('title') ?? 'the post',
    values: listParams(url, ['search', 'status']),
  };
}

/** Refusals the API names by code, beside the blog form's field they are about. */
const BLOG_FIELD_OF_CODE: Record<string, FieldOfCode> = {
  unknown_blog_category: {
    field: 'category_slug',
    text: 'This category no longer exists. Choose another one.',
  },
};

/** A refused save of the blog form: notes beside its fields, a message above it without field paths. */
function blogRefusal(response: ApiResponse) {
  const raw = errorMessage(response, 'The post could not be saved.');
  const code = (response.body as { code?: unknown } | null)?.code;
  const { message, fields } = refusalByField(
    raw,
    typeof code === 'string' ? code : undefined,
    BLOG_FIELD_OF_CODE,
  );
  return { ok: false, message, fields, at: Date.now() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = apiFor(context, request);
  const intent = formText(form, 'intent');
  if (intent === 'create' || intent === 'update') {
    const parsed = blogBody(form);
    if (!parsed.ok) return refused(parsed.message);
    const response =
      intent === 'create'
        ? await api<Blog>('/api/admin/blogs', { method: 'POST', body: parsed.body })
        : await api<Blog>(itemPath('blogs', form), { method: 'PATCH', body: parsed.body });
    if (!isOk(response)) return blogRefusal(response);
    // A new post opens in the editor, so the admin sees what was stored after sanitizing (and a reload
    // cannot post twice).
    if (intent === 'create') {
      throw redirect(`/admin/blogs?${new URLSearchParams({ edit: response.body.slug, saved: '1' })}`);
    }
    return { ok: true, message: 'Post saved.', at: Date.now() };
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
    const slug = formText(form, 'slug');
    const title = formText(form, 'title') || 'the post';
    const outcome = await sendToApi(api, itemPath('blogs', form), 'DELETE', null, 'Post deleted.');
    if (!outcome.ok) return outcome;
    const undo: UndoOffer = {
      fields: { intent: 'restore', slug },
      label: `Undo deleting ${title}`,
    };
    // Deleted from its own edit view: that view is gone, so go back to the list (the Undo comes along).
    const editing = new URL(request.url).searchParams.get('edit');
    if (editing === slug) {
      throw redirect(`/admin/blogs?${new URLSearchParams({ deleted: slug, title })}`);
    }
    return { ...outcome, undo };
  }
  if (intent === 'restore') {
    return sendToApi(api, `${itemPath('blogs', form)}/restore`, 'POST', null, 'Post restored.');
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
  const { blogs, categories, blog, saved, deleted, deletedTitle, values } = loaderData;
  const savedNotice = useMemo(
    () =>
      saved
        ? { ok: true, message: 'Post published.' }
        : deleted
          ? {
              ok: true,
              message: 'Post deleted.',
              undo: {
                fields: { intent: 'restore', slug: deleted },
                label: `Undo deleting ${deletedTitle}`,
              },
            }
          : undefined,
    [saved, deleted, deletedTitle],
  );
  const refusal = actionData && !actionData.ok && 'fields' in actionData ? actionData : undefined;
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
      <BlogForm
        key={blog ? versionKey(blog) : 'new'}
        blog={blog}
        categories={categories}
        serverErrors={refusal?.fields}
        refusedAt={refusal?.at}
      />
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
              <input type="hidden" name="title" value={item.title} />
              <button
                type="submit"
                name="intent"
                value="delete"
                className={secondaryButtonClass}
                aria-label={`Delete ${item.title}`}
              >
                Delete
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </AdminListPage>
  );
}
