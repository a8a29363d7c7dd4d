import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { categoryProductsHref, subCategoryProductsHref } from '@shop/shared/catalogue.links';
import type { User } from '@shop/shared/catalogue.types';
import { messages } from '@shop/shared/messages';
import { LogIn, LogOut, Menu, UserRound, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import type { OpenableProps } from '../../components/ui/load-on-intent';
import type { CategoryBranch } from '../../lib/category-tree';
import { clearBrowserStorage, SIGN_OUT_ACTION } from '../../lib/sign-out';
import type { SiteLink } from '../../lib/site';

export interface MobileDrawerProps {
  shopName: string;
  user: User | null;
  tree: CategoryBranch[];
  menuLinks: SiteLink[];
  search: ReactNode;
}

const tabClass =
  'flex-1 border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-muted data-[state=active]:border-accent-strong data-[state=active]:text-ink';

function CategoryList({ tree }: { tree: CategoryBranch[] }) {
  if (tree.length === 0) return <p className="px-4 py-3 text-sm text-muted">{messages.noItemsFound}</p>;
  return (
    <ul className="divide-y divide-line">
      {tree.map(({ category, subCategories }) => (
        <li key={category.cat_slug}>
          {subCategories.length === 0 ? (
            <Dialog.Close asChild>
              <Link
                to={categoryProductsHref(category.cat_slug)}
                className="block px-4 py-3 text-sm font-medium"
              >
                {category.cat_name}
              </Link>
            </Dialog.Close>
          ) : (
            <details className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-medium">
                {category.cat_name}
                <span aria-hidden="true" className="text-muted transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <ul className="bg-surface pb-2">
                <li>
                  <Dialog.Close asChild>
                    <Link
                      to={categoryProductsHref(category.cat_slug)}
                      className="block px-6 py-2 text-sm font-semibold"
                    >
                      All {category.cat_name}
                    </Link>
                  </Dialog.Close>
                </li>
                {subCategories.map((sub) => (
                  <li key={sub.slug}>
                    <Dialog.Close asChild>
                      <Link
                        to={subCategoryProductsHref(sub.slug)}
                        className="block px-6 py-2 text-sm text-ink-soft"
                      >
                        {sub.subcat_name}
                      </Link>
                    </Dialog.Close>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Whether Escape belongs to the search box the event comes from: an open suggestion list closes, then a
 * typed text clears (search-combobox.tsx), and only then does Escape close the drawer. Radix hears Escape
 * on the document before the box does, so the drawer asks the box's state instead of its handler.
 */
function escapeBelongsToCombobox(event: KeyboardEvent): boolean {
  const target = event.target;
  return (
    target instanceof HTMLInputElement &&
    target.getAttribute('role') === 'combobox' &&
    (target.getAttribute('aria-expanded') === 'true' || target.value !== '')
  );
}

/** Product rules §2 mobile drawer (Radix dialog, loaded on intent by ./mobile-drawer): tabs Categories and Main Menu, the user (or Log in) and a search box. */
export default function MobileDrawerDialog({
  shopName,
  user,
  tree,
  menuLinks,
  search,
  defaultOpen,
}: MobileDrawerProps & OpenableProps) {
  const name = user ? user.displayName?.trim() || user.fullName : null;
  const [open, setOpen] = useState(defaultOpen ?? false);
  // A page opened from inside the drawer (a suggestion chosen, a search sent) closes it; the links close
  // it themselves, but the search box navigates without a click on a Dialog.Close.
  const location = useLocation();
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    setOpen(false);
  }, [location.key]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label="Open menu"
        className="flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface-sunk"
      >
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          onEscapeKeyDown={(event) => {
            if (escapeBelongsToCombobox(event)) event.preventDefault();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-80 flex-col bg-white shadow-pop"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <Dialog.Title className="text-lg font-bold">{shopName}</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="flex size-9 items-center justify-center rounded-full hover:bg-surface-sunk"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Browse categories and pages</Dialog.Description>
          <div className="border-b border-line px-4 py-3">
            {user ? (
              <div className="flex items-center justify-between gap-2">
                <span className="flex min-w-0 items-center gap-2 text-sm font-semibold">
                  <UserRound aria-hidden="true" className="size-5 shrink-0" />
                  <span className="truncate">{name}</span>
                </span>
                <Form method="post" action={SIGN_OUT_ACTION} onSubmit={clearBrowserStorage}>
                  <button
                    type="submit"
                    className="flex items-center gap-1.5 rounded-card border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface-sunk"
                  >
                    <LogOut aria-hidden="true" className="size-4" />
                    Logout
                  </button>
                </Form>
              </div>
            ) : (
              <Dialog.Close asChild>
                <Link to="/login" className="flex items-center gap-2 text-sm font-semibold">
                  <LogIn aria-hidden="true" className="size-5" />
                  Log in
                </Link>
              </Dialog.Close>
            )}
          </div>
          <div className="border-b border-line p-3">{search}</div>
          <Tabs.Root defaultValue="categories" className="flex min-h-0 flex-1 flex-col">
            <Tabs.List aria-label="Menu sections" className="flex border-b border-line">
              <Tabs.Trigger value="categories" className={tabClass}>
                Categories
              </Tabs.Trigger>
              <Tabs.Trigger value="main" className={tabClass}>
                Main Menu
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="categories" className="min-h-0 flex-1 overflow-y-auto">
              <CategoryList tree={tree} />
            </Tabs.Content>
            <Tabs.Content value="main" className="min-h-0 flex-1 overflow-y-auto">
              <ul className="divide-y divide-line">
                {menuLinks.map((link) => (
                  <li key={link.to}>
                    <Dialog.Close asChild>
                      <Link to={link.to} className="block px-4 py-3 text-sm font-medium">
                        {link.label}
                      </Link>
                    </Dialog.Close>
                  </li>
                ))}
              </ul>
            </Tabs.Content>
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
