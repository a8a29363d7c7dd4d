import { Flag } from 'lucide-react';
import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { REPORT_NOTE_MAX_LENGTH, REPORT_TITLE_MAX_LENGTH } from './report-limits';

export interface ReportFormResult {
  intent: 'report';
  ok: boolean;
  message: string;
}

/**
 * "Report this item" (title and note) in a details element: it opens without scripts and posts to the product
 * route's action (intent=report). Visitors get a way to log in instead.
 */
export function ReportItemForm({
  signedIn,
  result,
  loginHref,
}: {
  signedIn: boolean;
  result: ReportFormResult | null;
  loginHref: string;
}) {
  const navigation = useNavigation();
  const titleId = useId();
  const noteId = useId();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'report';
  // Reopen after a refusal so the shopper sees why; close after success.
  const open = result !== null && !result.ok;

  return (
    <div className="mt-4">
      <details open={open || undefined} className="rounded-card border border-line">
        <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 text-sm font-semibold text-muted hover:text-ink">
          <Flag aria-hidden="true" className="size-4" />
          Report this item
        </summary>
        <div className="border-t border-line px-4 py-4">
          {signedIn ? (
            <Form method="post" preventScrollReset className="space-y-3">
              <input type="hidden" name="intent" value="report" />
              <div className="flex flex-col gap-1.5">
                <label htmlFor={titleId} className="text-sm font-medium text-ink">
                  What is wrong?
                </label>
                <input
                  id={titleId}
                  name="title"
                  required
                  maxLength={REPORT_TITLE_MAX_LENGTH}
                  placeholder="e.g. Counterfeit, wrong description"
                  className="rounded-card border border-line px-3 py-2 text-sm"
                />
              </div>
              <div className="flex flex-col gap-1.5">
                <label htmlFor={noteId} className="text-sm font-medium text-ink">
                  Note <span className="font-normal text-muted">(optional)</span>
                </label>
                <textarea
                  id={noteId}
                  name="note"
                  rows={3}
                  maxLength={REPORT_NOTE_MAX_LENGTH}
                  className="rounded-card border border-line px-3 py-2 text-sm"
                />
              </div>
              <button
                type="submit"
                disabled={busy}
                className="rounded-card border border-ink px-4 py-2 text-sm font-semibold text-ink hover:bg-surface disabled:opacity-70"
              >
                {busy ? 'Sending…' : 'Send report'}
              </button>
            </Form>
          ) : (
            <p className="text-sm text-muted">
              <Link to={loginHref} className="font-semibold text-accent-ink underline">
                Log in
              </Link>{' '}
              to report this item.
            </p>
          )}
        </div>
      </details>
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`mt-2 rounded-card border px-3 py-2 text-sm ${
            result.ok
              ? 'border-green-700/30 bg-green-50 text-green-900'
              : 'border-danger/30 bg-red-50 text-danger'
          }`}
        >
          {result.message}
        </p>
      ) : null}
    </div>
  );
}
