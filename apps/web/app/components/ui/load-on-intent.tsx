import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';

/** Props every deferred widget takes: open straight away when the visitor already asked for it. */
export interface OpenableProps {
  defaultOpen?: boolean;
}

/** Handlers the server-rendered stand-in trigger spreads onto its button. */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onKeyDown: (event: { key: string }) => void;
  onClick: () => void;
}

const openingKeys = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * Keeps a menu or dialog library out of the first-load JavaScript (a BENCHMARKS.md target): the page renders `trigger`, a
 * plain button that looks like the real one; the widget's module loads when the visitor points at it or
 * presses it, then replaces the stand-in — opened at once if it was pressed. Keyboard focus moves to the
 * real trigger when the stand-in had it.
 */
export function LoadOnIntent<P extends object>({
  load,
  props,
  trigger,
}: {
  load: () => Promise<ComponentType<P & OpenableProps>>;
  props: P;
  trigger: (handlers: IntentHandlers) => ReactNode;
}) {
  const [Loaded, setLoaded] = useState<ComponentType<P & OpenableProps> | null>(null);
  const [openRequested, setOpenRequested] = useState(false);
  const requested = useRef(false);
  const hadFocus = useRef(false);
  const box = useRef<HTMLSpanElement>(null);

  function fetchWidget() {
    if (requested.current) return;
    requested.current = true;
    load().then(
      (component) => {
        hadFocus.current = box.current?.contains(document.activeElement) ?? false;
        setLoaded(() => component);
      },
      () => {
        // Offline or a stale deploy: the stand-in stays; the next intent tries again.
        requested.current = false;
      },
    );
  }

  function requestOpen() {
    setOpenRequested(true);
    fetchWidget();
  }

  useEffect(() => {
    if (!Loaded || !hadFocus.current || openRequested) return;
    box.current?.querySelector<HTMLElement>('button, a, [tabindex]')?.focus();
  }, [Loaded, openRequested]);

  return (
    <span ref={box} className="contents">
      {Loaded ? (
        <Loaded {...props} defaultOpen={openRequested} />
      ) : (
        trigger({
          onPointerEnter: fetchWidget,
          onPointerDown: requestOpen,
          onKeyDown: (event) => {
            if (openingKeys.has(event.key)) requestOpen();
          },
          onClick: requestOpen,
        })
      )}
    </span>
  );
}
