import { messages } from '@shop/shared/messages';
import { data } from 'react-router';

export interface FormResult {
  ok: boolean;
  message: string;
  /** API error code, when the API gave one (e.g. `email_not_verified`). */
  code?: string;
  /** What the visitor typed, to refill the form after an error (never a password). */
  email?: string;
}

/** "Internet not available" (product rules §8) as a 503 answer of the form. */
function offline() {
  return data<FormResult>(
    { ok: false, message: messages.internetNotAvailable, code: 'network_error' },
    { status: 503 },
  );
}

/**
 * Runs a route's server action from the browser; when the request cannot reach the server (offline, DNS,
 * connection refused) the form shows "Internet not available" (product rules §8) instead of an error page.
 * Redirects and other responses are passed through untouched. The 503 status keeps the router from
 * reloading the page data afterwards, which would fail offline too and replace the page with an error.
 */
export async function submitOrOffline<T>(serverAction: () => Promise<T>) {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return offline();
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof TypeError || (error instanceof Error && /network|fetch/i.test(error.message)))
      return offline();
    throw error;
  }
}
