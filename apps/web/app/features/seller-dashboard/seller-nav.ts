import type { DashboardLink } from '../../components/ui/dashboard-crumbs';
import type { SearchScope } from '../../components/ui/dashboard-search';

/** The seller dashboard's start page and side navigation. */
export const SELLER_HOME: DashboardLink = { to: '/seller', label: 'Seller dashboard' };

export const SELLER_LINKS: DashboardLink[] = [
  { to: '/seller', label: 'Shop profile', end: true },
  { to: '/seller/overview', label: 'Overview' },
  { to: '/seller/products', label: 'Products' },
  { to: '/seller/orders', label: 'Orders' },
  { to: '/seller/returns', label: 'Returns' },
  { to: '/seller/earnings', label: 'Earnings' },
  { to: '/seller/reviews', label: 'Reviews' },
];

export const SELLER_SEARCH_SCOPES: SearchScope[] = [{ path: '/seller/products', label: 'Products' }];
