import { data, isRouteErrorResponse, Link, Outlet, redirect } from 'react-router';
import { DashboardFrame, ForbiddenPanel } from '../components/ui/dashboard-frame';
import { signedInSlug } from '../features/account/account.server';
import { loginPathFor } from '../features/account/redirect-target';
import type { Shop } from '../features/seller-dashboard/seller-types';
import { apiFor, isOk } from '../lib/api.server';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/seller.layout';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Seller dashboard') },
  { name: 'robots', content: 'noindex' },
];

/** Sellers only: visitors sign in first; other roles get a 403 page (the API decides who is a seller). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!signedInSlug(request)) throw redirect(loginPathFor(request.url));
  const response = await apiFor(context, request)<Shop>('/api/seller/shop');
  if (response.status === 401) throw redirect(loginPathFor(request.url));
  if (response.status === 403 || response.status === 404) {
    throw data('The seller dashboard is for approved sellers.', { status: 403 });
  }
  if (!isOk(response)) throw data('The seller dashboard could not be loaded.', { status: 503 });
  return { shop: response.body };
}

const LINKS = [
  { to: '/seller', label: 'Shop profile', end: true },
  { to: '/seller/products', label: 'Products' },
  { to: '/seller/orders', label: 'Orders' },
  { to: '/seller/earnings', label: 'Earnings' },
];

export default function SellerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardFrame
      title={`Seller dashboard · ${loaderData.shop.shop_name}`}
      label="Seller dashboard"
      links={LINKS}
    >
      <Outlet />
    </DashboardFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <ForbiddenPanel title="This page is for sellers">
        <p>
          Your account has no shop yet.{' '}
          <Link to="/become_seller" className="font-semibold text-accent-ink underline">
            Apply to become a seller
          </Link>
          .
        </p>
      </ForbiddenPanel>
    );
  }
  return (
    <ForbiddenPanel title="Something went wrong">
      <p>The seller dashboard could not be loaded. Please try again.</p>
    </ForbiddenPanel>
  );
}
