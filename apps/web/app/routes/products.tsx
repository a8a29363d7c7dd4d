import { PageTitle } from '../components/ui/page-title';
import { ActiveFilters } from '../features/catalogue/active-filters';
import { loadListing } from '../features/catalogue/catalogue.server';
import { FilterPanel } from '../features/catalogue/filter-panel';
import { FilterSheet } from '../features/catalogue/filter-sheet';
import {
  canonicalFilterState,
  filterHref,
  hasFilters,
  parseFilterState,
} from '../features/catalogue/filter-state';
import { ListingBreadcrumb, listingTrail } from '../features/catalogue/listing-breadcrumb';
import { listingDescription, listingTitle } from '../features/catalogue/listing-title';
import { ProductResults } from '../features/catalogue/product-results';
import { DidYouMean } from '../features/search/did-you-mean';
import { NoResultsHelp } from '../features/search/no-results-help';
import { loadNoResultsHelp } from '../features/search/search.server';
import { breadcrumbJsonLd } from '../features/seo/breadcrumb-json-ld';
import { canonicalUrl, seoMeta } from '../features/seo/seo-meta';
import { apiFor } from '../lib/api.server';
import { emptyShellData, type ShellData, useShellData } from '../lib/shell-data';
import type { Route } from './+types/products';

const BASE_PATH = '/products';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const state = parseFilterState(url.searchParams);
  const api = apiFor(context, request);
  const listing = await loadListing(api, state);
  // A search that found nothing offers the nearest categories and popular products instead.
  const noResultsHelp =
    state.search !== '' && !listing.failed && listing.count === 0
      ? await loadNoResultsHelp(api, state.search)
      : null;
  return {
    state,
    ...listing,
    noResultsHelp,
    canonical: canonicalUrl(request, filterHref(BASE_PATH, canonicalFilterState(state))),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const shell =
    (matches.find((match) => match?.id === 'root')?.data as ShellData | undefined) ?? emptyShellData;
  const title = listingTitle(loaderData.state, shell);
  // A category or sub-category page tells search engines where it sits, as its visible breadcrumb does.
  const trail = loaderData.state.search
    ? null
    : listingTrail(loaderData.state, shell.categories, shell.subCategories);
  return [
    ...seoMeta({
      title: loaderData.state.page > 1 ? `${title} (page ${loaderData.state.page})` : title,
      description: listingDescription(title, loaderData.count),
      url: loaderData.canonical,
      // Free-text result pages are endless and thin; categories, brands and highlights are worth indexing.
      noindex: loaderData.state.search !== '' || loaderData.count === 0,
    }),
    ...(trail ? [{ 'script:ld+json': breadcrumbJsonLd(new URL(loaderData.canonical).origin, trail) }] : []),
  ];
};

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { state, products, count, failed, facets, facetsApproximate, didYouMean, noResultsHelp } = loaderData;
  const shell = useShellData();
  const title = listingTitle(state, shell);
  const lists = { categories: shell.categories, subCategories: shell.subCategories, brands: shell.brands };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      {state.search ? null : <ListingBreadcrumb state={state} {...lists} />}
      <PageTitle>{title}</PageTitle>
      <DidYouMean text={didYouMean} />
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label="Filters" className="hidden lg:block">
          <FilterPanel
            basePath={BASE_PATH}
            state={state}
            {...lists}
            facets={facets}
            countsAreLowerBounds={facetsApproximate}
          />
        </aside>
        <FilterSheet inUse={hasFilters(state)} count={count}>
          <FilterPanel
            basePath={BASE_PATH}
            state={state}
            {...lists}
            facets={facets}
            countsAreLowerBounds={facetsApproximate}
          />
        </FilterSheet>
        <ProductResults
          basePath={BASE_PATH}
          state={state}
          products={products}
          count={count}
          failed={failed}
          filters={<ActiveFilters basePath={BASE_PATH} state={state} {...lists} />}
        />
      </div>
      <NoResultsHelp help={noResultsHelp} />
    </div>
  );
}
