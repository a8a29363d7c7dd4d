import { categoryProductsHref } from '@shop/shared/catalogue.links';
import { Link } from 'react-router';
import { ProductRail } from '../../components/ui/product-rail';
import type { NoResultsHelpData } from './search.server';

/** Instead of an empty grid: the categories nearest to the search, then popular products. */
export function NoResultsHelp({ help }: { help: NoResultsHelpData | null }) {
  if (!help) return null;
  return (
    <div className="mt-6">
      {help.categories.length > 0 ? (
        <nav aria-label="Nearest categories" className="text-sm">
          <h2 className="font-semibold text-ink">Try these categories</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {help.categories.map((category) => (
              <li key={category.cat_slug}>
                <Link
                  to={categoryProductsHref(category.cat_slug)}
                  className="inline-block rounded-card border border-line px-3 py-1.5 hover:border-accent"
                >
                  {category.cat_name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ProductRail id="no-results-popular" title="Popular products" products={help.products} />
    </div>
  );
}
