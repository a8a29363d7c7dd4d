import type { MegaMenuEntry } from '@shop/shared/catalogue.types';
import { Store } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import type { CategoryBranch } from '../../lib/category-tree';
import type { SiteLink } from '../../lib/site';
import { AllCategoriesMenu } from './all-categories-menu';
import { barItemClass } from './menu-styles';
import { MoreMenu } from './more-menu';
import { TrendingMenu } from './trending-menu';

interface NavBarProps {
  tree: CategoryBranch[];
  megaMenu: MegaMenuEntry[];
  /** Category the Trending menu's Smart Watch tile links to. */
  promoCategorySlug: string | null;
  mainLinks: SiteLink[];
  moreLinks: SiteLink[];
  /** Absent for sellers and admins, who have a shop or run the marketplace already. */
  becomeSeller?: SiteLink | undefined;
}

/** The mega menu's columns: the API's header entries, or the first categories when none are set up. */
export function megaColumns(megaMenu: MegaMenuEntry[], tree: CategoryBranch[]): CategoryBranch[] {
  if (megaMenu.length > 0) {
    return megaMenu.map((entry) => ({ category: entry.categoriesData, subCategories: entry.sub_cat_list }));
  }
  return tree.slice(0, 4);
}

/** Product rules §2 navigation bar. */
export function NavBar({
  tree,
  megaMenu,
  promoCategorySlug,
  mainLinks,
  moreLinks,
  becomeSeller,
}: NavBarProps) {
  return (
    <nav aria-label="Main" className="bg-accent">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4">
        <AllCategoriesMenu tree={tree} />
        <ul className="flex flex-1 items-center">
          <li>
            <TrendingMenu columns={megaColumns(megaMenu, tree)} promoCategorySlug={promoCategorySlug} />
          </li>
          {mainLinks.map((link) => (
            <li key={link.to} className="max-lg:hidden">
              <NavLink to={link.to} className={barItemClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <MoreMenu links={moreLinks} narrowOnlyLinks={mainLinks} />
          </li>
        </ul>
        {becomeSeller ? (
          <Link
            to={becomeSeller.to}
            className="flex items-center gap-2 whitespace-nowrap rounded-card bg-ink px-4 py-2 text-sm font-semibold text-white hover:bg-ink-soft"
          >
            <Store aria-hidden="true" className="size-4 max-lg:hidden" />
            {becomeSeller.label}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
