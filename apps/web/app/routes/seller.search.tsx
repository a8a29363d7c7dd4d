import { redirect } from 'react-router';
import { dashboardSearchTarget } from '../components/ui/dashboard-search';
import { SELLER_SEARCH_SCOPES } from '../features/seller-dashboard/seller-nav';
import type { Route } from './+types/seller.search';

/** The top bar's search: on to the chosen list with its search filled in. */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(dashboardSearchTarget(new URL(request.url), SELLER_SEARCH_SCOPES));
}
