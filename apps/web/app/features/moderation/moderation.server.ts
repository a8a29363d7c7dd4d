import { type ApiFetch, isOk } from '../../lib/api.server';
import { formText } from '../../lib/api-field-errors';

/** What the admin moderates: reviews and blog comments, each with one bulk endpoint. */
export type ModerationKind = 'reviews' | 'blog-comments';

const NOUN: Record<ModerationKind, [string, string]> = {
  reviews: ['review', 'reviews'],
  'blog-comments': ['comment', 'comments'],
};
const DONE: Record<string, string> = {
  approve: 'approved',
  hide: 'hidden',
  restore: 'restored',
  delete: 'deleted',
};

/**
 * One moderation decision for the ticked rows (bulk form) or one row (its own form, `slug`), as one call of
 * `POST /api/admin/{kind}/bulk`; the answer is a sentence, never the API's field paths.
 */
export async function moderationCall(
  api: ApiFetch,
  kind: ModerationKind,
  form: FormData,
): Promise<{ ok: boolean; message: string }> {
  const [one, many] = NOUN[kind];
  const action = formText(form, 'intent').replace(/^bulk-/, '');
  if (!DONE[action]) return { ok: false, message: 'Unknown action.' };
  const single = formText(form, 'slug');
  const slugs = single
    ? [single]
    : form.getAll('slugs').filter((slug): slug is string => typeof slug === 'string' && slug !== '');
  if (slugs.length === 0) return { ok: false, message: `Select at least one ${one} first.` };
  const note = formText(form, 'note');
  if (action === 'hide' && !note)
    return { ok: false, message: 'Write the reason for hiding; admins see it later.' };
  const response = await api<{ updated?: number }>(`/api/admin/${kind}/bulk`, {
    method: 'POST',
    body: action === 'hide' ? { action, slugs, note } : { action, slugs },
  });
  if (isOk(response)) {
    const updated = response.body.updated ?? slugs.length;
    return { ok: true, message: `${updated} ${updated === 1 ? one : many} ${DONE[action]}.` };
  }
  if (response.status === 404) {
    return { ok: false, message: `Some of the selected ${many} no longer exist; nothing was changed.` };
  }
  return { ok: false, message: `The ${many} could not be changed. Please try again.` };
}
