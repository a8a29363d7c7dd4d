import { limits } from '@shop/shared/messages';

/**
 * Google / Facebook sign-in in a popup (product rules §4, §9): a 500×600 window on better-auth's oauth-popup start
 * page. The popup's last page posts `{ type, nonce, token | error }` to this window; the session cookies
 * are already set by then (same origin), so success only has to reload the shop.
 *
 * Error codes follow the hosted provider the specification describes: `cancelled-popup-request` when a new
 * popup replaces a pending one, `popup-closed-by-user` when the window is found closed at the next
 * 2-second check, `popup-blocked` when the browser refused to open it.
 */
export type PopupErrorCode =
  | 'cancelled-popup-request'
  | 'popup-closed-by-user'
  | 'popup-blocked'
  | 'internal-error';

export class PopupSignInError extends Error {
  constructor(
    readonly code: PopupErrorCode,
    readonly detail?: string,
  ) {
    super(code);
    this.name = 'PopupSignInError';
  }
}

/** postMessage type of better-auth's popup completion page (better-auth/plugins oauth-popup). */
export const POPUP_MESSAGE_TYPE = 'better-auth:oauth-popup';
const POPUP_NAME = 'bazaar-social-sign-in';

interface PopupMessage {
  type?: unknown;
  nonce?: unknown;
  token?: unknown;
  error?: { code?: unknown; description?: unknown };
}

interface Pending {
  reject: (error: PopupSignInError) => void;
  cleanup: () => void;
}

let pending: Pending | null = null;

export interface PopupHost {
  open: typeof window.open;
  addEventListener: typeof window.addEventListener;
  removeEventListener: typeof window.removeEventListener;
  setInterval: typeof window.setInterval;
  clearInterval: typeof window.clearInterval;
  location: { origin: string };
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
  crypto: { randomUUID(): string };
}

export function popupStartUrl(provider: string, origin: string, nonce: string, redirectTo: string): string {
  const params = new URLSearchParams({
    provider,
    popupOrigin: origin,
    popupNonce: nonce,
    callbackURL: redirectTo,
    errorCallbackURL: '/login?error=social',
  });
  return `/api/auth/oauth-popup/start?${params}`;
}

/**
 * Opens the provider's popup and resolves once it reports success. A second call while one is pending
 * rejects the first with `cancelled-popup-request` and reuses the same window.
 */
export function signInWithPopup(
  provider: string,
  redirectTo: string,
  host: PopupHost = window,
): Promise<void> {
  if (pending) {
    const previous = pending;
    pending = null;
    previous.cleanup();
    previous.reject(new PopupSignInError('cancelled-popup-request'));
  }
  const nonce = host.crypto.randomUUID();
  const width = limits.popupWidth;
  const height = limits.popupHeight;
  const left = Math.max(0, host.screenX + (host.outerWidth - width) / 2);
  const top = Math.max(0, host.screenY + (host.outerHeight - height) / 2);
  const popup = host.open(
    popupStartUrl(provider, host.location.origin, nonce, redirectTo),
    POPUP_NAME,
    `width=${width},height=${height},left=${Math.round(left)},top=${Math.round(top)},menubar=no,toolbar=no`,
  );
  if (!popup) return Promise.reject(new PopupSignInError('popup-blocked'));

  return new Promise<void>((resolve, reject) => {
    let timer: number | undefined;
    const entry: Pending = {
      reject,
      cleanup: () => {
        host.removeEventListener('message', onMessage);
        if (timer !== undefined) host.clearInterval(timer);
      },
    };
    const finish = (outcome: () => void) => {
      if (pending === entry) pending = null;
      entry.cleanup();
      outcome();
    };
    function onMessage(event: MessageEvent) {
      if (event.origin !== host.location.origin) return;
      const data = event.data as PopupMessage | null;
      if (!data || data.type !== POPUP_MESSAGE_TYPE || data.nonce !== nonce) return;
      if (data.error) {
        const detail =
          typeof data.error.description === 'string' ? data.error.description : String(data.error.code ?? '');
        finish(() => reject(new PopupSignInError('internal-error', detail)));
      } else {
        finish(resolve);
      }
    }
    host.addEventListener('message', onMessage);
    timer = host.setInterval(() => {
      if (popup.closed) finish(() => reject(new PopupSignInError('popup-closed-by-user')));
    }, limits.popupClosedCheckMs);
    pending = entry;
  });
}
