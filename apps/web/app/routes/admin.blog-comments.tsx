import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '../components/ui/data-table';
import { formatDateTime } from '../components/ui/format-date';
import { PAGE_SIZES, pageSizeFrom } from '../components/ui/table-state';
import { adminListQuery, bodyOrThrow } from '../features/admin/admin.server';
import { type AdminListFilter, AdminListPage } from '../features/admin/admin-list-page';
import { listParams } from '../features/admin/admin-list-query';
import type { Page } from '../features/admin/admin-types';
import { moderationCall } from '../features/moderation/moderation.server';
import {
  ModerationBulkActions,
  ModerationRowActions,
  type ModerationState,
  STATE_FILTER,
  STATE_LABEL,
} from '../features/moderation/moderation-actions';
import { apiFor } from '../lib/api.server';
import type { Route } from './+types/admin.blog-comments';

interface AdminComment {
  slug: string;
  blogSlug: string;
  blogTitle: string;
  name: string;
  comment: string;
  state: ModerationState;
  moderationNote: string | null;
  createdAt: string;
}

const BULK_FORM = 'bulk-comments';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const limit = pageSizeFrom(url);
  const query = adminListQuery(url, ['search', 'state', 'page'], limit);
  const comments = bodyOrThrow(
    await apiFor(context, request)<Page<AdminComment>>(`/api/admin/blog-comments${query}`),
    'The comments',
  );
  return { comments, limit, values: listParams(url, ['search', 'state']) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return moderationCall(apiFor(context, request), 'blog-comments', await request.formData());
}

const PAGE_SIZE_FILTER: AdminListFilter = {
  name: 'limit',
  label: 'Rows per page',
  options: PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} per page` })),
};

const whatOf = (comment: AdminComment) => `the comment by ${comment.name} on ${comment.blogTitle}`;

const columns: ColumnDef<AdminComment, unknown>[] = [
  {
    id: 'comment',
    header: 'Comment',
    cell: ({ row }) => (
      <div className="min-w-0 max-w-md">
        <p className="whitespace-pre-line break-words">{row.original.comment}</p>
        <p className="text-xs text-muted">
          {row.original.name} on{' '}
          <Link to={`/blogs/${encodeURIComponent(row.original.blogSlug)}`} className="underline">
            {row.original.blogTitle}
          </Link>
        </p>
      </div>
    ),
  },
  {
    id: 'state',
    header: 'State',
    cell: ({ row }) => (
      <div>
        <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold">
          {STATE_LABEL[row.original.state]}
        </span>
        {row.original.moderationNote ? (
          <p className="mt-1 text-xs text-muted">Reason: {row.original.moderationNote}</p>
        ) : null}
      </div>
    ),
  },
  { id: 'createdAt', header: 'Written', cell: ({ row }) => formatDateTime(row.original.createdAt) },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <ModerationRowActions slug={row.original.slug} state={row.original.state} what={whatOf(row.original)} />
    ),
  },
];

export default function AdminBlogCommentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { comments, values, limit } = loaderData;
  return (
    <AdminListPage
      id="admin-comment"
      title="Blog comments"
      path="/admin/blog-comments"
      count={comments.count}
      page={comments.page}
      limit={limit}
      searchLabel="Search comments"
      searchPlaceholder="Comment, post or author"
      filters={[STATE_FILTER, PAGE_SIZE_FILTER]}
      values={{ ...values, limit: String(limit) }}
      outcome={actionData}
      emptyTitle="No comments match"
      isEmpty={false}
    >
      <DataTable
        caption="Blog comments"
        rows={comments.items}
        columns={columns}
        rowId={(comment) => comment.slug}
        rowLabel={whatOf}
        sort={null}
        bulkFormId={BULK_FORM}
        emptyTitle="No comments match"
        toolbar={(selected) => (
          <ModerationBulkActions formId={BULK_FORM} selected={selected} noun={['comment', 'comments']} />
        )}
      />
    </AdminListPage>
  );
}
