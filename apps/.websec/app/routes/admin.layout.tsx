import { data, isRouteErrorResponse, Outlet, redirect } from 'react-router';
import { DashboardFrame, ForbiddenPanel } from '../components/ui/dashboard-frame';
import { signedInSlug } from '../features/account/account.server';
import { loginPathFor } from '../features/account/redirect-target';
import { apiFor, isOk } from '../lib/api.server';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/admin.layout';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Admin') },
  { name: 'robots', content: 'noindex' },
];

/** Admins only: visitors sign in first; everyone else gets a 403 page (the API decides who is an admin). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!signedInSlug(request)) throw redirect(loginPathFor(request.url));
  const response = await apiFor(context, request)('/api/admin/settings');
  if (response.status === 401) throw redirect(loginPathFor(request.url));
  if (response.status === 403) throw data('The admin dashboard is for admins.', { status: 403 });
  if (!isOk(response)) throw data('The admin dashboard could not be loaded.', { status: 503 });
  return null;
}

const LINKS = [
  { to: '/admin', label: 'Overview', end: true },
  { to: '/admin/applications', label: 'Seller applications' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/sub-categories', label: 'Sub-categories' },
  { to: '/admin/brands', label: 'Brands' },
  { to: '/admin/coupons', label: 'Coupons' },
  { to: '/admin/home-content', label: 'Home content' },
  { to: '/admin/blogs', label: 'Blogs' },
  { to: '/admin/blog-categories', label: 'Blog categories' },
  { to: '/admin/reports', label: 'Reported items' },
  { to: '/admin/contact-messages', label: 'Contact messages' },
  { to: '/admin/subscribers', label: 'Subscribers' },
  { to: '/admin/settings', label: 'Settings' },
];

export default function AdminLayout() {
  return (
    <DashboardFrame title="Admin" label="Admin" links={LINKS}>
      <Outlet />
    </DashboardFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <ForbiddenPanel title="This page is for admins">
        <p>Your account may not open the admin dashboard.</p>
      </ForbiddenPanel>
    );
  }
  return (
    <ForbiddenPanel title="Something went wrong">
      <p>The admin dashboard could not be loaded. Please try again.</p>
    </ForbiddenPanel>
  );
}
