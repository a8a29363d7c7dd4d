import { redirect } from 'react-router';
import { dashboardSearchTarget } from '../components/ui/dashboard-search';
import { ADMIN_SEARCH_SCOPES } from '../features/admin/admin-nav';
import type { Route } from './+types/admin.search';

/** The top bar's search: on to the chosen list with its search filled in. */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(dashboardSearchTarget(new URL(request.url), ADMIN_SEARCH_SCOPES));
}
