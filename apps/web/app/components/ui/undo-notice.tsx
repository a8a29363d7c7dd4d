import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
import { useHydrated } from '../../lib/hydrated';

/** What a delete answered so that it can be taken back: the post that restores it. */
export interface UndoOffer {
  /** The form fields of the restore post (`intent` included). */
  fields: Record<string, string>;
  /** The Undo button's accessible name, e.g. "Undo deleting Brass lamp". */
  label: string;
}

/** How long the notice offers its Undo button with scripts (the restore call itself works for a day). */
export const UNDO_SECONDS = 10;

/**
 * "Deleted. Undo" as a toast in the corner (decision 36). The button is a plain form post, so it works
 * without scripts (the notice then stays until the next page). With scripts it leaves after
 * `UNDO_SECONDS`, but not while the pointer or the keyboard focus is on it: nobody loses the button while
 * reaching for it. `role="status"` reads the message out without moving focus.
 */
export function UndoNotice({ message, undo }: { message: string; undo: UndoOffer }) {
  const [shown, setShown] = useState(true);
  const [held, setHeld] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!shown || held) return;
    const timer = window.setTimeout(() => setShown(false), UNDO_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [shown, held]);

  if (!shown) return null;
  return (
    <div
      ref={box}
      role="status"
      data-testid="undo-notice"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!box.current?.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
      className="fixed bottom-4 left-1/2 z-[60] flex w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 flex-wrap items-center gap-3 rounded-card bg-ink px-4 py-3 text-sm text-white shadow-pop"
    >
      <p className="min-w-0 flex-1">{message}</p>
      <Form method="post" className="contents">
        {Object.entries(undo.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          aria-label={undo.label}
          className="rounded-card border border-white/60 px-3 py-1 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        >
          Undo
        </button>
      </Form>
      {hydrated ? (
        <button
          type="button"
          onClick={() => setShown(false)}
          className="px-1 text-white/80 hover:text-white"
          aria-label="Dismiss"
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
