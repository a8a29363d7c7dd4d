import type { Brand, Category, SubCategory } from '@shop/shared/catalogue.types';
import { formatDollars } from '@shop/shared/money';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import {
  clearAllFilters,
  clearFilter,
  type FilterState,
  filterHref,
  hasFilters,
  highlightOptions,
  PRICE_MAX_DEFAULT,
  PRICE_MIN_DEFAULT,
  toggleBrand,
} from './filter-state';

interface Chip {
  label: string;
  to: string;
}

/** The filters in force as removable chips, and a "Clear all" link. */
export function ActiveFilters({
  basePath,
  state,
  categories,
  subCategories,
  brands,
}: {
  basePath: string;
  state: FilterState;
  categories: Category[];
  subCategories: SubCategory[];
  brands: Brand[];
}) {
  if (!hasFilters(state)) return null;
  const href = (next: FilterState) => filterHref(basePath, next);
  const name = <T,>(list: T[], key: (item: T) => string, label: (item: T) => string, slug: string) => {
    const found = list.find((item) => key(item) === slug);
    return found ? label(found) : slug;
  };

  const chips: Chip[] = [];
  if (state.search) chips.push({ label: `“${state.search}”`, to: href(clearFilter(state, 'search')) });
  for (const slug of state.categories) {
    chips.push({
      label: name(
        categories,
        (c) => c.cat_slug,
        (c) => c.cat_name,
        slug,
      ),
      to: href({ ...state, categories: state.categories.filter((s) => s !== slug), page: 1 }),
    });
  }
  if (state.subCategory) {
    chips.push({
      label: name(
        subCategories,
        (s) => s.slug,
        (s) => s.subcat_name,
        state.subCategory,
      ),
      to: href(clearFilter(state, 'subCategory')),
    });
  }
  for (const slug of state.brands) {
    chips.push({
      label: name(
        brands,
        (b) => b.slug,
        (b) => b.name,
        slug,
      ),
      to: href(toggleBrand(state, slug)),
    });
  }
  if (state.highlight) {
    const option = highlightOptions.find((o) => o.value === state.highlight);
    chips.push({ label: option?.label ?? state.highlight, to: href(clearFilter(state, 'highlight')) });
  }
  if (state.rating !== null) {
    chips.push({ label: `${state.rating}★ & up`, to: href(clearFilter(state, 'rating')) });
  }
  if (state.min !== null || state.max !== null) {
    chips.push({
      label: `${formatDollars(state.min ?? PRICE_MIN_DEFAULT)} – ${formatDollars(state.max ?? PRICE_MAX_DEFAULT)}`,
      to: href(clearFilter(state, 'price')),
    });
  }

  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <span className="sr-only">Filters in use:</span>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.to + chip.label}>
            <Link
              to={chip.to}
              preventScrollReset
              className="inline-flex items-center gap-1 rounded-full border border-line bg-surface px-3 py-1 text-sm text-ink hover:border-ink"
            >
              {chip.label}
              <X aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(remove filter)</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={href(clearAllFilters(state))} className="text-sm font-semibold text-accent-ink underline">
        Clear all
      </Link>
    </div>
  );
}
