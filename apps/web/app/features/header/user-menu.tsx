import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { User } from '@shop/shared/catalogue.types';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { Link, useSubmit } from 'react-router';
import { clearBrowserStorage, SIGN_OUT_ACTION } from '../../lib/sign-out';

/** Spec §2: greet with displayName, or else fullName. */
export function greetingName(user: Pick<User, 'displayName' | 'fullName'>): string {
  return user.displayName?.trim() || user.fullName;
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-accent-soft';

/** Spec §2 user menu: signed in it opens profile, Support, FAQ and Sign Out; signed out it leads to /login. */
export function UserMenu({ user }: { user: User | null }) {
  const submit = useSubmit();

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

  function signOut() {
    clearBrowserStorage();
    submit(null, { method: 'post', action: SIGN_OUT_ACTION });
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-full px-2 py-1.5 text-sm font-medium text-ink hover:bg-surface-sunk data-[state=open]:bg-surface-sunk">
        <UserRound aria-hidden="true" className="size-6" />
        <span className="max-w-36 truncate max-lg:max-w-20">{`Hi, ${greetingName(user)}`}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-48 rounded-card border border-line bg-white p-1 shadow-pop"
      >
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to="/profile">Profile</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to="/faq">Support</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to="/faq">FAQ</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Separator className="my-1 h-px bg-line" />
        <DropdownMenu.Item className={itemClass} onSelect={signOut}>
          <LogOut aria-hidden="true" className="size-4" />
          Sign Out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
