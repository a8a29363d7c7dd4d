import { messages } from '@shop/shared/messages';
import type { ReactNode } from 'react';
import { useFetchers, useLocation, useNavigation } from 'react-router';
import { LoadingOverlay } from './components/ui/loading-overlay';
import type { ProductCardData } from './components/ui/product-card';
import { ProductCardActionsProvider } from './components/ui/product-card-actions';
import { RouteProgressBar } from './components/ui/route-progress-bar';
import { AppToaster } from './components/ui/toaster';
import { QuickAdd } from './features/cart/quick-add';
import { VisitorMerge } from './features/cart/visitor-merge';
import { SiteFooter } from './features/footer/site-footer';
import { DesktopHeader } from './features/header/desktop-header';
import { MiniCartPanel } from './features/header/mini-cart';
import { MobileHeader } from './features/mobile/mobile-header';
import { NavBar } from './features/navigation/nav-bar';
import { SearchForm } from './features/search/search-form';
import { WishlistToggleForm } from './features/wishlist/wishlist-toggle-form';
import { useApiLoading } from './lib/api-loading';
import { categoryTree, listedInMenus } from './lib/category-tree';
import { useHeaderLists } from './lib/header-lists';
import type { ShellData } from './lib/shell-data';
import {
  becomeSellerLink,
  dashboardLinkFor,
  mainLinks,
  moreLinks,
  promoCategorySlug,
  SHOP_NAME,
  type SiteLink,
  socialLinks,
} from './lib/site';

/** Sellers already have a shop and admins run the marketplace: neither is invited to apply. */
export function mayApplyToSell(user: ShellData['user']): boolean {
  return user?.role !== 'seller' && user?.role !== 'admin';
}

function mobileMenuLinks(user: ShellData['user'], mayApply: boolean): SiteLink[] {
  const signedIn = user !== null;
  const dashboard = dashboardLinkFor(user?.role);
  return [
    { label: 'Home', to: '/' },
    { label: 'Account', to: '/profile' },
    ...(dashboard ? [dashboard] : []),
    ...(signedIn ? [{ label: 'Track Order', to: '/track_order' }] : []),
    { label: 'Wishlist', to: '/wishlist' },
    { label: 'Cart', to: '/cart' },
    ...mainLinks,
    ...(mayApply ? [becomeSellerLink] : []),
    ...moreLinks,
  ];
}

/**
 * The storefront around every page (product rules §2): headers, navigation, footer, route progress bar, loading
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
  const menuCategories = data.categories.filter(listedInMenus);
  const signedIn = data.user !== null;
  const cardActions = (product: ProductCardData) => {
    const bagProduct = {
      slug: product.slug,
      productName: product.productName,
      imageURL: product.image ? [product.image] : [],
      price: product.price,
      offerPrice: product.offerPrice,
      stock: product.stock,
    };
    return {
      heart: (
        <WishlistToggleForm
          appearance="heart"
          product={bagProduct}
          signedIn={signedIn}
          inAccountWishlist={lists.wishlist.some((item) => item.slug === product.slug)}
        />
      ),
      add: <QuickAdd product={bagProduct} hasOptions={product.hasOptions} signedIn={signedIn} />,
    };
  };
  const mayApply = mayApplyToSell(data.user);
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
          search={<SearchForm categories={menuCategories} />}
        />
        <NavBar
          tree={tree}
          megaMenu={data.megaMenu}
          promoCategorySlug={promoCategorySlug(data.categories)}
          mainLinks={mainLinks}
          moreLinks={moreLinks}
          becomeSeller={mayApply ? becomeSellerLink : undefined}
        />
      </header>
      <MobileHeader
        className="desktop:hidden print:hidden"
        shopName={SHOP_NAME}
        isHome={pathname === '/'}
        user={data.user}
        cartCount={lists.cart.length}
        tree={tree}
        menuLinks={mobileMenuLinks(data.user, mayApply)}
        search={<SearchForm categories={menuCategories} compact />}
        miniCart={<MiniCartPanel items={lists.cart} visitor={!signedIn} />}
      />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <ProductCardActionsProvider value={cardActions}>{children}</ProductCardActionsProvider>
      </main>
      <SiteFooter shopName={SHOP_NAME} signedIn={signedIn} mayApplyToSell={mayApply} social={socialLinks} />
      <LoadingOverlay show={apiBusy} label={messages.loading} />
      <AppToaster />
      <VisitorMerge signedIn={signedIn} />
    </>
  );
}

/** What every page has, also inside the dashboards' own frame: the progress bar, the busy overlay, toasts. */
export function DashboardChrome({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const { pending } = useApiLoading();
  const apiBusy = pending > 0 || fetchers.some((fetcher) => fetcher.state === 'submitting');
  return (
    <>
      <RouteProgressBar active={navigation.state !== 'idle'} label="Loading page" />
      {children}
      <LoadingOverlay show={apiBusy} label={messages.loading} />
      <AppToaster />
    </>
  );
}
