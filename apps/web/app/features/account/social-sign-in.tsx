import { messages } from '@shop/shared/messages';
import { useState } from 'react';
import { PopupSignInError, signInWithPopup } from './social-popup';

export type SocialProvider = 'google' | 'facebook';

const labels: Record<SocialProvider, string> = {
  google: 'Continue with Google',
  facebook: 'Continue with Facebook',
};

/** The text a failed popup sign-in shows (product rules §8), or null when there is nothing to say. */
export function popupFailureText(provider: SocialProvider, error: unknown): string | null {
  if (error instanceof PopupSignInError) {
    // Closing or replacing the popup is the shopper's own choice, not a failure.
    if (error.code === 'cancelled-popup-request' || error.code === 'popup-closed-by-user') return null;
    if (error.code === 'popup-blocked')
      return 'The sign-in window was blocked: allow pop-ups for this site and try again.';
  }
  return provider === 'google' ? messages.googlePopupFailure : messages.genericFailure;
}

/**
 * Google and Facebook buttons (only those configured on the server). Needs JavaScript: the popup reports
 * back with postMessage; on success the page reloads at `redirectTo` with the session cookies in place.
 */
export function SocialSignIn({ providers, redirectTo }: { providers: SocialProvider[]; redirectTo: string }) {
  const [error, setError] = useState<string | null>(null);
  const [waitingFor, setWaitingFor] = useState<SocialProvider | null>(null);
  if (providers.length === 0) return null;

  // No full-screen loading overlay here: the popup is the UI, and the other button must stay usable
  // (a new popup replaces the pending one).
  async function start(provider: SocialProvider) {
    setError(null);
    setWaitingFor(provider);
    try {
      await signInWithPopup(provider, redirectTo);
      window.location.assign(redirectTo);
    } catch (failure) {
      if (failure instanceof PopupSignInError && failure.code === 'cancelled-popup-request') return;
      setWaitingFor(null);
      setError(popupFailureText(provider, failure));
    }
  }

  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4">
      <p className="text-center text-xs font-medium tracking-wide text-muted uppercase">or</p>
      {waitingFor ? (
        <p role="status" className="text-center text-sm text-muted">
          Finish signing in with {waitingFor === 'google' ? 'Google' : 'Facebook'} in the window that opened.
        </p>
      ) : null}
      {error ? (
        <p
          role="alert"
          className="rounded-card border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger"
        >
          {error}
        </p>
      ) : null}
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          data-provider={provider}
          onClick={() => void start(provider)}
          className="rounded-card border border-line bg-white px-5 py-2.5 text-sm font-semibold text-ink hover:bg-surface-sunk"
        >
          {labels[provider]}
        </button>
      ))}
    </div>
  );
}
