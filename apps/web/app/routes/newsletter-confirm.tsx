import { messages } from '@shop/shared/messages';
import type { NewsletterConfirmationData } from '@shop/shared/shopping.contract';
import { data, Form, Link } from 'react-router';
import { AccountCard, FormNotice, SubmitButton } from '../features/account/account-fields';
import { apiFor, errorMessage, isOk } from '../lib/api.server';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/newsletter-confirm';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Confirm your newsletter subscription') },
  { name: 'robots', content: 'noindex' },
];

type ConfirmResult =
  | { ok: true; message: string; couponCode: string | null }
  | { ok: false; message: string };

/**
 * Where the newsletter confirmation link lands (`?token=`). Opening the page confirms nothing: mail
 * scanners open links too. The button posts the token (works without scripts); no sign-in is needed.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token')?.trim() ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get('token') ?? '').trim();
  const response = await apiFor(context, request)<NewsletterConfirmationData>('/api/newsletter/confirm', {
    method: 'POST',
    body: { token },
  });
  if (!isOk(response)) {
    return data<ConfirmResult>(
      { ok: false, message: errorMessage(response, messages.genericFailure) },
      { status: response.status >= 400 ? response.status : 502 },
    );
  }
  return {
    ok: true,
    message: response.body.message,
    couponCode: response.body.coupon_code,
  } satisfies ConfirmResult;
}

export default function NewsletterConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.ok) {
    return (
      <AccountCard title="Subscription confirmed">
        <FormNotice result={actionData} />
        {actionData.couponCode ? (
          <div className="rounded-card border border-dashed border-accent bg-accent-soft p-4 text-center">
            <p className="text-sm text-muted">
              Your welcome coupon (10% off one order), also sent by e-mail:
            </p>
            <p className="mt-1 text-2xl font-bold tracking-widest" data-testid="welcome-coupon">
              {actionData.couponCode}
            </p>
            <p className="mt-1 text-sm text-muted">Enter it at checkout. It works once.</p>
          </div>
        ) : null}
        <Link to="/" className="text-sm font-semibold text-accent-ink underline">
          Go to the shop
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard
      title="Confirm your newsletter subscription"
      subtitle="Coupons and new arrivals from Bazaar, by e-mail. You can unsubscribe with one click from any of them."
    >
      <FormNotice result={actionData} />
      {loaderData.token ? (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton>Confirm my subscription</SubmitButton>
          <p className="text-sm text-muted">
            If you did not subscribe, close this page: nothing more is sent to you.
          </p>
        </Form>
      ) : (
        <p role="alert" className="text-sm text-danger">
          This link is incomplete. Open the link from the e-mail again.
        </p>
      )}
    </AccountCard>
  );
}
