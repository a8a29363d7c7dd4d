import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import type { SiteLink } from '../../lib/site';
import { barItemClass, menuItemClass, menuPanelClass } from './menu-styles';

interface MoreMenuProps {
  links: SiteLink[];
  /** Links shown only on narrow desktops, where the bar has no room for them. */
  narrowOnlyLinks: SiteLink[];
}

/** Spec §2 More menu: Privacy Policy, Terms and Conditions, Seller terms and conditions, FAQ. */
export function MoreMenu({ links, narrowOnlyLinks }: MoreMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={barItemClass}>
        More
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start" sideOffset={0} className={`${menuPanelClass} w-64`}>
        {narrowOnlyLinks.map((link) => (
          <DropdownMenu.Item key={link.to} asChild className={`${menuItemClass} lg:hidden`}>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenu.Item>
        ))}
        {links.map((link) => (
          <DropdownMenu.Item key={link.to} asChild className={menuItemClass}>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
