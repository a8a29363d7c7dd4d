import type { CategoryEntry } from '@shop/shared/catalogue.contract';
import { categoryProductsHref } from '@shop/shared/catalogue.links';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { SectionHeading } from '../../components/ui/section-heading';

/** Popular categories: round pictures with names, six across. */
export function PopularCategories({ entries }: { entries: CategoryEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="popular-categories-heading" className="mt-12">
      <SectionHeading
        id="popular-categories-heading"
        link={{ to: '/products?highlight=popular_category', label: 'Popular products' }}
      >
        Popular categories
      </SectionHeading>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-6">
        {entries.map(({ slug, categoriesData: category }) => (
          <li key={slug}>
            <Link
              to={categoryProductsHref(category.cat_slug)}
              className="group flex h-full flex-col items-center gap-2 rounded-card border border-line bg-white p-3 text-center hover:border-accent hover:shadow-pop sm:p-4"
            >
              {category.cat_image ? (
                <img
                  src={category.cat_image}
                  alt=""
                  width={400}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  className="size-16 rounded-full bg-surface object-cover sm:size-24"
                />
              ) : (
                <span aria-hidden="true" className="size-16 rounded-full bg-surface-sunk sm:size-24" />
              )}
              <span className="text-xs font-semibold text-ink sm:text-sm">{category.cat_name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Featured categories: larger cards with a call to shop. */
export function FeaturedCategories({ entries }: { entries: CategoryEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="featured-categories-heading" className="mt-12">
      <SectionHeading id="featured-categories-heading">Featured categories</SectionHeading>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        {entries.map(({ slug, categoriesData: category }) => (
          <li key={slug}>
            <Link
              to={categoryProductsHref(category.cat_slug)}
              className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-white hover:border-accent hover:shadow-pop"
            >
              <span className="block aspect-[4/3] overflow-hidden bg-surface">
                {category.cat_image ? (
                  <img
                    src={category.cat_image}
                    alt=""
                    width={400}
                    height={400}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
                  />
                ) : null}
              </span>
              <span className="flex items-center justify-between gap-2 p-3">
                <span className="text-sm font-bold text-ink">{category.cat_name}</span>
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-accent-ink" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
