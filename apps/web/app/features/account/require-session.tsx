import { Outlet, redirect } from 'react-router';
import type { Route } from './+types/require-session';
import { signedInSlug } from './account.server';
import { loginPathFor } from './redirect-target';

/**
 * Layout of the pages that need a signed-in user (product rules §6: profile, track order, wishlist, cart, checkout).
 * A visitor is sent to `/login?redirectTo=<the page>` and comes back after signing in.
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (!signedInSlug(request)) throw redirect(loginPathFor(request.url));
  return null;
}

export default function RequireSession() {
  return <Outlet />;
}
