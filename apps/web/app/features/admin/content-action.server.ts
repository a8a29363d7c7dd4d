import type { UndoOffer } from '../../components/ui/undo-notice';
import type { ApiFetch } from '../../lib/api.server';
import { formText } from '../../lib/api-field-errors';
import { adminCall } from './admin.server';
import type { Parsed } from './content-forms';

/** What a content action answers: the toast text, plus a stamp so each answer is a new object. */
export interface Outcome {
  ok: boolean;
  message: string;
  at: number;
  /** A delete that went through offers its restore (the page shows "Deleted. Undo", decision 39). */
  undo?: UndoOffer;
}

export function refused(message: string): Outcome {
  return { ok: false, message, at: Date.now() };
}

/** Calls the admin API with a parsed form (or a fixed body); a parse failure never reaches the API. */
export async function sendToApi(
  api: ApiFetch,
  path: string,
  method: 'POST' | 'PATCH' | 'DELETE',
  parsed: Parsed | null,
  success: string,
): Promise<Outcome> {
  if (parsed && !parsed.ok) return refused(parsed.message);
  const result = await adminCall(api, path, { method, ...(parsed ? { body: parsed.body } : {}) }, success);
  return { ...result, at: Date.now() };
}

/** `/api/admin/<collection>/<slug of the form>`. */
export function itemPath(collection: string, form: FormData, field = 'slug'): string {
  return `/api/admin/${collection}/${encodeURIComponent(formText(form, field))}`;
}

/**
 * Deletes the item at `path` with a way back: the answer carries the post of the `restore` intent with the
 * same fields, for the page's Undo button.
 */
export async function deleteWithUndo(
  api: ApiFetch,
  path: string,
  success: string,
  undo: UndoOffer,
): Promise<Outcome> {
  const result = await sendToApi(api, path, 'DELETE', null, success);
  return result.ok ? { ...result, undo } : result;
}

/** The restore that an Undo posts: `POST <path>/restore`. */
export function restoreFromUndo(api: ApiFetch, path: string, success: string): Promise<Outcome> {
  return sendToApi(api, `${path}/restore`, 'POST', null, success);
}
