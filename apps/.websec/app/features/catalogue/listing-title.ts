import type { Brand, Category, SubCategory } from '@shop/shared/catalogue.types';
import { SHOP_NAME } from '../../lib/site';
import { type FilterState, highlightOptions } from './filter-state';

interface Names {
  categories: Category[];
  subCategories: SubCategory[];
  brands: Brand[];
}

/** The listing's heading: what was searched for, or the narrowest thing chosen. */
export function listingTitle(state: FilterState, names: Names): string {
  if (state.search) return `Results for “${state.search}”`;
  const sub = names.subCategories.find((item) => item.slug === state.subCategory);
  if (sub) return sub.subcat_name;
  if (state.categories.length === 1) {
    const category = names.categories.find((item) => item.cat_slug === state.categories[0]);
    if (category) return category.cat_name;
  }
  if (state.brands.length === 1 && state.categories.length === 0) {
    const brand = names.brands.find((item) => item.slug === state.brands[0]);
    if (brand) return brand.name;
  }
  const highlight = highlightOptions.find((option) => option.value === state.highlight);
  if (highlight) return highlight.label;
  return 'All products';
}

export function listingDescription(title: string, count: number): string {
  if (title === 'All products') {
    return `Shop ${count.toLocaleString('en-US')} products from independent sellers at ${SHOP_NAME}: compare prices, offers and ratings, with returns within 30 days.`;
  }
  return `${title} at ${SHOP_NAME}: ${count.toLocaleString('en-US')} products from independent sellers, with prices in dollars and returns within 30 days.`;
}
