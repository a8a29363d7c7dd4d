import type { CardPaymentData } from '@shop/shared/payments.contract';
import { data, redirect } from 'react-router';
import { PageContainer } from '../components/ui/page-container';
import { CardPaymentForm } from '../features/checkout/card-payment-form';
import { ForgetPlacedBag } from '../features/checkout/forget-placed-bag';
import { guestConfirmationPath } from '../features/checkout/guest-links';
import { cardPaymentPath, confirmationPath } from '../features/checkout/idempotency-key';
import { apiFor, isOk } from '../lib/api.server';
import { sessionFromCookies } from '../lib/cookies';
import { loginPath } from '../lib/return-path';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/checkout-pay';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Pay by card') },
  { name: 'robots', content: 'noindex' },
  // A guest's address carries the order's access token: never send it to another site.
  // `same-origin`, not `no-referrer`: under `no-referrer` a form posted without JavaScript says
  // `Origin: null`, which the CSRF check refuses.
  { name: 'referrer', content: 'same-origin' },
];

/** The card payment of a placed order (GET /api/payments/orders/{id}/card); a paid order goes to its page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { userSlug } = sessionFromCookies(request.headers.get('cookie'));
  const query = new URL(request.url).searchParams;
  // A guest's order opens with its signed token (decision 0019); anyone else signs in first.
  const token = userSlug ? '' : (query.get('token')?.trim() ?? '');
  if (!userSlug && !token) throw redirect(loginPath(cardPaymentPath(params.slug)));
  const slug = encodeURIComponent(params.slug);
  const response = await apiFor(
    context,
    request,
  )<CardPaymentData>(
    token
      ? `/api/guest/orders/${slug}/card?${new URLSearchParams({ token })}`
      : `/api/payments/orders/${slug}/card`,
  );
  const orderPage = token ? guestConfirmationPath(params.slug, token) : confirmationPath(params.slug);
  if (!isOk(response)) {
    if (token && response.status === 404) throw data(null, { status: 404, statusText: 'Not Found' });
    if (response.status === 404 || response.status === 409) throw redirect(orderPage);
    throw data(null, { status: 503, statusText: 'Service Unavailable' });
  }
  if (response.body.payment_status === 'success') throw redirect(orderPage);
  return { payment: response.body, orderPage, placed: query.get('placed') === '1' };
}

export default function CheckoutPayPage({ loaderData }: Route.ComponentProps) {
  const { payment, orderPage, placed } = loaderData;
  return (
    <PageContainer title="Pay by card">
      <div className="mx-auto max-w-lg space-y-4 rounded-card border border-line p-5">
        <p className="text-sm text-muted">
          Order number <strong className="font-mono text-ink">{payment.order_slug}</strong>. Your order is
          placed and its items are reserved; it is confirmed once the payment goes through.
        </p>
        <CardPaymentForm payment={payment} returnPath={orderPage} />
        <ForgetPlacedBag placed={placed} />
      </div>
    </PageContainer>
  );
}
