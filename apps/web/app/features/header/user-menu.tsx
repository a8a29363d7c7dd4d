import type { User } from '@shop/shared/catalogue.types';
import { ChevronDown, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { LoadOnIntent } from '../../components/ui/load-on-intent';
import { dashboardLinkFor } from '../../lib/site';
import { userMenuTriggerClass } from './user-menu.styles';

/** Product rules §2: greet with displayName, or else fullName. */
export function greetingName(user: Pick<User, 'displayName' | 'fullName'>): string {
  return user.displayName?.trim() || user.fullName;
}

const loadDropdown = () => import('./user-menu.dropdown').then((module) => module.default);

/**
 * Product rules §2 user menu: signed in it opens profile (and the seller's or admin's dashboard), Support, FAQ and Sign Out (its dropdown code loads when the
 * visitor points at or presses the trigger); signed out it leads to /login.
 */
export function UserMenu({ user }: { user: User | null }) {
  if (!user) {
    return (
      <Link
        to="/login"
        className="flex items-center gap-2 rounded-full px-2 py-1.5 text-sm font-medium text-ink hover:bg-surface-sunk"
      >
        <UserRound aria-hidden="true" className="size-6" />
        <span>Log in</span>
      </Link>
    );
  }

  const greeting = `Hi, ${greetingName(user)}`;
  return (
    <LoadOnIntent
      load={loadDropdown}
      props={{ greeting, dashboard: dashboardLinkFor(user.role) }}
      trigger={(intent) => (
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded="false"
          data-state="closed"
          className={userMenuTriggerClass}
          {...intent}
        >
          <UserRound aria-hidden="true" className="size-6" />
          <span className="max-w-36 truncate max-lg:max-w-20">{greeting}</span>
          <ChevronDown aria-hidden="true" className="size-4" />
        </button>
      )}
    />
  );
}
