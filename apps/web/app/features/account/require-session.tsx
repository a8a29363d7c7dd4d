import { Outlet, redirect } from 'react-router';
import type { Route } from './+types/require-session';
import { signedInSlug } from './account.server';
import { loginPathFor } from './redirect-target';

/**
 * Layout of the pages that need a signed-in user (product rules §6: profile, track order, wishlist, cart, checkout).
 * A visitor is sent to `/login?redirectTo=<the page>` and comes back after signing in.
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (!signedInSlug(request) && !isGuestOrderStep(request.url)) throw redirect(loginPathFor(request.url));
  return null;
}

/**
 * A guest's order link (`?token=`) opens the cancel and return steps of that order without an account
 * (decision 0035); the API checks the token, so a wrong one only ever reads "not found".
 */
function isGuestOrderStep(url: string): boolean {
  const { pathname, searchParams } = new URL(url);
  return pathname.startsWith('/track_order/') && (searchParams.get('token')?.trim() ?? '') !== '';
}

export default function RequireSession() {
  return <Outlet />;
}
