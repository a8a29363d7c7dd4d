import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False on the server and while hydrating, true once scripts run in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The form field that tells an action the post came from a fetcher (scripts running), not a full page post. */
export const SCRIPTED_FIELD = '_js';

/**
 * Rendered inside shopping forms: present only once scripts run. Actions answer a full page post (no
 * scripts) with a redirect back to `returnTo`; a fetcher post gets data for its toast instead, because a
 * redirect would navigate away from the page the shopper is on.
 */
export function ScriptedFlag() {
  return useHydrated() ? <input type="hidden" name={SCRIPTED_FIELD} value="1" /> : null;
}
