import { messages } from '@shop/shared/messages';
import { ChevronDown, LayoutGrid } from 'lucide-react';
import { LoadOnIntent } from '../../components/ui/load-on-intent';
import type { CategoryBranch } from '../../lib/category-tree';

const loadDropdown = () => import('./all-categories-menu.dropdown').then((module) => module.default);

/** Product rules §2 All Categories dropdown; its code loads when the visitor points at or presses the trigger. */
export function AllCategoriesMenu({ tree }: { tree: CategoryBranch[] }) {
  return (
    <LoadOnIntent
      load={loadDropdown}
      props={{ tree }}
      trigger={(intent) => (
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded="false"
          data-state="closed"
          className="flex h-12 items-center gap-2 whitespace-nowrap bg-ink px-4 text-sm font-semibold text-white hover:bg-ink-soft data-[state=open]:bg-ink-soft"
          {...intent}
        >
          <LayoutGrid aria-hidden="true" className="size-4" />
          {messages.allCategories}
          <ChevronDown aria-hidden="true" className="size-4" />
        </button>
      )}
    />
  );
}
