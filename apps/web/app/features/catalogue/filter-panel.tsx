import type { FacetValue, ProductFacets } from '@shop/shared/catalogue.contract';
import type { Brand, Category, SubCategory } from '@shop/shared/catalogue.types';
import { formatDollars } from '@shop/shared/money';
import { Check } from 'lucide-react';
import { createContext, type FormEvent, type ReactNode, useContext, useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { countOf } from '../../lib/plural';
import { FilterHiddenFields } from './filter-fields';
import {
  type FilterState,
  filterHref,
  highlightOptions,
  PRICE_MAX_DEFAULT,
  PRICE_MIN_DEFAULT,
  selectCategory,
  selectSubCategory,
  setHighlight,
  setPriceRange,
  toggleBrand,
  toggleRating,
} from './filter-state';

interface FilterPanelProps {
  basePath: string;
  state: FilterState;
  categories: Category[];
  subCategories: SubCategory[];
  brands: Brand[];
  /**
   * Counts of the values present in the result (`facets=true`): the panel then lists only those, with
   * their counts. Without them (the answer failed) it falls back to every active value, uncounted.
   */
  facets?: ProductFacets | null;
  /**
   * The listing counted only its first matches (`facetsExhaustive: false` on a very large result): each
   * count is then at least what it says, shown "120+".
   */
  countsAreLowerBounds?: boolean;
}

/** Whether the panel's counts are lower bounds (see `countsAreLowerBounds`). */
const LowerBounds = createContext(false);

/** Brands listed before the rest fold away behind "Show all brands". */
const BRANDS_SHOWN = 8;

/** A group of choices that folds away (`<details>`, so it works without scripts); open by default. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <details open className="group/section border-b border-line py-4 first:pt-0 last:border-b-0">
      <summary className="mb-2 flex cursor-pointer list-none items-center justify-between">
        <h2 id={id} className="text-sm font-bold tracking-wide text-ink uppercase">
          {title}
        </h2>
        <span aria-hidden="true" className="text-muted group-open/section:rotate-180">
          ▾
        </span>
      </summary>
      <section aria-labelledby={id}>{children}</section>
    </details>
  );
}

/** One choice in a list: a link to the state it leads to, marked when it is the current one. */
function Choice({
  to,
  selected,
  children,
  count,
  box = false,
}: {
  to: string;
  selected: boolean;
  children: ReactNode;
  /** Matches this choice gives, when the listing counted them. */
  count?: number | undefined;
  box?: boolean;
}) {
  const lowerBound = useContext(LowerBounds);
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={selected ? 'true' : undefined}
      className={`flex items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-surface-sunk mobile:min-h-11 ${selected ? 'font-semibold text-ink' : 'text-ink-soft'}`}
    >
      {box ? (
        <span
          aria-hidden="true"
          className={`flex size-4 shrink-0 items-center justify-center rounded-sm border ${selected ? 'border-ink bg-ink text-white' : 'border-muted bg-white'}`}
        >
          {selected ? <Check className="size-3" strokeWidth={3} /> : null}
        </span>
      ) : (
        <span
          aria-hidden="true"
          className={`size-2 shrink-0 rounded-full ${selected ? 'bg-accent-strong' : 'bg-transparent'}`}
        />
      )}
      <span className="min-w-0 flex-1 truncate">{children}</span>
      {count !== undefined ? (
        <span className="text-xs text-muted tabular-nums">
          <span aria-hidden="true">{`${count.toLocaleString('en-US')}${lowerBound ? '+' : ''}`}</span>
          <span className="sr-only">
            {lowerBound ? `at least ${countOf(count, 'product')}` : countOf(count, 'product')}
          </span>
        </span>
      ) : null}
      {selected ? <span className="sr-only">(selected)</span> : null}
    </Link>
  );
}

/**
 * The listing's filters (product rules §2, §4). Categories, sub-categories, brands and highlights are links built by
 * the selection rules, so they work without scripts and every choice is a history entry; the price range
 * is a GET form that scripts turn into the same kind of navigation.
 */
export function FilterPanel({
  basePath,
  state,
  categories,
  subCategories,
  brands,
  facets,
  countsAreLowerBounds = false,
}: FilterPanelProps) {
  const navigate = useNavigate();
  const priceId = useId();
  const href = (next: FilterState) => filterHref(basePath, next);
  const lists = choicesOf({ categories, subCategories, brands, facets, chosenBrands: state.brands });

  const chosenSub = subCategories.find((sub) => sub.slug === state.subCategory);
  const parentSlugs = state.categories.length > 0 ? state.categories : chosenSub ? [chosenSub.cat_slug] : [];
  const parentOf = new Map(subCategories.map((sub) => [sub.slug, sub.cat_slug]));
  const visibleSubs = lists.subCategories.filter((sub) => parentSlugs.includes(parentOf.get(sub.slug) ?? ''));

  const shownBrands = lists.brands.slice(0, BRANDS_SHOWN);
  const moreBrands = lists.brands.slice(BRANDS_SHOWN);
  const brandItem = (brand: Counted) => (
    <li key={brand.slug}>
      <Choice
        to={href(toggleBrand(state, brand.slug))}
        selected={state.brands.includes(brand.slug)}
        count={brand.count}
        box
      >
        {brand.name}
      </Choice>
    </li>
  );

  function onPriceSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    navigate(href(setPriceRange(state, String(data.get('min') ?? ''), String(data.get('max') ?? ''))), {
      preventScrollReset: true,
    });
  }

  return (
    <LowerBounds.Provider value={countsAreLowerBounds}>
      <div>
        <Section title="Categories">
          <ul>
            <li>
              <Choice
                to={href({ ...state, categories: [], subCategory: null, page: 1 })}
                selected={state.categories.length === 0 && !state.subCategory}
              >
                All categories
              </Choice>
            </li>
            {lists.categories.map((category) => (
              <li key={category.slug}>
                <Choice
                  to={href(selectCategory(state, category.slug))}
                  selected={state.categories.includes(category.slug) || parentSlugs.includes(category.slug)}
                  count={category.count}
                >
                  {category.name}
                </Choice>
              </li>
            ))}
          </ul>
        </Section>

        {visibleSubs.length > 0 ? (
          <Section title="Sub-categories">
            <ul>
              {visibleSubs.map((sub) => (
                <li key={sub.slug}>
                  <Choice
                    to={href(selectSubCategory(state, sub.slug))}
                    selected={state.subCategory === sub.slug}
                    count={sub.count}
                  >
                    {sub.name}
                  </Choice>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        {lists.brands.length > 0 ? (
          <Section title="Brands">
            <ul>{shownBrands.map(brandItem)}</ul>
            {moreBrands.length > 0 ? (
              <details
                className="group"
                open={moreBrands.some((brand) => state.brands.includes(brand.slug)) || undefined}
              >
                <summary className="cursor-pointer list-none rounded px-2 py-1.5 text-sm font-semibold text-accent-ink hover:underline">
                  <span className="group-open:hidden">Show all {lists.brands.length} brands</span>
                  <span className="hidden group-open:inline">Show fewer brands</span>
                </summary>
                <ul>{moreBrands.map(brandItem)}</ul>
              </details>
            ) : null}
          </Section>
        ) : null}

        {facets && facets.ratings.length > 0 ? (
          <Section title="Rating">
            <ul>
              {facets.ratings.map((bucket) => (
                <li key={bucket.slug}>
                  <Choice
                    to={href(toggleRating(state, Number(bucket.slug)))}
                    selected={state.rating === Number(bucket.slug)}
                    count={bucket.count}
                    box
                  >
                    {bucket.name}
                  </Choice>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        <Section title="Price">
          {facets?.price.min != null && facets.price.max != null ? (
            <p className="mb-2 px-2 text-xs text-muted">
              Prices here: {formatDollars(facets.price.min)} – {formatDollars(facets.price.max)}
            </p>
          ) : null}
          <form method="get" action={basePath} onSubmit={onPriceSubmit} className="px-2">
            <FilterHiddenFields state={state} omit={['min', 'max']} />
            <div className="flex items-end gap-2">
              <div className="min-w-0 flex-1">
                <label htmlFor={`${priceId}-min`} className="block text-xs font-medium text-muted">
                  Min ($)
                </label>
                <input
                  id={`${priceId}-min`}
                  key={`min-${state.min}`}
                  name="min"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  defaultValue={state.min ?? PRICE_MIN_DEFAULT}
                  className="mt-1 w-full rounded border border-muted px-2 py-1.5 text-sm"
                />
              </div>
              <span aria-hidden="true" className="pb-2 text-muted">
                –
              </span>
              <div className="min-w-0 flex-1">
                <label htmlFor={`${priceId}-max`} className="block text-xs font-medium text-muted">
                  Max ($)
                </label>
                <input
                  id={`${priceId}-max`}
                  key={`max-${state.max}`}
                  name="max"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  defaultValue={state.max ?? PRICE_MAX_DEFAULT}
                  className="mt-1 w-full rounded border border-muted px-2 py-1.5 text-sm"
                />
              </div>
            </div>
            <button
              type="submit"
              className="mt-3 w-full rounded-card bg-ink px-3 py-2 text-sm font-semibold text-white hover:bg-ink-soft"
            >
              Apply price
            </button>
          </form>
        </Section>

        <Section title="Highlights">
          <ul>
            <li>
              <Choice to={href(setHighlight(state, null))} selected={state.highlight === null}>
                Any
              </Choice>
            </li>
            {highlightOptions.map((option) => (
              <li key={option.value}>
                <Choice
                  to={href(setHighlight(state, option.value))}
                  selected={state.highlight === option.value}
                >
                  {option.label}
                </Choice>
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </LowerBounds.Provider>
  );
}

/** A choice of the panel: what it filters by, its label and, when counted, its matches. */
interface Counted {
  slug: string;
  name: string;
  count?: number;
}

const uncounted = (slug: string, name: string): Counted => ({ slug, name });
const counted = (value: FacetValue): Counted => value;

/**
 * What each list offers: the values the result holds, with counts, when the listing counted them; every
 * active value otherwise. A chosen brand the result no longer holds stays listed, so it can be unticked.
 */
function choicesOf(input: {
  categories: Category[];
  subCategories: SubCategory[];
  brands: Brand[];
  facets: ProductFacets | null | undefined;
  chosenBrands: string[];
}): { categories: Counted[]; subCategories: Counted[]; brands: Counted[] } {
  const { facets } = input;
  if (!facets) {
    return {
      categories: input.categories.map((c) => uncounted(c.cat_slug, c.cat_name)),
      subCategories: input.subCategories.map((s) => uncounted(s.slug, s.subcat_name)),
      brands: input.brands.map((b) => uncounted(b.slug, b.name)),
    };
  }
  const brands = facets.brands.map(counted);
  for (const slug of input.chosenBrands) {
    const brand = input.brands.find((b) => b.slug === slug);
    if (brand && !brands.some((b) => b.slug === slug)) brands.push({ slug, name: brand.name, count: 0 });
  }
  return {
    categories: facets.categories.map(counted),
    subCategories: facets.subCategories.map(counted),
    brands,
  };
}
