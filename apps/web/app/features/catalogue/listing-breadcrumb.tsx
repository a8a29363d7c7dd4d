import { categoryProductsHref, subCategoryProductsHref } from '@shop/shared/catalogue.links';
import type { Category, SubCategory } from '@shop/shared/catalogue.types';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { FilterState } from './filter-state';

interface TrailStep {
  name: string;
  href: string;
}

/**
 * Where a category or sub-category listing sits: Home › Category › Sub-category (the last step is the page
 * itself). A sub-category page keeps its parent (the URL names only the sub-category). Null for a listing
 * that is not one category's (a search, several categories, a brand).
 */
export function listingTrail(
  state: FilterState,
  categories: Category[],
  subCategories: SubCategory[],
): TrailStep[] | null {
  const sub = subCategories.find((item) => item.slug === state.subCategory);
  const categorySlug = sub ? sub.cat_slug : state.categories.length === 1 ? state.categories[0] : undefined;
  const category = categories.find((item) => item.cat_slug === categorySlug);
  if (!category) return null;
  return [
    { name: 'Home', href: '/' },
    { name: category.cat_name, href: categoryProductsHref(category.cat_slug) },
    ...(sub ? [{ name: sub.subcat_name, href: subCategoryProductsHref(sub.slug) }] : []),
  ];
}

/** The trail as links; the page's own step is plain text marked as the current page. */
export function ListingBreadcrumb({
  state,
  categories,
  subCategories,
}: {
  state: FilterState;
  categories: Category[];
  subCategories: SubCategory[];
}) {
  const trail = listingTrail(state, categories, subCategories);
  if (!trail) return null;
  return (
    <nav aria-label="Breadcrumb" className="mb-3 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((step, index) => (
          <li key={step.href} className="flex items-center gap-1">
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-3.5" /> : null}
            {index === trail.length - 1 ? (
              <span aria-current="page" className="text-ink">
                {step.name}
              </span>
            ) : (
              <Link to={step.href} className="hover:text-ink hover:underline">
                {step.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
