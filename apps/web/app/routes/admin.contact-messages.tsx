import { Link } from 'react-router';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { formatDateTime } from '../components/ui/format-date';
import { adminListQuery, bodyOrThrow } from '../features/admin/admin.server';
import { type AdminListFilter, AdminListPage } from '../features/admin/admin-list-page';
import { listParams } from '../features/admin/admin-list-query';
import type { Page } from '../features/admin/admin-types';
import { ContactMessageView } from '../features/admin/contact-message-view';
import { itemPath, refused, sendToApi } from '../features/admin/content-action.server';
import type { AdminContactMessage } from '../features/admin/content-types';
import { apiFor } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import type { Route } from './+types/admin.contact-messages';

const LIMIT = 20;
const STATUSES = ['unread', 'read', 'archived'] as const;
const KEYS = ['search', 'status', 'page'];

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
  const messages = bodyOrThrow(
    await apiFor(
      context,
      request,
    )<Page<AdminContactMessage>>(`/api/admin/contact-messages${adminListQuery(url, KEYS, LIMIT)}`),
    'The messages',
  );
  const opened = url.searchParams.get('open');
  return {
    messages,
    values: listParams(url, ['search', 'status']),
    page: url.searchParams.get('page') ?? '',
    // Opened from the list on screen, so the message is one of this page's rows.
    open: messages.items.find((message) => message.slug === opened) ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const status = formText(form, 'intent');
  if (!(STATUSES as readonly string[]).includes(status)) return refused('Unknown action.');
  return sendToApi(
    apiFor(context, request),
    itemPath('contact-messages', form),
    'PATCH',
    { ok: true, body: { status } },
    status === 'archived' ? 'Message archived.' : `Message marked ${status}.`,
  );
}

export default function AdminContactMessagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, values, page, open } = loaderData;
  const hrefWith = (extra: Record<string, string>) => {
    const query = new URLSearchParams({ ...values, page, ...extra });
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
      limit={LIMIT}
      searchLabel="Search messages"
      searchPlaceholder="Name, e-mail or subject"
      filters={[STATUS_FILTER]}
      values={values}
      outcome={actionData}
      emptyTitle="No messages here"
      isEmpty={messages.items.length === 0}
      before={open ? <ContactMessageView message={open} closeHref={hrefWith({})} /> : null}
    >
      <ul className="divide-y divide-line rounded-card border border-line bg-white">
        {messages.items.map((message) => (
          <li
            key={message.slug}
            className="flex flex-wrap items-center gap-3 p-3 text-sm"
            data-testid="contact-message"
          >
            <div className="min-w-0 flex-1">
              <Link
                to={hrefWith({ open: message.slug })}
                className={`underline-offset-2 hover:underline ${message.status === 'unread' ? 'font-bold' : 'font-medium'}`}
              >
                {message.subject}
              </Link>
              <p className="text-xs text-muted">
                {message.name} · {message.email} · {formatDateTime(message.createdAt)}
              </p>
            </div>
            <StatusBadge status={message.status} />
          </li>
        ))}
      </ul>
    </AdminListPage>
  );
}
