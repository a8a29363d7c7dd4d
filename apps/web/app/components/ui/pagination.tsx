import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

export type PageItem = number | 'gap';

/** Page numbers to show: the first, the last, and the current one with its neighbours; gaps between. */
export function pageItems(current: number, total: number, neighbours = 1): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const pages = new Set<number>([1, total]);
  for (let page = current - neighbours; page <= current + neighbours; page++) {
    if (page >= 1 && page <= total) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of sorted) {
    const previous = items[items.length - 1];
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}

const itemClass =
  'inline-flex h-10 min-w-10 mobile:h-11 mobile:min-w-11 items-center justify-center rounded-card border px-3 text-sm font-semibold';

/** Page links (they work without scripts); `hrefFor` builds each page's URL. */
export function Pagination({
  current,
  total,
  hrefFor,
  label = 'Pages',
}: {
  current: number;
  total: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (total <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          {current > 1 ? (
            <Link
              to={hrefFor(current - 1)}
              rel="prev"
              className={`${itemClass} border-line gap-1 hover:border-ink`}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span className="max-sm:sr-only">Previous</span>
            </Link>
          ) : null}
        </li>
        {pageItems(current, total).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                className={`${itemClass} ${item === current ? 'border-ink bg-ink text-white' : 'border-line hover:border-ink'}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < total ? (
            <Link
              to={hrefFor(current + 1)}
              rel="next"
              className={`${itemClass} border-line gap-1 hover:border-ink`}
            >
              <span className="max-sm:sr-only">Next</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
