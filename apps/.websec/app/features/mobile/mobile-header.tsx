import type { User } from '@shop/shared/catalogue.types';
import { ArrowLeft, House, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Logo } from '../../components/ui/logo';
import type { CategoryBranch } from '../../lib/category-tree';
import type { SiteLink } from '../../lib/site';
import { MobileDrawer } from './mobile-drawer';

interface MobileHeaderProps {
  shopName: string;
  isHome: boolean;
  user: User | null;
  cartCount: number;
  tree: CategoryBranch[];
  menuLinks: SiteLink[];
  /** The search form, composed by the layout. */
  search: ReactNode;
  className?: string;
}

const iconButton =
  'relative flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface-sunk';

/**
 * Spec §2 mobile header (shown at 640px or less by the layout's CSS): away from home a slim bar with back and
 * home buttons; on home a bar whose menu button opens the drawer.
 */
export function MobileHeader({
  shopName,
  isHome,
  user,
  cartCount,
  tree,
  menuLinks,
  search,
  className,
}: MobileHeaderProps) {
  const navigate = useNavigate();

  if (!isHome) {
    return (
      <header className={`sticky top-0 z-40 border-b border-line bg-white ${className ?? ''}`}>
        <nav aria-label="Page" className="flex h-12 items-center justify-between px-2">
          <button type="button" aria-label="Go back" className={iconButton} onClick={() => navigate(-1)}>
            <ArrowLeft aria-hidden="true" className="size-5" />
          </button>
          <Link to="/" aria-label={`${shopName} home`} className={iconButton}>
            <House aria-hidden="true" className="size-5" />
          </Link>
        </nav>
      </header>
    );
  }

  return (
    <header className={`border-b border-line bg-white ${className ?? ''}`}>
      <div className="flex h-14 items-center justify-between gap-2 px-2">
        <MobileDrawer shopName={shopName} user={user} tree={tree} menuLinks={menuLinks} search={search} />
        <Link to="/" aria-label={`${shopName} home`} className="rounded">
          <Logo name={shopName} />
        </Link>
        <Link
          to="/cart"
          aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
          className={iconButton}
        >
          <ShoppingCart aria-hidden="true" className="size-6" />
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-ink px-1 text-[11px] leading-5 font-bold text-white"
          >
            {cartCount}
          </span>
        </Link>
      </div>
      <div className="px-3 pb-3">{search}</div>
    </header>
  );
}
