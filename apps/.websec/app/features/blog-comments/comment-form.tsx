import { useEffect, useId, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { COMMENT_MAX_LENGTH } from './comment-limits';

export interface CommentFormResult {
  ok: boolean;
  message: string;
}

/**
 * A signed-in reader's comment on a blog post: plain text (React escapes it when the list renders it). Posts to
 * the blog post route's action, with or without scripts; visitors get a way to log in.
 */
export function CommentForm({
  signedIn,
  loginHref,
  result,
}: {
  signedIn: boolean;
  loginHref: string;
  result: CommentFormResult | null;
}) {
  const navigation = useNavigation();
  const fieldId = useId();
  const form = useRef<HTMLFormElement>(null);
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'comment';

  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);

  return (
    <section aria-labelledby="comment-form-heading" className="mt-8 rounded-card border border-line p-5">
      <h2 id="comment-form-heading" className="text-lg font-bold text-ink">
        Leave a comment
      </h2>
      {signedIn ? (
        <Form ref={form} method="post" preventScrollReset className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="comment" />
          <label htmlFor={fieldId} className="sr-only">
            Your comment
          </label>
          <textarea
            id={fieldId}
            name="comment"
            required
            rows={4}
            maxLength={COMMENT_MAX_LENGTH}
            placeholder="Share your thoughts (plain text)"
            className="w-full rounded-card border border-line px-3 py-2 text-sm"
          />
          <button
            type="submit"
            disabled={busy}
            className="rounded-card bg-accent px-5 py-2.5 text-sm font-semibold text-ink hover:bg-accent-strong disabled:opacity-70"
          >
            {busy ? 'Posting…' : 'Post comment'}
          </button>
        </Form>
      ) : (
        <p className="mt-3 text-sm text-muted">
          <Link to={loginHref} className="font-semibold text-accent-ink underline">
            Log in
          </Link>{' '}
          to comment.
        </p>
      )}
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`mt-3 rounded-card border px-3 py-2 text-sm ${
            result.ok
              ? 'border-green-700/30 bg-green-50 text-green-900'
              : 'border-danger/30 bg-red-50 text-danger'
          }`}
        >
          {result.message}
        </p>
      ) : null}
    </section>
  );
}
