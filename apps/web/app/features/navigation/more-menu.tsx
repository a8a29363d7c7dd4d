import { ChevronDown } from 'lucide-react';
import { LoadOnIntent } from '../../components/ui/load-on-intent';
import { barItemClass } from './menu-styles';
import type { MoreMenuProps } from './more-menu.dropdown';

const loadDropdown = () => import('./more-menu.dropdown').then((module) => module.default);

/** Product rules §2 More menu; its dropdown code loads when the visitor points at or presses the trigger. */
export function MoreMenu(props: MoreMenuProps) {
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
          More
          <ChevronDown aria-hidden="true" className="size-4" />
        </button>
      )}
    />
  );
}
