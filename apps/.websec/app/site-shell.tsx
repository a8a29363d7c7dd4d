import { messages } from '@shop/shared/messages';
import type { ReactNode } from 'react';
import { useFetchers, useLocation, useNavigation } from 'react-router';
import { LoadingOverlay } from './components/ui/loading-overlay';
import { RouteProgressBar } from './components/ui/route-progress-bar';
import { AppToaster } from './components/ui/toaster';
import { VisitorMerge } from './features/cart/visitor-merge';
import { SiteFooter } from './features/footer/site-footer';
import { DesktopHeader } from './features/header/desktop-header';
import { MobileHeader } from './features/mobile/mobile-header';
import { NavBar } from './features/navigation/nav-bar';
import { SearchForm } from './features/search/search-form';
import { useApiLoading } from './lib/api-loading';
import { categoryTree } from './lib/category-tree';
import { useHeaderLists } from './lib/header-lists';
import type { ShellData } from './lib/shell-data';
import {
  becomeSellerLink,
  mainLinks,
  moreLinks,
  promoCategorySlug,
  SHOP_NAME,
  type SiteLink,
  socialLinks,
} from './lib/site';

function mobileMenuLinks(signedIn: boolean): SiteLink[] {
  return [
    { label: 'Home', to: '/' },
    { label: 'Account', to: '/profile' },
    ...(signedIn ? [{ label: 'Track Order', to: '/track_order' }] : []),
    { label: 'Wishlist', to: '/wishlist' },
    { label: 'Cart', to: '/cart' },
    ...mainLinks,
    becomeSellerLink,
    ...moreLinks,
  ];
}

/**
 * The storefront around every page (spec §2): headers, navigation, footer, route progress bar, loading
 * overlay and toasts. Features never import each other; this layout composes them.
 */
export function SiteShell({ data, children }: { data: ShellData; children: ReactNode }) {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const { pending } = useApiLoading();
  const { pathname } = useLocation();
  // Signed in: the account's cart and wishlist (pending wishlist toggles applied); else the browser's copy.
  const lists = useHeaderLists(data);

  const tree = categoryTree(data.categories, data.subCategories);
  const signedIn = data.user !== null;
  const apiBusy = pending > 0 || fetchers.some((fetcher) => fetcher.state === 'submitting');

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[80] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow-pop"
      >
        Skip to content
      </a>
      <RouteProgressBar active={navigation.state !== 'idle'} label="Loading page" />
      <header className="mobile:hidden print:hidden">
        <DesktopHeader
          shopName={SHOP_NAME}
          user={data.user}
          cart={lists.cart}
          wishlist={lists.wishlist}
          search={<SearchForm categories={data.categories} />}
        />
        <NavBar
          tree={tree}
          megaMenu={data.megaMenu}
          promoCategorySlug={promoCategorySlug(data.categories)}
          mainLinks={mainLinks}
          moreLinks={moreLinks}
          becomeSeller={becomeSellerLink}
        />
      </header>
      <MobileHeader
        className="desktop:hidden print:hidden"
        shopName={SHOP_NAME}
        isHome={pathname === '/'}
        user={data.user}
        cartCount={lists.cart.length}
        tree={tree}
        menuLinks={mobileMenuLinks(signedIn)}
        search={<SearchForm categories={data.categories} compact />}
      />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter shopName={SHOP_NAME} signedIn={signedIn} social={socialLinks} />
      <LoadingOverlay show={apiBusy} label={messages.loading} />
      <AppToaster />
      <VisitorMerge signedIn={signedIn} />
    </>
  );
}
