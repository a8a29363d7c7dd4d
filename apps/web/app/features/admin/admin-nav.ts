import type { DashboardLink } from '../../components/ui/dashboard-crumbs';
import type { SearchScope } from '../../components/ui/dashboard-search';

/** The admin dashboard's start page and side navigation. */
export const ADMIN_HOME: DashboardLink = { to: '/admin', label: 'Admin' };

export const ADMIN_LINKS: DashboardLink[] = [
  { to: '/admin', label: 'Overview', end: true },
  { to: '/admin/applications', label: 'Seller applications' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/product-edits', label: 'Recently edited' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/sub-categories', label: 'Sub-categories' },
  { to: '/admin/brands', label: 'Brands' },
  { to: '/admin/coupons', label: 'Coupons' },
  { to: '/admin/home-content', label: 'Home content' },
  { to: '/admin/blogs', label: 'Blogs' },
  { to: '/admin/blog-categories', label: 'Blog categories' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/blog-comments', label: 'Blog comments' },
  { to: '/admin/reports', label: 'Reported items' },
  { to: '/admin/contact-messages', label: 'Contact messages' },
  { to: '/admin/subscribers', label: 'Subscribers' },
  { to: '/admin/emails', label: 'E-mails' },
  { to: '/admin/search-terms', label: 'Search terms' },
  { to: '/admin/settings', label: 'Settings' },
];

/** What the top bar's search looks through: each choice is a list of the dashboard with its search. */
export const ADMIN_SEARCH_SCOPES: SearchScope[] = [
  { path: '/admin/products', label: 'Products' },
  { path: '/admin/orders', label: 'Orders' },
  { path: '/admin/users', label: 'Users' },
  { path: '/admin/applications', label: 'Seller applications' },
];
