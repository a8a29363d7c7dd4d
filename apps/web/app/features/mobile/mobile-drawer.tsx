import { Menu } from 'lucide-react';
import { LoadOnIntent } from '../../components/ui/load-on-intent';
import type { MobileDrawerProps } from './mobile-drawer.dialog';

const loadDialog = () => import('./mobile-drawer.dialog').then((module) => module.default);

/** Product rules §2 mobile drawer; its dialog code loads when the visitor touches, points at or presses the button. */
export function MobileDrawer(props: MobileDrawerProps) {
  return (
    <LoadOnIntent
      load={loadDialog}
      props={props}
      trigger={(intent) => (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded="false"
          data-state="closed"
          aria-label="Open menu"
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface-sunk"
          {...intent}
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
      )}
    />
  );
}
