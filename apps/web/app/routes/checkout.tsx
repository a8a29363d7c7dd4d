import { ShoppingBag } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { data, Link, redirect } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { PageContainer } from '../components/ui/page-container';
import { AddressFields } from '../features/addresses/address-fields';
import { AddressPicker } from '../features/addresses/address-picker';
import {
  type AddressActionData,
  addressAction,
  isAddressIntent,
} from '../features/addresses/addresses.server';
import {
  type CheckoutActionData,
  loadCheckout,
  loadPaymentMethods,
  placeOrder,
} from '../features/checkout/checkout.server';
import { CheckoutSummary } from '../features/checkout/checkout-summary';
import { CouponForm } from '../features/checkout/coupon-form';
import { type GuestCheckoutResult, placeGuestOrder } from '../features/checkout/guest-checkout.server';
import { GuestCheckoutForm } from '../features/checkout/guest-checkout-form';
import { guestCardPaymentPath, guestConfirmationPath } from '../features/checkout/guest-links';
import { cardPaymentPath, confirmationPath, newIdempotencyKey } from '../features/checkout/idempotency-key';
import { PaymentOptions } from '../features/checkout/payment-options';
import { PLACE_ORDER_FORM_ID } from '../features/checkout/place-order-form';
import { apiFor } from '../lib/api.server';
import { sessionFromCookies } from '../lib/cookies';
import { loginPath } from '../lib/return-path';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Checkout') }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { userSlug } = sessionFromCookies(request.headers.get('cookie'));
  // A visitor checks out as a guest (decision 0019); a signed-in shopper's page is unchanged.
  if (!userSlug) {
    return {
      guest: true as const,
      paymentMethods: await loadPaymentMethods(apiFor(context, request)),
      idempotencyKey: newIdempotencyKey(),
    };
  }
  const asked = new URL(request.url).searchParams.get('coupon')?.trim().slice(0, 100) ?? '';
  const checkout = await loadCheckout(apiFor(context, request), userSlug, asked);
  // One key per page view (the component keeps the first one across revalidations).
  return { ...checkout, guest: false as const, askedCoupon: asked, idempotencyKey: newIdempotencyKey() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { userSlug } = sessionFromCookies(request.headers.get('cookie'));
  const form = await request.formData();
  const api = apiFor(context, request);
  if (!userSlug) {
    if (form.get('intent') !== 'guest-place-order') throw redirect(loginPath('/checkout'));
    const outcome = await placeGuestOrder(api, form);
    if (!outcome.ok) return data(outcome.data, { status: outcome.status });
    const { order, token } = outcome;
    const card = order.payment_method === 'card' && order.payment_status === 'pending';
    throw redirect(
      card ? guestCardPaymentPath(order.slug, token) : guestConfirmationPath(order.slug, token, true),
    );
  }
  const intent = form.get('intent');
  // The address book's own intents (add a new address here; edit and delete live in the profile).
  if (isAddressIntent(intent)) {
    const outcome = await addressAction(api, userSlug, intent, form);
    return data<AddressActionData>(outcome.data, { status: outcome.status });
  }
  switch (intent) {
    case 'place-order': {
      const outcome = await placeOrder(api, userSlug, form);
      if (outcome.ok) {
        // A card order is paid on its own page (the only one that loads Stripe.js); the webhook confirms it.
        const paid = outcome.order.payment_method === 'card' && outcome.order.payment_status === 'pending';
        throw redirect(paid ? cardPaymentPath(outcome.order.slug) : confirmationPath(outcome.order.slug));
      }
      return data<CheckoutActionData>(outcome.data, { status: outcome.status });
    }
    default:
      return data<CheckoutActionData>(
        { intent: 'place-order', ok: false, message: 'Unknown checkout action' },
        { status: 400 },
      );
  }
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const id = `step-${number}`;
  return (
    <section aria-labelledby={id} className="rounded-card border border-line p-5">
      <h2 id={id} className="flex items-center gap-3 text-lg font-bold text-ink">
        <span
          aria-hidden="true"
          className="flex size-7 items-center justify-center rounded-full bg-ink text-sm font-bold text-white"
        >
          {number}
        </span>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.guest) {
    const result = actionData && !('intent' in actionData) ? (actionData as GuestCheckoutResult) : null;
    return (
      <PageContainer title="Checkout">
        <GuestCheckoutForm
          methods={loaderData.paymentMethods}
          idempotencyKey={loaderData.idempotencyKey}
          result={result}
          deliveryFields={
            <AddressFields values={result?.values} errors={result?.fieldErrors ?? {}} without={['email']} />
          }
        />
      </PageContainer>
    );
  }
  return (
    <AccountCheckout
      loaderData={loaderData}
      actionData={actionData as CheckoutActionData | AddressActionData | undefined}
    />
  );
}

function AccountCheckout({
  loaderData,
  actionData,
}: {
  loaderData: Extract<Route.ComponentProps['loaderData'], { guest: false }>;
  actionData: CheckoutActionData | AddressActionData | undefined;
}) {
  const { addresses, paymentMethods, quote, coupon, couponError, askedCoupon, failed } = loaderData;
  const [idempotencyKey] = useState(loaderData.idempotencyKey);
  const saved = actionData?.intent === 'address-save' ? actionData : null;
  const selected =
    (saved?.ok && saved.savedSlug) ||
    addresses.find((address) => address.isDefault)?.slug ||
    addresses[0]?.slug ||
    null;
  const notice = actionData && actionData.intent !== 'address-save' ? actionData : saved?.ok ? saved : null;

  if (quote && quote.product_list.length === 0 && !failed) {
    return (
      <PageContainer title="Checkout">
        <EmptyState title="Your cart is empty" icon={<ShoppingBag className="size-8" />}>
          <p>Add a few products to your cart, then come back to check out.</p>
          <Link to="/products" className="mt-4 inline-block font-semibold text-accent-ink underline">
            Browse products
          </Link>
        </EmptyState>
      </PageContainer>
    );
  }

  return (
    <PageContainer title="Checkout">
      {failed ? (
        <p
          role="alert"
          className="mb-6 rounded-card border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger"
        >
          Part of the checkout could not be loaded. Please reload the page.
        </p>
      ) : null}
      {notice ? (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={`mb-6 rounded-card border px-4 py-3 text-sm font-medium ${
            notice.ok
              ? 'border-green-700/30 bg-green-50 text-green-900'
              : 'border-danger/30 bg-red-50 text-danger'
          }`}
        >
          {notice.message}
        </p>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        {/* min-w-0: a grid column otherwise grows to its widest field and scrolls a 320 px phone sideways. */}
        <div className="min-w-0 space-y-6">
          <Step number={1} title="Delivery address">
            <AddressPicker
              addresses={addresses}
              selected={selected}
              saveResult={saved}
              formId={PLACE_ORDER_FORM_ID}
            />
          </Step>
          <Step number={2} title="Coupon">
            <CouponForm asked={askedCoupon} coupon={coupon} error={couponError} />
          </Step>
          <Step number={3} title="Payment">
            <PaymentOptions methods={paymentMethods} />
          </Step>
        </div>
        {quote ? (
          <CheckoutSummary
            quote={quote}
            couponCode={coupon?.code ?? null}
            idempotencyKey={idempotencyKey}
            canPlace={addresses.length > 0}
          />
        ) : null}
      </div>
    </PageContainer>
  );
}
