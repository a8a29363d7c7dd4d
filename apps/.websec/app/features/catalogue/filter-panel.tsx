import type { Brand, Category, SubCategory } from '@shop/shared/catalogue.types';
import { Check } from 'lucide-react';
import { type FormEvent, type ReactNode, useId } from 'react';
import { Link, useNavigate } from 'react-router';
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
} from './filter-state';

interface FilterPanelProps {
  basePath: string;
  state: FilterState;
  categories: Category[];
  subCategories: SubCategory[];
  brands: Brand[];
}

/** Brands listed before the rest fold away behind "Show all brands". */
const BRANDS_SHOWN = 8;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-b border-line py-4 first:pt-0 last:border-b-0">
      <h2 id={id} className="mb-2 text-sm font-bold tracking-wide text-ink uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One choice in a list: a link to the state it leads to, marked when it is the current one. */
function Choice({
  to,
  selected,
  children,
  box = false,
}: {
  to: string;
  selected: boolean;
  children: ReactNode;
  box?: boolean;
}) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={selected ? 'true' : undefined}
      className={`flex items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-surface-sunk ${selected ? 'font-semibold text-ink' : 'text-ink-soft'}`}
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
      {selected ? <span className="sr-only">(selected)</span> : null}
    </Link>
  );
}

/**
 * The listing's filters (spec §2, §4). Categories, sub-categories, brands and highlights are links built by
 * the selection rules, so they work without scripts and every choice is a history entry; the price range
 * is a GET form that scripts turn into the same kind of navigation.
 */
export function FilterPanel({ basePath, state, categories, subCategories, brands }: FilterPanelProps) {
  const navigate = useNavigate();
  const priceId = useId();
  const href = (next: FilterState) => filterHref(basePath, next);

  const chosenSub = subCategories.find((sub) => sub.slug === state.subCategory);
  const parentSlugs = state.categories.length > 0 ? state.categories : chosenSub ? [chosenSub.cat_slug] : [];
  const visibleSubs = subCategories.filter((sub) => parentSlugs.includes(sub.cat_slug));

  const shownBrands = brands.slice(0, BRANDS_SHOWN);
  const moreBrands = brands.slice(BRANDS_SHOWN);
  const brandItem = (brand: Brand) => (
    <li key={brand.slug}>
      <Choice to={href(toggleBrand(state, brand.slug))} selected={state.brands.includes(brand.slug)} box>
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
          {categories.map((category) => (
            <li key={category.cat_slug}>
              <Choice
                to={href(selectCategory(state, category.cat_slug))}
                selected={state.categories.includes(category.cat_slug)}
              >
                {category.cat_name}
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
                >
                  {sub.subcat_name}
                </Choice>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {brands.length > 0 ? (
        <Section title="Brands">
          <ul>{shownBrands.map(brandItem)}</ul>
          {moreBrands.length > 0 ? (
            <details
              className="group"
              open={moreBrands.some((brand) => state.brands.includes(brand.slug)) || undefined}
            >
              <summary className="cursor-pointer list-none rounded px-2 py-1.5 text-sm font-semibold text-accent-ink hover:underline">
                <span className="group-open:hidden">Show all {brands.length} brands</span>
                <span className="hidden group-open:inline">Show fewer brands</span>
              </summary>
              <ul>{moreBrands.map(brandItem)}</ul>
            </details>
          ) : null}
        </Section>
      ) : null}

      <Section title="Price">
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
  );
}
