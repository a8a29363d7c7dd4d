import { messages } from '@shop/shared/messages';
import { Heart } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { PageContainer } from '../components/ui/page-container';
import { ClearWishlistForm } from '../features/wishlist/clear-wishlist-form';
import { parseWishlistIntent, runWishlistIntent } from '../features/wishlist/wishlist.server';
import type { WishlistActionData } from '../features/wishlist/wishlist-action-data';
import { WishlistItemCard } from '../features/wishlist/wishlist-item-card';
import { apiFor } from '../lib/api.server';
import { sessionFromCookies } from '../lib/cookies';
import { SCRIPTED_FIELD } from '../lib/hydrated';
import { countOf } from '../lib/plural';
import { loginPath, returnPath } from '../lib/return-path';
import { useShellData } from '../lib/shell-data';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/wishlist';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Wishlist') }];

/**
 * Wishlist forms post here with an `intent`: toggle (product page), move (to the cart), remove and clear
 * (/wishlist). Fetchers get data for their toast; a full page post with `returnTo` goes back there, one without
 * it shows the outcome on /wishlist; a visitor's page post goes to /login?redirectTo=<the page> first.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const scripted = form.get(SCRIPTED_FIELD) === '1';
  const back = returnPath(form, request);
  const { userSlug } = sessionFromCookies(request.headers.get('cookie'));

  if (!userSlug) {
    if (!scripted && form.get('returnTo') !== null) throw redirect(loginPath(back || '/wishlist'));
    return data<WishlistActionData>({ ok: false, message: messages.logInFirst }, { status: 401 });
  }
  const intent = parseWishlistIntent(form);
  if ('error' in intent)
    return data<WishlistActionData>({ ok: false, message: intent.error }, { status: 400 });

  const outcome = await runWishlistIntent(apiFor(context, request), userSlug, intent);
  if (outcome.ok && !scripted && form.get('returnTo') !== null && back) throw redirect(back);
  if (!outcome.ok) {
    return data<WishlistActionData>(
      { ok: false, message: outcome.message, intent: intent.intent },
      { status: outcome.status },
    );
  }
  return { ...outcome, intent: intent.intent } satisfies WishlistActionData;
}

export default function WishlistPage({ actionData }: Route.ComponentProps) {
  const { wishlist } = useShellData();
  return (
    <PageContainer title="Wishlist">
      {actionData ? (
        <p
          role={actionData.ok ? 'status' : 'alert'}
          className={`mb-6 rounded-card border px-4 py-3 text-sm font-medium ${
            actionData.ok
              ? 'border-green-700/30 bg-green-50 text-green-900'
              : 'border-danger/30 bg-red-50 text-danger'
          }`}
        >
          {actionData.message}
        </p>
      ) : null}
      {wishlist.length === 0 ? (
        <EmptyState title="Your wishlist is empty" icon={<Heart className="size-8" />}>
          <p>Tap the heart on a product page to keep it here for later.</p>
          <Link to="/products" className="mt-4 inline-block font-semibold text-accent-ink underline">
            Browse products
          </Link>
        </EmptyState>
      ) : (
        <>
          <div className="mb-4 flex items-center justify-between gap-4">
            <p className="text-sm text-muted">{countOf(wishlist.length, 'product')}</p>
            <ClearWishlistForm />
          </div>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {wishlist.map((item) => (
              <WishlistItemCard key={item.wishlist_slug} item={item} />
            ))}
          </ul>
        </>
      )}
    </PageContainer>
  );
}
