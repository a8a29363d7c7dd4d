import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { ProductCard, type ProductCardData } from '../../components/ui/product-card';
import { countOf } from '../../lib/plural';
import {
  clearAllFilters,
  type FilterState,
  filterHref,
  goToPage,
  hasFilters,
  MAX_PAGE,
  PAGE_SIZE,
} from './filter-state';
import { SortForm } from './sort-form';

/** Cards in the first row or two load at once; the rest lazily. */
const EAGER_CARDS = 4;
const COUNT_CAP = 10_000;

export function resultCountText(count: number): string {
  if (count >= COUNT_CAP) return `${COUNT_CAP.toLocaleString('en-US')}+ products`;
  return countOf(count, 'product');
}

/** Result count, sort, the grid of cards, pagination, and the empty and failure states. */
export function ProductResults({
  basePath,
  state,
  products,
  count,
  failed,
  filters,
}: {
  basePath: string;
  state: FilterState;
  products: ProductCardData[];
  count: number;
  failed: boolean;
  /** The chips of the filters in force, rendered under the toolbar. */
  filters?: ReactNode;
}) {
  const pages = Math.min(Math.ceil(count / PAGE_SIZE), MAX_PAGE);
  const first = (state.page - 1) * PAGE_SIZE + 1;
  const last = first + products.length - 1;

  return (
    <section aria-labelledby="results-heading">
      <h2 id="results-heading" className="sr-only">
        Results
      </h2>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted">
          {failed ? (
            'Products could not be loaded.'
          ) : products.length > 0 ? (
            <>
              Showing {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of{' '}
              <strong className="text-ink">{resultCountText(count)}</strong>
            </>
          ) : (
            <strong className="text-ink">{resultCountText(count)}</strong>
          )}
        </p>
        <SortForm basePath={basePath} state={state} />
      </div>
      {filters}
      {failed ? (
        <EmptyState title="Something went wrong">
          The products could not be loaded. Please try again in a moment.
        </EmptyState>
      ) : products.length === 0 ? (
        <EmptyState title="No products found" icon={<SearchX className="size-10" />}>
          {state.page > 1 && count > 0 ? (
            <Link
              to={filterHref(basePath, goToPage(state, 1))}
              className="font-semibold text-accent-ink underline"
            >
              Back to the first page
            </Link>
          ) : hasFilters(state) ? (
            <>
              Try fewer filters or another word.{' '}
              <Link
                to={filterHref(basePath, clearAllFilters(state))}
                className="font-semibold text-accent-ink underline"
              >
                Clear all filters
              </Link>
            </>
          ) : (
            'Nothing is listed here yet.'
          )}
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4">
          {products.map((product, index) => (
            <li key={product.slug}>
              <ProductCard product={product} eager={index < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        current={state.page}
        total={pages}
        hrefFor={(page) => filterHref(basePath, goToPage(state, page))}
        label="Result pages"
      />
    </section>
  );
}
