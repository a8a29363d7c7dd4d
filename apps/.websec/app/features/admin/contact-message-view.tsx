import { Form, Link } from 'react-router';
import { StatusBadge } from '../../components/ui/dashboard-frame';
import { secondaryButtonClass } from '../../components/ui/form-field';
import { formatDateTime } from '../../components/ui/format-date';
import { IntentButton } from './content-fields';
import type { AdminContactMessage, ContactStatus } from './content-types';

const MOVES: { status: ContactStatus; label: string }[] = [
  { status: 'read', label: 'Mark read' },
  { status: 'unread', label: 'Mark unread' },
  { status: 'archived', label: 'Archive' },
];

/** One opened message: sender, subject and the text (plain text, rendered escaped), with its status moves. */
export function ContactMessageView({
  message,
  closeHref,
}: {
  message: AdminContactMessage;
  closeHref: string;
}) {
  return (
    <article
      aria-labelledby="contact-message-subject"
      className="mb-6 rounded-card border border-line bg-white p-4 text-sm"
      data-testid="contact-message-open"
    >
      <div className="mb-2 flex flex-wrap items-start gap-2">
        <h3 id="contact-message-subject" className="flex-1 text-base font-semibold">
          {message.subject}
        </h3>
        <StatusBadge status={message.status} />
      </div>
      <p className="text-xs text-muted">
        From {message.name} &lt;
        <a href={`mailto:${message.email}`} className="underline">
          {message.email}
        </a>
        &gt;{message.phone ? ` · ${message.phone}` : ''} · {formatDateTime(message.createdAt)}
      </p>
      <p className="mt-3 whitespace-pre-line">{message.message}</p>
      <Form method="post" className="mt-3 flex flex-wrap gap-2 border-t border-line pt-3">
        <input type="hidden" name="slug" value={message.slug} />
        {MOVES.filter((move) => move.status !== message.status).map((move) => (
          <IntentButton key={move.status} intent={move.status} secondary>
            {move.label}
          </IntentButton>
        ))}
        <Link to={closeHref} className={secondaryButtonClass}>
          Close
        </Link>
      </Form>
    </article>
  );
}
