import { type ApiFetch, isOk } from '../../lib/api.server';
import { fieldErrorsFrom, formText } from '../../lib/api-field-errors';

/** The bulk buttons of the admin's product table, each one call of `POST /api/admin/products/bulk`. */
export const BULK_INTENTS = ['bulk-approve', 'bulk-reject', 'bulk-activate', 'bulk-deactivate'] as const;

const DONE: Record<string, string> = {
  approve: 'approved',
  reject: 'rejected',
  activate: 'activated',
  deactivate: 'deactivated',
};

/**
 * Sends one bulk action for the ticked rows and answers what happened in plain words: the API's field
 * complaints (`body.note: …`) become sentences about the reason or the choice of rows.
 */
export async function bulkProductCall(
  api: ApiFetch,
  form: FormData,
): Promise<{ ok: boolean; message: string }> {
  const action = formText(form, 'intent').replace(/^bulk-/, '');
  const slugs = form
    .getAll('slugs')
    .filter((slug): slug is string => typeof slug === 'string' && slug !== '');
  if (slugs.length === 0) return { ok: false, message: 'Select at least one product first.' };
  const note = formText(form, 'note');
  if (action === 'reject' && note.length < 3) {
    return { ok: false, message: 'Write a reason of at least 3 characters; the sellers see it.' };
  }
  const body =
    action === 'reject' || (action === 'approve' && note) ? { action, slugs, note } : { action, slugs };
  const response = await api<{ updated?: number; message?: string }>('/api/admin/products/bulk', {
    method: 'POST',
    body,
  });
  if (isOk(response)) {
    const updated = response.body.updated ?? slugs.length;
    return { ok: true, message: `${updated} ${updated === 1 ? 'product' : 'products'} ${DONE[action]}.` };
  }
  if (response.status === 404) {
    return { ok: false, message: 'Some of the selected products no longer exist; nothing was changed.' };
  }
  const fields = fieldErrorsFrom(String(response.body.message ?? ''));
  if (fields.note) return { ok: false, message: 'The reason must be 3 to 1000 characters.' };
  if (fields.slugs) return { ok: false, message: 'Select between 1 and 100 products.' };
  return { ok: false, message: 'The selected products could not be changed. Please try again.' };
}
