import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { categoryProductsHref, subCategoryProductsHref } from '@shop/shared/catalogue.links';
import { messages } from '@shop/shared/messages';
import { ChevronDown, ChevronRight, LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import type { OpenableProps } from '../../components/ui/load-on-intent';
import type { CategoryBranch } from '../../lib/category-tree';
import { menuItemClass, menuPanelClass } from './menu-styles';

/**
 * Product rules §2: the All Categories dropdown (Radix, loaded on intent by ./all-categories-menu); a category with sub-categories opens a flyout of them. Menus render
 * in place (no portal) so they stay inside the navigation landmark.
 */
export default function AllCategoriesDropdown({
  tree,
  defaultOpen,
}: { tree: CategoryBranch[] } & OpenableProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className="flex h-12 items-center gap-2 whitespace-nowrap bg-ink px-4 text-sm font-semibold text-white hover:bg-ink-soft data-[state=open]:bg-ink-soft">
        <LayoutGrid aria-hidden="true" className="size-4" />
        {messages.allCategories}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start" sideOffset={0} className={`${menuPanelClass} w-64`}>
        {tree.length === 0 ? <p className="px-3 py-2 text-sm text-muted">{messages.noItemsFound}</p> : null}
        {tree.map(({ category, subCategories }) =>
          subCategories.length === 0 ? (
            <DropdownMenu.Item key={category.cat_slug} asChild className={menuItemClass}>
              <Link to={categoryProductsHref(category.cat_slug)}>{category.cat_name}</Link>
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Sub key={category.cat_slug}>
              <DropdownMenu.SubTrigger className={menuItemClass}>
                {category.cat_name}
                <ChevronRight aria-hidden="true" className="size-4 text-muted" />
              </DropdownMenu.SubTrigger>
              <DropdownMenu.SubContent sideOffset={4} className={menuPanelClass}>
                <DropdownMenu.Item asChild className={`${menuItemClass} font-semibold`}>
                  <Link to={categoryProductsHref(category.cat_slug)}>All {category.cat_name}</Link>
                </DropdownMenu.Item>
                {subCategories.map((sub) => (
                  <DropdownMenu.Item key={sub.slug} asChild className={menuItemClass}>
                    <Link to={subCategoryProductsHref(sub.slug)}>{sub.subcat_name}</Link>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.SubContent>
            </DropdownMenu.Sub>
          ),
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
