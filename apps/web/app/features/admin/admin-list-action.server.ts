import type { UndoOffer } from '../../components/ui/undo-notice';
import { type ApiFetch, errorMessage, isOk } from '../../lib/api.server';
import { fieldErrorsFrom } from '../../lib/api-field-errors';

/**
 * What a create/edit/toggle action of an admin list answers. `form` says which form it came from ('create' or the edited slug) so
 * only that form shows the field errors; `at` makes each answer a new object (a toast per answer).
 */
export interface FormOutcome {
  ok: boolean;
  message: string;
  form: string;
  fields: Record<string, string>;
  /** What a refused form held, so it comes back filled in (also after a post without scripts). */
  values: Record<string, string>;
  at: number;
  /** A delete that went through offers its restore (the page shows "Deleted. Undo"). */
  undo?: UndoOffer;
}

export function outcome(
  ok: boolean,
  message: string,
  form: string,
  fields: Record<string, string> = {},
  values: Record<string, string> = {},
): FormOutcome {
  return { ok, message, form, fields, values, at: Date.now() };
}

export function submitted(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string' && key !== 'intent') values[key] = value;
  return values;
}

export async function send(
  api: ApiFetch,
  path: string,
  method: 'POST' | 'PATCH',
  body: unknown,
  success: string,
  form: string,
): Promise<FormOutcome> {
  const response = await api(path, { method, ...(body === undefined ? {} : { body }) });
  if (isOk(response)) return outcome(true, success, form);
  const message = errorMessage(response, 'That did not work. Please try again.');
  return outcome(false, message, form, fieldErrorsFrom(message));
}

/** A refused create or edit keeps what the admin typed. */
export function withValues(result: FormOutcome, form: FormData): FormOutcome {
  return result.ok ? result : { ...result, values: submitted(form) };
}

/**
 * A delete that can be undone: the API keeps the row (decision 36), and the answer carries the restore
 * post for the page's Undo button.
 */
export async function sendDelete(
  api: ApiFetch,
  path: string,
  success: string,
  form: string,
  undo: UndoOffer,
): Promise<FormOutcome> {
  const response = await api(path, { method: 'DELETE' });
  if (!isOk(response)) return outcome(false, errorMessage(response, 'That could not be deleted.'), form);
  return { ...outcome(true, success, form), undo };
}
