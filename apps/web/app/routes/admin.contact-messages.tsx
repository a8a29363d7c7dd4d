import { Link } from 'react-router';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { EmptyState } from '../components/ui/empty-state';
import { secondaryButtonClass } from '../components/ui/form-field';
import { formatDateTime } from '../components/ui/format-date';
import { Pagination } from '../components/ui/pagination';
import { adminListQuery, bodyOrThrow } from '../features/admin/admin.server';
import type { Page } from '../features/admin/admin-types';
import { ContactMessageView } from '../features/admin/contact-message-view';
import { itemPath, refused, sendToApi } from '../features/admin/content-action.server';
import { ActionOutcome } from '../features/admin/content-outcome';
import type { AdminContactMessage } from '../features/admin/content-types';
import { apiFor } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import type { Route } from './+types/admin.contact-messages';

const LIMIT = 20;
const STATUSES = ['unread', 'read', 'archived'] as const;
const FILTERS = [
  ['', 'All'],
  ['unread', 'Unread'],
  ['read', 'Read'],
  ['archived', 'Archived'],
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const messages = bodyOrThrow(
    await apiFor(
      context,
      request,
    )<Page<AdminContactMessage>>(
      `/api/admin/contact-messages${adminListQuery(url, ['status', 'page'], LIMIT)}`,
    ),
    'The messages',
  );
  const opened = url.searchParams.get('open');
  return {
    messages,
    status: url.searchParams.get('status') ?? '',
    page: url.searchParams.get('page') ?? '',
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
  const { messages, status, page, open } = loaderData;
  const pages = Math.max(1, Math.ceil(messages.count / LIMIT));
  const hrefWith = (extra: Record<string, string>) => {
    const query = new URLSearchParams({ status, page, ...extra });
    for (const [key, value] of [...query]) if (!value) query.delete(key);
    return `/admin/contact-messages${query.size > 0 ? `?${query}` : ''}`;
  };
  return (
    <section aria-labelledby="admin-contact-heading">
      <h2 id="admin-contact-heading" className="mb-4 text-xl font-semibold">
        Contact messages <span className="text-base font-normal text-muted">({messages.count})</span>
      </h2>
      <nav aria-label="Message status" className="mb-4 flex flex-wrap gap-2">
        {FILTERS.map(([value, label]) => (
          <Link
            key={value || 'all'}
            to={value ? `/admin/contact-messages?status=${value}` : '/admin/contact-messages'}
            aria-current={status === value ? 'page' : undefined}
            className={`${secondaryButtonClass} aria-[current=page]:border-ink aria-[current=page]:bg-accent-soft`}
          >
            {label}
          </Link>
        ))}
      </nav>
      <ActionOutcome result={actionData} />
      {open ? <ContactMessageView message={open} closeHref={hrefWith({})} /> : null}
      {messages.items.length === 0 ? (
        <EmptyState title="No messages here" />
      ) : (
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
      )}
      <div className="mt-4">
        <Pagination
          current={messages.page}
          total={pages}
          hrefFor={(next) => hrefWith({ page: String(next) })}
        />
      </div>
    </section>
  );
}
