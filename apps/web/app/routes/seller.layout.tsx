import type { ReactNode } from 'react';
import { data, isRouteErrorResponse, Link, Outlet, redirect, useRouteLoaderData } from 'react-router';
import { DashboardErrorPage } from '../components/ui/dashboard-error';
import { DashboardFrame, type DashboardHandle, ForbiddenPanel } from '../components/ui/dashboard-frame';
import { DashboardSearch } from '../components/ui/dashboard-search';
import { signedInSlug } from '../features/account/account.server';
import { loginPathFor } from '../features/account/redirect-target';
import { UserMenu } from '../features/header/user-menu';
import { SELLER_HOME, SELLER_LINKS, SELLER_SEARCH_SCOPES } from '../features/seller-dashboard/seller-nav';
import type { Shop } from '../features/seller-dashboard/seller-types';
import { apiFor, isOk } from '../lib/api.server';
import { useShellData } from '../lib/shell-data';
import { pageTitle, SHOP_NAME } from '../lib/site';
import type { Route } from './+types/seller.layout';

export const handle: DashboardHandle = { dashboard: true };

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

function SellerFrame({ shopName, children }: { shopName: string | undefined; children: ReactNode }) {
  const { user } = useShellData();
  return (
    <DashboardFrame
      shopName={SHOP_NAME}
      area={shopName ? `Seller · ${shopName}` : 'Seller dashboard'}
      home={SELLER_HOME}
      links={SELLER_LINKS}
      search={<DashboardSearch action="/seller/search" scopes={SELLER_SEARCH_SCOPES} />}
      userMenu={<UserMenu user={user} />}
    >
      {children}
    </DashboardFrame>
  );
}

export default function SellerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SellerFrame shopName={loaderData.shop.shop_name}>
      <Outlet />
    </SellerFrame>
  );
}

/**
 * A page inside the dashboard failed (a missing item, a forbidden one, an outage): the frame stays and says
 * what happened. Only when the dashboard itself is not the visitor's (the layout's own check) is there no frame.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>('routes/seller.layout');
  if (layout) {
    return (
      <SellerFrame shopName={layout.shop.shop_name}>
        <DashboardErrorPage error={error} home={SELLER_HOME} />
      </SellerFrame>
    );
  }
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
