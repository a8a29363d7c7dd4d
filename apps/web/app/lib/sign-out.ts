/** Where sign-out forms post (product rules §4 logout). */
export const SIGN_OUT_ACTION = '/logout';

/** Product rules §4: logging out clears local and session storage; the server clears the cookies. */
export function clearBrowserStorage(): void {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Storage can be unavailable (privacy modes); there is nothing to clear then.
  }
}
