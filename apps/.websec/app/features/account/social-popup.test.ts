import { messages } from '@shop/shared/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  POPUP_MESSAGE_TYPE,
  type PopupHost,
  PopupSignInError,
  popupStartUrl,
  signInWithPopup,
} from './social-popup';
import { popupFailureText } from './social-sign-in';

function fakeHost() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const windows: { url: string; name: string; features: string; closed: boolean }[] = [];
  let nonce = 0;
  const host: PopupHost = {
    open: ((url: string, name: string, features: string) => {
      const popup = { url, name, features, closed: false };
      windows.push(popup);
      return popup as unknown as Window;
    }) as PopupHost['open'],
    addEventListener: ((type: string, listener: (event: MessageEvent) => void) => {
      if (type === 'message') listeners.add(listener);
    }) as PopupHost['addEventListener'],
    removeEventListener: ((type: string, listener: (event: MessageEvent) => void) => {
      if (type === 'message') listeners.delete(listener);
    }) as PopupHost['removeEventListener'],
    setInterval: ((handler: () => void, ms: number) =>
      setInterval(handler, ms)) as unknown as PopupHost['setInterval'],
    clearInterval: ((id: number) => clearInterval(id)) as PopupHost['clearInterval'],
    location: { origin: 'http://shop.test' },
    screenX: 0,
    screenY: 0,
    outerWidth: 1500,
    outerHeight: 1000,
    crypto: { randomUUID: () => `nonce-${++nonce}` },
  };
  const post = (data: unknown, origin = 'http://shop.test') => {
    for (const listener of [...listeners]) listener({ data, origin } as MessageEvent);
  };
  return { host, windows, post, listeners };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('popup sign-in', () => {
  it('opens a 500x600 window on the oauth-popup start page', async () => {
    const { host, windows, post } = fakeHost();
    const done = signInWithPopup('google', '/profile', host);
    expect(windows[0]?.url).toBe(popupStartUrl('google', 'http://shop.test', 'nonce-1', '/profile'));
    expect(windows[0]?.features).toMatch(/^width=500,height=600,left=500,top=200/);
    post({ type: POPUP_MESSAGE_TYPE, nonce: 'nonce-1', token: 't' });
    await expect(done).resolves.toBeUndefined();
  });

  it('ignores messages from other origins or other attempts', async () => {
    const { host, post, windows } = fakeHost();
    const done = signInWithPopup('google', '/', host);
    post({ type: POPUP_MESSAGE_TYPE, nonce: 'nonce-1', token: 't' }, 'https://evil.example');
    post({ type: POPUP_MESSAGE_TYPE, nonce: 'other', token: 't' });
    const windowClosed = windows[0] as { closed: boolean };
    windowClosed.closed = true;
    vi.advanceTimersByTime(2000);
    await expect(done).rejects.toMatchObject({ code: 'popup-closed-by-user' });
  });

  it('ends as popup-closed-by-user at the next 2-second check after the window closes', async () => {
    const { host, windows } = fakeHost();
    const done = signInWithPopup('facebook', '/', host);
    const outcome = vi.fn();
    done.catch(outcome);
    (windows[0] as { closed: boolean }).closed = true;
    await vi.advanceTimersByTimeAsync(1999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(new PopupSignInError('popup-closed-by-user'));
  });

  it('cancels the previous popup request when a new one starts (same window)', async () => {
    const { host, windows, post, listeners } = fakeHost();
    const first = signInWithPopup('google', '/', host);
    const second = signInWithPopup('facebook', '/', host);
    await expect(first).rejects.toMatchObject({ code: 'cancelled-popup-request' });
    expect(windows[0]?.name).toBe(windows[1]?.name);
    expect(listeners.size).toBe(1);
    post({ type: POPUP_MESSAGE_TYPE, nonce: 'nonce-2', token: 't' });
    await expect(second).resolves.toBeUndefined();
  });

  it('reports a provider failure, and a blocked popup', async () => {
    const { host, post } = fakeHost();
    const failed = signInWithPopup('google', '/', host);
    post({ type: POPUP_MESSAGE_TYPE, nonce: 'nonce-1', error: { code: 'access_denied' } });
    await expect(failed).rejects.toMatchObject({ code: 'internal-error' });

    const blocked = signInWithPopup('google', '/', { ...host, open: (() => null) as PopupHost['open'] });
    await expect(blocked).rejects.toMatchObject({ code: 'popup-blocked' });
  });
});

describe('popupFailureText', () => {
  it('shows the specification text for a Google failure and stays quiet when the shopper closed the popup', () => {
    expect(popupFailureText('google', new PopupSignInError('internal-error'))).toBe(
      messages.googlePopupFailure,
    );
    expect(popupFailureText('google', new Error('boom'))).toBe('An error ocurred. Please try again.');
    expect(popupFailureText('google', new PopupSignInError('popup-closed-by-user'))).toBeNull();
    expect(popupFailureText('facebook', new PopupSignInError('cancelled-popup-request'))).toBeNull();
  });
});
