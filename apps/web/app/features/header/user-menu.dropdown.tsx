import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { Link, useSubmit } from 'react-router';
import type { OpenableProps } from '../../components/ui/load-on-intent';
import { clearBrowserStorage, SIGN_OUT_ACTION } from '../../lib/sign-out';
import type { SiteLink } from '../../lib/site';
import { userMenuTriggerClass } from './user-menu.styles';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-accent-soft';

/** Product rules §2 user menu (the Radix dropdown, loaded on intent by ./user-menu): profile, Support, FAQ, Sign Out. */
export default function UserMenuDropdown({
  greeting,
  dashboard = null,
  defaultOpen,
}: { greeting: string; dashboard?: SiteLink | null } & OpenableProps) {
  const submit = useSubmit();

  function signOut() {
    clearBrowserStorage();
    submit(null, { method: 'post', action: SIGN_OUT_ACTION });
  }

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={userMenuTriggerClass}>
        <UserRound aria-hidden="true" className="size-6" />
        <span className="max-w-36 truncate max-lg:max-w-20">{greeting}</span>
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
        {dashboard ? (
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={dashboard.to}>{dashboard.label}</Link>
          </DropdownMenu.Item>
        ) : null}
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
