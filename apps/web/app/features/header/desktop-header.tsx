import type { CartItem, User, WishlistItem } from '@shop/shared/catalogue.types';
import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CountBadge } from '../../components/ui/count-badge';
import { Logo } from '../../components/ui/logo';
import { countOf } from '../../lib/plural';
import { MiniCart } from './mini-cart';
import { TopBar } from './top-bar';
import { UserMenu } from './user-menu';

interface DesktopHeaderProps {
  shopName: string;
  user: User | null;
  cart: CartItem[];
  wishlist: WishlistItem[];
  /** The search form, composed by the layout. */
  search: ReactNode;
}

/** Product rules §2 desktop header: the top bar and the main bar (logo, search, wishlist, cart, user menu). */
export function DesktopHeader({ shopName, user, cart, wishlist, search }: DesktopHeaderProps) {
  const wishCount = wishlist.length;
  return (
    <>
      <TopBar user={user} />
      <div className="bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 md:h-20 md:flex-nowrap md:py-0 lg:gap-x-6">
          <Link to="/" aria-label={`${shopName} home`} className="shrink-0 rounded">
            <Logo name={shopName} />
          </Link>
          <div className="min-w-0 flex-1 max-md:order-last max-md:basis-full">{search}</div>
          <div className="ml-auto flex shrink-0 items-center gap-2 lg:gap-3">
            <Link
              to="/wishlist"
              aria-label={`Wishlist, ${countOf(wishCount, 'item')}`}
              className="relative flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface-sunk"
            >
              <Heart aria-hidden="true" className="size-6" />
              <CountBadge count={wishCount} />
            </Link>
            <MiniCart items={cart} visitor={user === null} />
            <UserMenu user={user} />
          </div>
        </div>
      </div>
    </>
  );
}
