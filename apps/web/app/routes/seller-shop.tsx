import { SlidersHorizontal } from 'lucide-react';
import { data } from 'react-router';
import { ActiveFilters } from '../features/catalogue/active-filters';
import { loadShopListing } from '../features/catalogue/catalogue.server';
import { FilterPanel } from '../features/catalogue/filter-panel';
import {
  canonicalFilterState,
  filterHref,
  hasFilters,
  parseFilterState,
} from '../features/catalogue/filter-state';
import { ListingSearchForm } from '../features/catalogue/listing-search-form';
import { ProductResults } from '../features/catalogue/product-results';
import { ShopHeader } from '../features/sellers/shop-header';
import { absoluteUrl, canonicalUrl, seoMeta } from '../features/seo/seo-meta';
import { apiFor } from '../lib/api.server';
import { useShellData } from '../lib/shell-data';
import { SHOP_NAME } from '../lib/site';
import type { Route } from './+types/seller-shop';

/** A seller's shop: its header and its products with the same filters as /products. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const state = parseFilterState(url.searchParams);
  const listing = await loadShopListing(apiFor(context, request), params.shop, state);
  if (listing.status === 'not_found') throw data(null, { status: 404, statusText: 'Not Found' });
  if (listing.status === 'failed') throw data(null, { status: 503, statusText: 'Service Unavailable' });
  const basePath = `/sellers/${encodeURIComponent(listing.seller.shop.shop_slug)}`;
  return {
    ...listing,
    state,
    basePath,
    canonical: canonicalUrl(request, filterHref(basePath, canonicalFilterState(state))),
    image: absoluteUrl(url.origin, listing.seller.shop.shop_cover),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { shop } = loaderData.seller;
  return seoMeta({
    title: shop.shop_name,
    description:
      shop.description ||
      `${shop.shop_name} on ${SHOP_NAME}: browse the shop's products, ratings and contacts.`,
    url: loaderData.canonical,
    image: loaderData.image,
    noindex: loaderData.state.search !== '',
  });
};

export default function SellerShopPage({ loaderData }: Route.ComponentProps) {
  const { seller, state, basePath, products, count, failed, facets, facetsApproximate } = loaderData;
  const shell = useShellData();
  const lists = { categories: shell.categories, subCategories: shell.subCategories, brands: shell.brands };
  const unfiltered = !hasFilters(state);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <ShopHeader seller={seller} productCount={unfiltered && !failed ? count : null} />
      <div className="mt-8 mb-6 flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
          Products of {seller.shop.shop_name}
        </h2>
        <ListingSearchForm basePath={basePath} state={state} label={`Search ${seller.shop.shop_name}`} />
      </div>
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label="Filters" className="hidden lg:block">
          <FilterPanel
            basePath={basePath}
            state={state}
            {...lists}
            facets={facets}
            countsAreLowerBounds={facetsApproximate}
          />
        </aside>
        <details className="group mb-4 rounded-card border border-line lg:hidden">
          <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-semibold">
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Filters
            {hasFilters(state) ? <span className="text-muted">(in use)</span> : null}
          </summary>
          <div className="border-t border-line p-4">
            <FilterPanel
              basePath={basePath}
              state={state}
              {...lists}
              facets={facets}
              countsAreLowerBounds={facetsApproximate}
            />
          </div>
        </details>
        <ProductResults
          basePath={basePath}
          state={state}
          products={products}
          count={count}
          failed={failed}
          filters={<ActiveFilters basePath={basePath} state={state} {...lists} />}
        />
      </div>
    </div>
  );
}
