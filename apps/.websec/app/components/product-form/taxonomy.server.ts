import { type ApiFetch, isOk } from '../../lib/api.server';
import type { Taxonomy } from './product-form-types';

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
