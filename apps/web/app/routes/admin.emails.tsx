import { bodyOrThrow } from '../features/admin/admin.server';
import type { MailPreview } from '../features/admin/admin-types';
import { apiFor } from '../lib/api.server';
import type { Route } from './+types/admin.emails';

export async function loader({ request, context }: Route.LoaderArgs) {
  const previews = bodyOrThrow(
    await apiFor(context, request)<{ items: MailPreview[] }>('/api/admin/emails'),
    'The e-mail previews',
  );
  return { previews: previews.items };
}

/**
 * Every e-mail the shop sends, drawn with sample data: the HTML as a mail client shows it and the plain-text
 * part. The HTML is shown in a sandboxed frame (no scripts, no access to this page), as a mail client would.
 */
export default function AdminEmailsPage({ loaderData }: Route.ComponentProps) {
  const { previews } = loaderData;
  return (
    <section aria-labelledby="emails-heading">
      <h2 id="emails-heading" className="mb-1 text-xl font-semibold">
        E-mails <span className="text-base font-normal text-muted">({previews.length})</span>
      </h2>
      <p className="mb-4 text-sm text-muted">
        Each template with sample data. Newsletter mails also carry one-click unsubscribe headers.
      </p>
      <nav aria-label="Templates" className="mb-6 flex flex-wrap gap-2">
        {previews.map((preview) => (
          <a
            key={preview.name}
            href={`#mail-${preview.name}`}
            className="rounded-full border border-line bg-white px-3 py-1 text-xs font-medium hover:border-accent"
          >
            {preview.name}
          </a>
        ))}
      </nav>
      <ol className="space-y-8">
        {previews.map((preview) => (
          <li
            key={preview.name}
            id={`mail-${preview.name}`}
            aria-labelledby={`mail-${preview.name}-title`}
            className="rounded-card border border-line bg-white p-4"
          >
            <h3 id={`mail-${preview.name}-title`} className="font-semibold">
              {preview.name} <span className="font-normal text-muted">— {preview.description}</span>
            </h3>
            <p className="mt-1 text-sm">
              <span className="text-muted">Subject:</span> {preview.subject}
            </p>
            {Object.entries(preview.headers).map(([name, value]) => (
              <p key={name} className="mt-1 break-all font-mono text-xs text-muted">
                {name}: {value}
              </p>
            ))}
            {/* Columns that may shrink below their content (minmax(0, 1fr)), and plain text that breaks long
                words and addresses: a phone shows both without the page scrolling sideways. */}
            <div className="mt-3 grid grid-cols-1 gap-4 lg:grid-cols-2">
              <figure className="min-w-0">
                <figcaption className="mb-1 text-xs font-semibold text-muted">HTML</figcaption>
                <iframe
                  title={`${preview.name} (HTML)`}
                  sandbox=""
                  srcDoc={preview.html}
                  className="h-[560px] w-full rounded border border-line bg-surface"
                />
              </figure>
              <figure className="min-w-0">
                <figcaption className="mb-1 text-xs font-semibold text-muted">Plain text</figcaption>
                <section
                  aria-label={`${preview.name} (plain text)`}
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take focus so a keyboard can scroll it (axe: scrollable-region-focusable).
                  tabIndex={0}
                  className="h-[560px] overflow-auto rounded border border-line bg-surface"
                >
                  <pre className="whitespace-pre-wrap wrap-anywhere p-3 text-xs">{preview.text}</pre>
                </section>
              </figure>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
