import type { ReactNode } from 'react';
import { data, isRouteErrorResponse, Outlet, redirect, useRouteLoaderData } from 'react-router';
import { DashboardErrorPage } from '../components/ui/dashboard-error';
import { DashboardFrame, type DashboardHandle, ForbiddenPanel } from '../components/ui/dashboard-frame';
import { DashboardSearch } from '../components/ui/dashboard-search';
import { signedInSlug } from '../features/account/account.server';
import { loginPathFor } from '../features/account/redirect-target';
import { ADMIN_HOME, ADMIN_LINKS, ADMIN_SEARCH_SCOPES } from '../features/admin/admin-nav';
import { UserMenu } from '../features/header/user-menu';
import { apiFor, isOk } from '../lib/api.server';
import { useShellData } from '../lib/shell-data';
import { pageTitle, SHOP_NAME } from '../lib/site';
import type { Route } from './+types/admin.layout';

export const handle: DashboardHandle = { dashboard: true };

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
  return { admin: true };
}

function AdminFrame({ children }: { children: ReactNode }) {
  const { user } = useShellData();
  return (
    <DashboardFrame
      shopName={SHOP_NAME}
      area="Admin"
      home={ADMIN_HOME}
      links={ADMIN_LINKS}
      search={<DashboardSearch action="/admin/search" scopes={ADMIN_SEARCH_SCOPES} />}
      userMenu={<UserMenu user={user} />}
    >
      {children}
    </DashboardFrame>
  );
}

export default function AdminLayout() {
  return (
    <AdminFrame>
      <Outlet />
    </AdminFrame>
  );
}

/**
 * A page inside the dashboard failed (a missing item, a forbidden one, an outage): the frame stays and says
 * what happened. Only when the dashboard itself is not the visitor's (the layout's own check) is there no frame.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layoutLoaded = useRouteLoaderData<typeof loader>('routes/admin.layout') != null;
  if (!layoutLoaded && isRouteErrorResponse(error) && error.status === 403) {
    return (
      <ForbiddenPanel title="This page is for admins">
        <p>Your account may not open the admin dashboard.</p>
      </ForbiddenPanel>
    );
  }
  if (!layoutLoaded) {
    return (
      <ForbiddenPanel title="Something went wrong">
        <p>The admin dashboard could not be loaded. Please try again.</p>
      </ForbiddenPanel>
    );
  }
  return (
    <AdminFrame>
      <DashboardErrorPage error={error} home={ADMIN_HOME} />
    </AdminFrame>
  );
}
