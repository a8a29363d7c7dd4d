import { useState } from 'react';
import { FormMessage } from '../../components/ui/form-field';
import { useActionToast } from '../../lib/action-toast';

/**
 * An action's answer shown twice on purpose: as a toast once scripts run, and as a message in the page so
 * that a post without scripts (a full page load) still tells the admin what happened.
 */
export function ActionOutcome({ result }: { result: { ok: boolean; message: string } | undefined }) {
  useActionToast(result);
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
