import { ChevronDown } from 'lucide-react';
import { LoadOnIntent } from '../../components/ui/load-on-intent';
import { barItemClass } from './menu-styles';
import type { TrendingMenuProps } from './trending-menu.dropdown';

const loadDropdown = () => import('./trending-menu.dropdown').then((module) => module.default);

/** Product rules §2 Trending mega menu; its dropdown code loads when the visitor points at or presses the trigger. */
export function TrendingMenu(props: TrendingMenuProps) {
  return (
    <LoadOnIntent
      load={loadDropdown}
      props={props}
      trigger={(intent) => (
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded="false"
          data-state="closed"
          className={barItemClass}
          {...intent}
        >
          Trending
          <ChevronDown aria-hidden="true" className="size-4" />
        </button>
      )}
    />
  );
}
