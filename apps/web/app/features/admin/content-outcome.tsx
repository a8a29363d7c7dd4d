import { useState } from 'react';
import { FormMessage } from '../../components/ui/form-field';
import { UndoNotice, type UndoOffer } from '../../components/ui/undo-notice';
import { useActionToast } from '../../lib/action-toast';

/**
 * An action's answer shown twice on purpose: as a toast once scripts run, and as a message in the page so
 * that a post without scripts (a full page load) still tells the admin what happened. A delete that can be
 * undone shows the Undo notice instead.
 */
export function ActionOutcome({
  result,
}: {
  result: { ok: boolean; message: string; at?: number; undo?: UndoOffer | undefined } | undefined;
}) {
  // A delete with a way back shows "Deleted. Undo" instead of a toast (keyed: each delete a fresh notice).
  useActionToast(result?.undo ? undefined : result);
  if (result?.undo) {
    return <UndoNotice key={result.at ?? result.message} message={result.message} undo={result.undo} />;
  }
  return result ? (
    <div className="mb-3">
      <FormMessage result={result} />
    </div>
  ) : null;
}

/**
 * A number that changes after each successful post: used as the `key` of the page's forms so they show
 * the saved values again (and a create form empties), while a refused post keeps what the admin typed.
 */
export function useSavedStamp(result: { ok: boolean; at: number } | undefined): number {
  const [stamp, setStamp] = useState(0);
  // Derived state, set during render (React's documented pattern for "adjust state when a prop changes").
  if (result?.ok && result.at !== stamp) setStamp(result.at);
  return stamp;
}

/**
 * A short key that changes whenever a stored item changes, for the `key` of its edit form: the form shows
 * the item's new values once the page data is reloaded after a save. (Keying on the action's answer is not
 * enough: the answer arrives before the reloaded data, so the form would remount with the old values.)
 */
export function versionKey(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  // FNV-1a, 32 bits: enough to tell versions of one item apart.
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
