import type { Category, SubCategory } from '@shop/shared/catalogue.types';

export interface CategoryBranch {
  category: Category;
  subCategories: SubCategory[];
}

/** Categories in their given order, each with its sub-categories (matched by `cat_slug`). */
export function categoryTree(categories: Category[], subCategories: SubCategory[]): CategoryBranch[] {
  const byCategory = new Map<string, SubCategory[]>();
  for (const sub of subCategories) {
    const bucket = byCategory.get(sub.cat_slug);
    if (bucket) bucket.push(sub);
    else byCategory.set(sub.cat_slug, [sub]);
  }
  return categories.map((category) => ({
    category,
    subCategories: byCategory.get(category.cat_slug) ?? [],
  }));
}
