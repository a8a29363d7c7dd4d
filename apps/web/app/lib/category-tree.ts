import type { Category, SubCategory } from '@shop/shared/catalogue.types';

export interface CategoryBranch {
  category: Category;
  subCategories: SubCategory[];
}

/**
 * Whether a menu lists this category or sub-category: the site data says `has_products: false` for one with
 * nothing to show (empty categories stay out of the shop's menus); data without the flag is listed.
 */
export const listedInMenus = (item: { has_products?: boolean }) => item.has_products !== false;

/**
 * The menus' categories in their given order, each with its sub-categories (matched by `cat_slug`); empty
 * ones are left out.
 */
export function categoryTree(categories: Category[], subCategories: SubCategory[]): CategoryBranch[] {
  const byCategory = new Map<string, SubCategory[]>();
  for (const sub of subCategories.filter(listedInMenus)) {
    const bucket = byCategory.get(sub.cat_slug);
    if (bucket) bucket.push(sub);
    else byCategory.set(sub.cat_slug, [sub]);
  }
  return categories.filter(listedInMenus).map((category) => ({
    category,
    subCategories: byCategory.get(category.cat_slug) ?? [],
  }));
}
