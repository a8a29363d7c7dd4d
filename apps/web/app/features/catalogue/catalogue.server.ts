import type { FilteredProducts, ProductFacets, ShopProducts } from '@shop/shared/catalogue.contract';
import { type ProductCardData, toProductCard } from '../../components/ui/product-card';
import { type ApiFetch, isOk } from '../../lib/api.server';
import { apiFilterQuery, type FilterState } from './filter-state';

export interface ListingResult {
  products: ProductCardData[];
  count: number;
  /** Counts of the values present in the result (null when the answer failed). */
  facets: ProductFacets | null;
  /** The facet counts cover only the first matches of a very large result (`facetsExhaustive: false`). */
  facetsApproximate: boolean;
  failed: boolean;
  /** The corrected search text when it finds more (search listings only). */
  didYouMean: string | null;
}

/** `GET /api/products/filter` for a listing state, trimmed to what cards show. */
export async function loadListing(api: ApiFetch, state: FilterState): Promise<ListingResult> {
  const response = await api<FilteredProducts>(`/api/products/filter?${apiFilterQuery(state)}`);
  if (!isOk(response))
    return {
      products: [],
      count: 0,
      facets: null,
      facetsApproximate: false,
      failed: true,
      didYouMean: null,
    };
  return {
    products: response.body.filteredProducts.map(toProductCard),
    count: response.body.count,
    facets: response.body.facets ?? null,
    facetsApproximate: response.body.facetsExhaustive === false,
    failed: false,
    didYouMean: response.body.didYouMean ?? null,
  };
}

export type ShopListing =
  | { status: 'not_found' }
  | { status: 'failed' }
  | ({ status: 'ok'; seller: ShopProducts['sellerData'] } & ListingResult);

/** `GET /api/products/filter-by-shop/{shop}` for a listing state. */
export async function loadShopListing(api: ApiFetch, shop: string, state: FilterState): Promise<ShopListing> {
  const response = await api<ShopProducts>(
    `/api/products/filter-by-shop/${encodeURIComponent(shop)}?${apiFilterQuery(state)}`,
  );
  // The listing state is already sanitised, so a 400 means a malformed shop name: as unknown as a missing one.
  if (response.status === 404 || response.status === 400) return { status: 'not_found' };
  if (!isOk(response)) return { status: 'failed' };
  return {
    status: 'ok',
    seller: response.body.sellerData,
    products: response.body.filteredProducts.map(toProductCard),
    count: response.body.count,
    facets: response.body.facets ?? null,
    facetsApproximate: response.body.facetsExhaustive === false,
    failed: false,
    didYouMean: null,
  };
}
