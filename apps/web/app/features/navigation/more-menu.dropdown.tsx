import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import type { OpenableProps } from '../../components/ui/load-on-intent';
import type { SiteLink } from '../../lib/site';
import { barItemClass, menuItemClass, menuPanelClass } from './menu-styles';

export interface MoreMenuProps {
  links: SiteLink[];
  /** Links shown only on narrow desktops, where the bar has no room for them. */
  narrowOnlyLinks: SiteLink[];
}

/** Product rules §2 More menu (the Radix dropdown, loaded on intent by ./more-menu): Privacy Policy, Terms and Conditions, Seller terms and conditions, FAQ. */
export default function MoreMenuDropdown({
  links,
  narrowOnlyLinks,
  defaultOpen,
}: MoreMenuProps & OpenableProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
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
