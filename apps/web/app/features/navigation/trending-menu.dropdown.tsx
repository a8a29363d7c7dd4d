import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { categoryProductsHref, subCategoryProductsHref } from '@shop/shared/catalogue.links';
import { ChevronDown, Watch } from 'lucide-react';
import { Link } from 'react-router';
import type { OpenableProps } from '../../components/ui/load-on-intent';
import type { CategoryBranch } from '../../lib/category-tree';
import { barItemClass } from './menu-styles';

export interface TrendingMenuProps {
  columns: CategoryBranch[];
  /** Category the Smart Watch tile links to; /products when the shop has no categories. */
  promoCategorySlug: string | null;
}

/** Product rules §2 Trending mega menu (the Radix dropdown, loaded on intent by ./trending-menu): categories with their sub-categories in columns, and a Smart Watch tile. */
export default function TrendingMenuDropdown({
  columns,
  promoCategorySlug,
  defaultOpen,
}: TrendingMenuProps & OpenableProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={barItemClass}>
        Trending
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="start"
        sideOffset={0}
        collisionPadding={16}
        className="z-50 w-[min(72rem,calc(100vw-2rem))] rounded-b-card border border-line bg-white p-6 shadow-pop"
      >
        <div className="grid grid-cols-[1fr_14rem] gap-6">
          <div className="grid grid-cols-2 gap-6 lg:grid-cols-4">
            {columns.map(({ category, subCategories }) => (
              <DropdownMenu.Group key={category.cat_slug} className="flex flex-col gap-0.5">
                <DropdownMenu.Item asChild>
                  <Link
                    to={categoryProductsHref(category.cat_slug)}
                    className="rounded px-2 py-1 text-sm font-bold text-ink outline-none data-[highlighted]:bg-accent-soft"
                  >
                    {category.cat_name}
                  </Link>
                </DropdownMenu.Item>
                {subCategories.map((sub) => (
                  <DropdownMenu.Item key={sub.slug} asChild>
                    <Link
                      to={subCategoryProductsHref(sub.slug)}
                      className="rounded px-2 py-1 text-sm text-muted outline-none data-[highlighted]:bg-accent-soft data-[highlighted]:text-ink"
                    >
                      {sub.subcat_name}
                    </Link>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Group>
            ))}
          </div>
          <DropdownMenu.Item asChild>
            <Link
              to={promoCategorySlug ? categoryProductsHref(promoCategorySlug) : '/products'}
              className="flex flex-col justify-between rounded-card bg-ink p-5 text-white outline-none hover:bg-ink-soft data-[highlighted]:bg-ink-soft data-[highlighted]:ring-2 data-[highlighted]:ring-accent"
            >
              <span>
                <span className="text-xs font-semibold tracking-wide text-accent uppercase">
                  Trending now
                </span>
                <span className="mt-1 block text-xl font-bold">Smart Watch</span>
              </span>
              <Watch aria-hidden="true" className="my-4 size-16 self-center text-accent" />
              <span className="text-sm font-semibold underline underline-offset-4">Shop now</span>
            </Link>
          </DropdownMenu.Item>
        </div>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
