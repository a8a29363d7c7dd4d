import type { NoResultsHelp } from '@shop/shared/search.contract';
import { type ProductCardData, toProductCard } from '../../components/ui/product-card';
import { type ApiFetch, isOk } from '../../lib/api.server';

export interface NoResultsHelpData {
  categories: NoResultsHelp['categories'];
  products: ProductCardData[];
}

/** `GET /api/search/no-results` for a search that found nothing; null when it fails (the page still works). */
export async function loadNoResultsHelp(api: ApiFetch, search: string): Promise<NoResultsHelpData | null> {
  const response = await api<NoResultsHelp>(`/api/search/no-results?q=${encodeURIComponent(search)}`);
  if (!isOk(response)) return null;
  return { categories: response.body.categories, products: response.body.products.map(toProductCard) };
}
