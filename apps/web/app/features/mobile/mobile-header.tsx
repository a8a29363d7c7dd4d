import type { User } from '@shop/shared/catalogue.types';
import { ArrowLeft, House, Search, ShoppingCart } from 'lucide-react';
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { Sheet } from '../../components/ui/sheet';
import type { CategoryBranch } from '../../lib/category-tree';
import { countOf } from '../../lib/plural';
import type { SiteLink } from '../../lib/site';
import { hasPreviousSitePage } from '../../lib/site-history';
import { MobileDrawer } from './mobile-drawer';

interface MobileHeaderProps {
  shopName: string;
  isHome: boolean;
  user: User | null;
  cartCount: number;
  tree: CategoryBranch[];
  menuLinks: SiteLink[];
  /** The search form, composed by the layout (in the drawer and in the search panel). */
  search: ReactNode;
  /** The mini cart's contents, composed by the layout, shown in a bottom sheet. */
  miniCart: ReactNode;
  className?: string;
}

type OpenSheet = 'none' | 'search' | 'cart';

/** 44 px: the smallest comfortable touch target. */
const iconButton =
  'relative flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface-sunk';

function CartButton({ count, onOpen }: { count: number; onOpen: (event: MouseEvent) => void }) {
  return (
    <Link to="/cart" aria-label={`Cart, ${countOf(count, 'item')}`} className={iconButton} onClick={onOpen}>
      <ShoppingCart aria-hidden="true" className="size-6" />
      <span
        aria-hidden="true"
        className="absolute top-0 right-0 flex min-w-5 items-center justify-center rounded-full bg-ink px-1 text-[11px] leading-5 font-bold text-white"
      >
        {count}
      </span>
    </Link>
  );
}

/**
 * Product rules §2 mobile header (shown at 640px or less by the layout's CSS). Away from home: the slim bar's
 * back and home buttons, then search, the cart and the menu drawer (product rules §11). On home: the menu,
 * the logo, the cart and the search box. Search and cart are links (to /products and /cart) until scripts
 * run; then they open a full-width search panel and the mini cart as a bottom sheet.
 */
export function MobileHeader({
  shopName,
  isHome,
  user,
  cartCount,
  tree,
  menuLinks,
  search,
  miniCart,
  className,
}: MobileHeaderProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [sheet, setSheet] = useState<OpenSheet>('none');
  const close = () => setSheet('none');

  // A search submitted or a link followed from a sheet lands on a new page: the sheet has done its job.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, by design.
  useEffect(() => setSheet('none'), [location.pathname, location.search]);

  const open = (which: OpenSheet) => (event: MouseEvent) => {
    event.preventDefault();
    setSheet(which);
  };

  // Back stays on this site: a deep link opened from elsewhere has no page of ours behind it.
  function goBack(event: MouseEvent) {
    if (!hasPreviousSitePage()) return;
    event.preventDefault();
    navigate(-1);
  }

  const sheets = (
    <>
      <Sheet open={sheet === 'search'} onClose={close} label="Search" placement="top">
        {search}
      </Sheet>
      <Sheet open={sheet === 'cart'} onClose={close} label="Mini cart">
        {miniCart}
      </Sheet>
    </>
  );

  if (!isHome) {
    return (
      <header className={`sticky top-0 z-40 border-b border-line bg-white ${className ?? ''}`}>
        <nav aria-label="Page" className="flex h-14 items-center gap-1 px-1">
          <Link to="/" aria-label="Go back" className={iconButton} onClick={goBack}>
            <ArrowLeft aria-hidden="true" className="size-5" />
          </Link>
          <Link to="/" aria-label={`${shopName} home`} className={iconButton}>
            <House aria-hidden="true" className="size-5" />
          </Link>
          <span className="flex-1" />
          <Link to="/products" aria-label="Search" className={iconButton} onClick={open('search')}>
            <Search aria-hidden="true" className="size-5" />
          </Link>
          <CartButton count={cartCount} onOpen={open('cart')} />
          <MobileDrawer shopName={shopName} user={user} tree={tree} menuLinks={menuLinks} search={search} />
        </nav>
        {sheets}
      </header>
    );
  }

  return (
    <header className={`border-b border-line bg-white ${className ?? ''}`}>
      <div className="flex h-14 items-center justify-between gap-2 px-1">
        <MobileDrawer shopName={shopName} user={user} tree={tree} menuLinks={menuLinks} search={search} />
        <Link to="/" aria-label={`${shopName} home`} className="rounded">
          <Logo name={shopName} />
        </Link>
        <CartButton count={cartCount} onOpen={open('cart')} />
      </div>
      <div className="px-3 pb-3">{search}</div>
      {sheets}
    </header>
  );
}
