import { SlidersHorizontal } from 'lucide-react';
import { PageTitle } from '../components/ui/page-title';
import { ActiveFilters } from '../features/catalogue/active-filters';
import { loadListing } from '../features/catalogue/catalogue.server';
import { FilterPanel } from '../features/catalogue/filter-panel';
import {
  canonicalFilterState,
  filterHref,
  hasFilters,
  parseFilterState,
} from '../features/catalogue/filter-state';
import { listingDescription, listingTitle } from '../features/catalogue/listing-title';
import { ProductResults } from '../features/catalogue/product-results';
import { canonicalUrl, seoMeta } from '../features/seo/seo-meta';
import { apiFor } from '../lib/api.server';
import { emptyShellData, type ShellData, useShellData } from '../lib/shell-data';
import type { Route } from './+types/products';

const BASE_PATH = '/products';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const state = parseFilterState(url.searchParams);
  const listing = await loadListing(apiFor(context, request), state);
  return {
    state,
    ...listing,
    canonical: canonicalUrl(request, filterHref(BASE_PATH, canonicalFilterState(state))),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const shell =
    (matches.find((match) => match?.id === 'root')?.data as ShellData | undefined) ?? emptyShellData;
  const title = listingTitle(loaderData.state, shell);
  return seoMeta({
    title: loaderData.state.page > 1 ? `${title} (page ${loaderData.state.page})` : title,
    description: listingDescription(title, loaderData.count),
    url: loaderData.canonical,
    // Free-text result pages are endless and thin; categories, brands and highlights are worth indexing.
    noindex: loaderData.state.search !== '' || loaderData.count === 0,
  });
};

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { state, products, count, failed } = loaderData;
  const shell = useShellData();
  const title = listingTitle(state, shell);
  const lists = { categories: shell.categories, subCategories: shell.subCategories, brands: shell.brands };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <PageTitle>{title}</PageTitle>
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label="Filters" className="hidden lg:block">
          <FilterPanel basePath={BASE_PATH} state={state} {...lists} />
        </aside>
        <details className="group mb-4 rounded-card border border-line lg:hidden">
          <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-semibold">
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Filters
            {hasFilters(state) ? <span className="text-muted">(in use)</span> : null}
          </summary>
          <div className="border-t border-line p-4">
            <FilterPanel basePath={BASE_PATH} state={state} {...lists} />
          </div>
        </details>
        <ProductResults
          basePath={BASE_PATH}
          state={state}
          products={products}
          count={count}
          failed={failed}
          filters={<ActiveFilters basePath={BASE_PATH} state={state} {...lists} />}
        />
      </div>
    </div>
  );
}
