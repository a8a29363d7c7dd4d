import { type ApiFetch, isOk } from '../../lib/api.server';
import type { Taxonomy } from './seller-types';

/** Active categories, sub-categories and brands for the product form. */
export async function loadTaxonomy(api: ApiFetch): Promise<Taxonomy> {
  const response = await api<Taxonomy>('/api/wo-user');
  if (!isOk(response)) return { categories: [], subCategories: [], brands: [] };
  return {
    categories: response.body.categories ?? [],
    subCategories: response.body.subCategories ?? [],
    brands: response.body.brands ?? [],
  };
}

/** A list query string from the page's URL, keeping only the given keys when set. */
export function listQuery(url: URL, keys: string[]): string {
  const query = new URLSearchParams();
  for (const key of keys) {
    const value = url.searchParams.get(key)?.trim();
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
