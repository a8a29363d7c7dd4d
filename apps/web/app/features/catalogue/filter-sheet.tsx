import { SlidersHorizontal, X } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useRef } from 'react';
import { useLocation } from 'react-router';
import { countOf } from '../../lib/plural';

/**
 * The listing's filters below the wide layout: a disclosure ("Filters") that, on phones, opens as a
 * full-height sheet with its own scroll and a "Show N results" button following the live count. Choices are
 * links, so the sheet stays open while the shopper picks several. Without scripts the close controls reload
 * the current results (which opens with the sheet closed); with scripts they just close it.
 */
export function FilterSheet({
  inUse,
  count,
  children,
}: {
  inUse: boolean;
  count: number;
  children: ReactNode;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  const here = pathname + search;

  function close(event: MouseEvent) {
    const element = details.current;
    if (!element) return;
    event.preventDefault();
    element.open = false;
    element.querySelector('summary')?.focus();
  }

  function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== 'Escape' || !details.current?.open) return;
    details.current.open = false;
    details.current.querySelector('summary')?.focus();
  }

  return (
    <details
      ref={details}
      onKeyDown={closeOnEscape}
      className="group mb-4 rounded-card border border-line lg:hidden"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-semibold">
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Filters
        {inUse ? <span className="text-muted">(in use)</span> : null}
      </summary>
      <div className="border-t border-line p-4 mobile:fixed mobile:inset-0 mobile:z-50 mobile:flex mobile:flex-col mobile:border-0 mobile:bg-white mobile:p-0">
        <div className="hidden h-14 shrink-0 items-center justify-between border-b border-line pr-1 pl-4 mobile:flex">
          <p className="text-base font-bold">Filters</p>
          <a
            href={here}
            onClick={close}
            aria-label="Close filters"
            className="flex size-11 items-center justify-center rounded-full hover:bg-surface-sunk"
          >
            <X aria-hidden="true" className="size-5" />
          </a>
        </div>
        <div className="mobile:flex-1 mobile:overflow-y-auto mobile:p-4">{children}</div>
        <div className="hidden shrink-0 border-t border-line p-3 mobile:block">
          <a
            href={here}
            onClick={close}
            className="flex min-h-11 w-full items-center justify-center rounded-card bg-ink px-4 py-2.5 text-sm font-bold text-white hover:bg-ink-soft"
          >
            Show {countOf(count, 'result')}
          </a>
        </div>
      </div>
    </details>
  );
}
