import { productBodyFrom } from '../../components/product-form/product-form-body';
import { productSaveFailure } from '../../components/product-form/product-form-errors';
import type { ProductFormValues } from '../../components/product-form/product-form-types';
import { type ApiFetch, isOk } from '../../lib/api.server';
import { formText } from '../../lib/api-field-errors';
import { type FormOutcome, outcome, send } from './admin-list-action.server';
import { type AdminProduct, PRODUCT_FLAGS } from './admin-types';

/** Everything the admin product page shows and edits. */
export type AdminProductDetail = AdminProduct & ProductFormValues;

/**
 * The admin's PATCH body: the seller's fields plus the five flags and the status. The flags are checkboxes,
 * so an unticked flag (absent from the form) is sent as false: the form always shows all five.
 */
export function adminProductBodyFrom(form: FormData): Record<string, unknown> {
  const body = productBodyFrom(form, true);
  for (const [flag] of PRODUCT_FLAGS) body[flag] = form.get(flag) === 'on';
  const status = formText(form, 'status');
  if (status === 'active' || status === 'inactive') body.status = status;
  return body;
}

/** The `save`, `approve` and `reject` intents of `/admin/products/:slug`. */
export async function adminProductAction(api: ApiFetch, slug: string, form: FormData): Promise<FormOutcome> {
  const base = `/api/admin/products/${encodeURIComponent(slug)}`;
  const intent = formText(form, 'intent');
  if (intent === 'save') {
    const response = await api(base, { method: 'PATCH', body: adminProductBodyFrom(form) });
    if (isOk(response)) return outcome(true, 'Product saved.', 'save');
    const { message, fields } = productSaveFailure(response);
    return outcome(false, message, 'save', fields);
  }
  if (intent === 'approve') {
    const note = formText(form, 'note');
    return send(api, `${base}/approve`, 'POST', note ? { note } : {}, 'Product approved.', 'approve');
  }
  if (intent === 'reject') {
    const note = formText(form, 'note');
    if (note.length < 3) {
      return outcome(false, 'Give the seller a reason (at least 3 characters).', 'reject', {
        note: 'At least 3 characters.',
      });
    }
    return send(
      api,
      `${base}/reject`,
      'POST',
      { note },
      'Product rejected; the seller sees the note.',
      'reject',
    );
  }
  return outcome(false, 'Unknown action.', '');
}
