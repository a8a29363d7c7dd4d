import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { DataTable, sortable } from '../components/ui/data-table';
import { secondaryButtonClass } from '../components/ui/form-field';
import { formatDateTime } from '../components/ui/format-date';
import { pageSizeFrom, tableSortFrom } from '../components/ui/table-state';
import { BulkBar, ExportLink } from '../components/ui/table-toolbar';
import { adminListQuery, bodyOrThrow } from '../features/admin/admin.server';
import { type AdminListFilter, AdminListPage, PAGE_SIZE_FILTER } from '../features/admin/admin-list-page';
import { listParams } from '../features/admin/admin-list-query';
import type { Page } from '../features/admin/admin-types';
import { ContactMessageView } from '../features/admin/contact-message-view';
import { itemPath, refused, sendToApi } from '../features/admin/content-action.server';
import type { AdminContactMessage } from '../features/admin/content-types';
import { apiFor, isOk } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import { eachRow, ticked } from '../lib/table-bulk.server';
import type { Route } from './+types/admin.contact-messages';

const STATUSES = ['unread', 'read', 'archived'] as const;
const KEYS = ['search', 'status', 'sort', 'order', 'page'];
const SORT_KEYS = ['name', 'subject', 'received'];
const BULK_FORM = 'bulk-messages';

const STATUS_FILTER: AdminListFilter = {
  name: 'status',
  label: 'Status',
  options: [
    { value: '', label: 'All messages' },
    { value: 'unread', label: 'Unread' },
    { value: 'read', label: 'Read' },
    { value: 'archived', label: 'Archived' },
  ],
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const limit = pageSizeFrom(url);
  const messages = bodyOrThrow(
    await apiFor(
      context,
      request,
    )<Page<AdminContactMessage>>(`/api/admin/contact-messages${adminListQuery(url, KEYS, limit)}`),
    'The messages',
  );
  const opened = url.searchParams.get('open');
  return {
    messages,
    values: listParams(url, ['search', 'status']),
    limit,
    sort: tableSortFrom(url, SORT_KEYS),
    page: url.searchParams.get('page') ?? '',
    // Opened from the list on screen, so the message is one of this page's rows.
    open: messages.items.find((message) => message.slug === opened) ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const api = apiFor(context, request);
  const bulk = intent.replace(/^bulk-/, '');
  if (intent.startsWith('bulk-') && (STATUSES as readonly string[]).includes(bulk)) {
    return eachRow(
      ticked(form),
      async (slug) =>
        isOk(
          await api(`/api/admin/contact-messages/${encodeURIComponent(slug)}`, {
            method: 'PATCH',
            body: { status: bulk },
          }),
        ),
      { noun: 'message', done: bulk === 'archived' ? 'archived' : `marked ${bulk}` },
    );
  }
  if (!(STATUSES as readonly string[]).includes(intent)) return refused('Unknown action.');
  return sendToApi(
    api,
    itemPath('contact-messages', form),
    'PATCH',
    { ok: true, body: { status: intent } },
    intent === 'archived' ? 'Message archived.' : `Message marked ${intent}.`,
  );
}

function columnsFor(
  hrefWith: (extra: Record<string, string>) => string,
): ColumnDef<AdminContactMessage, unknown>[] {
  return [
    {
      id: 'subject',
      header: 'Subject',
      meta: sortable('subject'),
      cell: ({ row }) => (
        <Link
          to={hrefWith({ open: row.original.slug })}
          className={`break-words underline-offset-2 hover:underline ${row.original.status === 'unread' ? 'font-bold' : 'font-medium'}`}
        >
          {row.original.subject}
        </Link>
      ),
    },
    {
      id: 'name',
      header: 'From',
      meta: sortable('name'),
      cell: ({ row }) => (
        <span className="break-words">
          {row.original.name}
          <span className="block text-xs break-all text-muted">{row.original.email}</span>
        </span>
      ),
    },
    {
      id: 'received',
      header: 'Received',
      meta: sortable('received'),
      cell: ({ row }) => formatDateTime(row.original.createdAt),
    },
    { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  ];
}

function BulkActions({ selected }: { selected: string[] }) {
  return (
    <BulkBar formId={BULK_FORM} noun="message" selected={selected}>
      <button type="submit" name="intent" value="bulk-read" className={secondaryButtonClass}>
        Mark selected read
      </button>
      <button type="submit" name="intent" value="bulk-unread" className={secondaryButtonClass}>
        Mark selected unread
      </button>
      <button type="submit" name="intent" value="bulk-archived" className={secondaryButtonClass}>
        Archive selected
      </button>
      <ExportLink href="/admin/export/contact-messages" />
    </BulkBar>
  );
}

export default function AdminContactMessagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, values, page, open, limit, sort } = loaderData;
  const keep = { sort: sort?.by ?? '', order: sort?.order ?? '' };
  const hrefWith = (extra: Record<string, string>) => {
    const query = new URLSearchParams({ ...values, ...keep, limit: String(limit), page, ...extra });
    for (const [key, value] of [...query]) if (!value) query.delete(key);
    return `/admin/contact-messages${query.size > 0 ? `?${query}` : ''}`;
  };
  return (
    <AdminListPage
      id="admin-contact"
      title="Contact messages"
      path="/admin/contact-messages"
      count={messages.count}
      page={messages.page}
      limit={limit}
      searchLabel="Search messages"
      searchPlaceholder="Name, e-mail or subject"
      filters={[STATUS_FILTER, PAGE_SIZE_FILTER]}
      values={{ ...values, limit: String(limit) }}
      keep={keep}
      outcome={actionData}
      emptyTitle="No messages here"
      isEmpty={false}
      before={open ? <ContactMessageView message={open} closeHref={hrefWith({})} /> : null}
    >
      <DataTable
        caption="Contact messages"
        rows={messages.items}
        columns={columnsFor(hrefWith)}
        rowId={(message) => message.slug}
        rowLabel={(message) => message.subject}
        sort={sort}
        bulkFormId={BULK_FORM}
        emptyTitle="No messages here"
        toolbar={(selected) => <BulkActions selected={selected} />}
      />
    </AdminListPage>
  );
}
