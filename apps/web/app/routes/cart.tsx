import { messages } from '@shop/shared/messages';
import { ShoppingBag } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { PageContainer } from '../components/ui/page-container';
import { mergeVisitorBag, runCartIntent } from '../features/cart/cart.server';
import type { CartActionData } from '../features/cart/cart-action-data';
import { parseCartIntent } from '../features/cart/cart-intent';
import { CartLineRow } from '../features/cart/cart-line-row';
import { CartShipping, shippingTotal } from '../features/cart/cart-shipping';
import { loadCartShipping } from '../features/cart/cart-shipping.server';
import { CartSummaryPanel } from '../features/cart/cart-summary';
import { GuestCart } from '../features/cart/guest-cart';
import { apiFor } from '../lib/api.server';
import { sessionFromCookies } from '../lib/cookies';
import { SCRIPTED_FIELD } from '../lib/hydrated';
import { loginPath, returnPath } from '../lib/return-path';
import { useShellData } from '../lib/shell-data';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Cart') }];

/** The signed-in cart's shipping per shop (a visitor's cart lives in the browser: shipping shows at checkout). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { userSlug } = sessionFromCookies(request.headers.get('cookie'));
  return { shipping: userSlug ? await loadCartShipping(apiFor(context, request), userSlug) : null };
}

/**
 * Every cart form of the shop posts here with an `intent`: add (product page), set / minus / plus / remove /
 * clear (/cart and the mini cart) and merge (a visitor's browser cart at sign-in). A fetcher gets data for its
 * toast; a full page post (no scripts) with `returnTo` is redirected back there, and one without it lands on
 * /cart, which shows the outcome. A visitor's page post goes to /login?redirectTo=<the page> first.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const scripted = form.get(SCRIPTED_FIELD) === '1';
  const back = returnPath(form, request);
  const { userSlug } = sessionFromCookies(request.headers.get('cookie'));

  if (!userSlug) {
    if (!scripted && form.get('returnTo') !== null) {
      throw redirect(loginPath(back || '/cart'));
    }
    return data<CartActionData>({ ok: false, message: messages.logInFirst }, { status: 401 });
  }

  const intent = parseCartIntent(form);
  if ('error' in intent) return data<CartActionData>({ ok: false, message: intent.error }, { status: 400 });

  const api = apiFor(context, request);
  if (intent.intent === 'merge') {
    const outcome = await mergeVisitorBag(api, userSlug, intent.payload);
    return data<CartActionData>({ ...outcome, intent: 'merge' }, { status: outcome.ok ? 200 : 502 });
  }

  const outcome = await runCartIntent(api, userSlug, intent);
  if (outcome.ok && !scripted && form.get('returnTo') !== null && back) throw redirect(back);
  if (!outcome.ok) {
    return data<CartActionData>(
      { ok: false, message: outcome.message, intent: intent.intent },
      { status: outcome.status },
    );
  }
  return {
    ok: true,
    message: outcome.message,
    intent: intent.intent,
    lineNote: outcome.lineNote,
  } satisfies CartActionData;
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, user } = useShellData();
  // A visitor's cart is the bag kept in this browser, checked out as a guest (decision 0019).
  if (!user) {
    return (
      <PageContainer title="Cart">
        <GuestCart />
      </PageContainer>
    );
  }
  return (
    <PageContainer title="Cart">
      {actionData && !actionData.lineNote ? (
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
      {cart.length === 0 ? (
        <EmptyState title="Your cart is empty" icon={<ShoppingBag className="size-8" />}>
          <p>{messages.noItemsFound}</p>
          <Link to="/products" className="mt-4 inline-block font-semibold text-accent-ink underline">
            Browse products
          </Link>
        </EmptyState>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <section aria-labelledby="cart-lines-heading">
            <h2 id="cart-lines-heading" className="sr-only">
              Items in your cart
            </h2>
            <ul className="divide-y divide-line border-y border-line">
              {cart.map((item) => (
                <CartLineRow
                  key={item.cart_slug}
                  item={item}
                  pagePostNote={
                    actionData?.lineNote?.cartSlug === item.cart_slug ? actionData.lineNote.note : null
                  }
                />
              ))}
            </ul>
            {loaderData.shipping && loaderData.shipping.length > 0 ? (
              <CartShipping shops={loaderData.shipping} />
            ) : null}
          </section>
          <CartSummaryPanel
            items={cart}
            shippingEstimate={loaderData.shipping ? shippingTotal(loaderData.shipping) : null}
          />
        </div>
      )}
    </PageContainer>
  );
}
