import { messages } from '@shop/shared/messages';
import { data, Form, Link } from 'react-router';
import { AccountCard, FormNotice, SubmitButton } from '../features/account/account-fields';
import { apiFor, errorMessage, isOk } from '../lib/api.server';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/verify-contact-email';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Confirm a shop contact address') },
  { name: 'robots', content: 'noindex' },
];

/**
 * Where a shop contact confirmation link lands (`?token=`). Opening the page confirms nothing: mail
 * scanners open links too. The button posts the token to the API (works without scripts).
 */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token')?.trim() ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get('token') ?? '').trim();
  const response = await apiFor(context, request)<{ message: string }>('/api/shop-contact/confirm', {
    method: 'POST',
    body: { token },
  });
  const ok = isOk(response);
  return data(
    { ok, message: ok ? response.body.message : errorMessage(response, messages.genericFailure) },
    { status: ok ? 200 : response.status >= 400 ? response.status : 502 },
  );
}

export default function VerifyContactEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.ok) {
    return (
      <AccountCard title="Address confirmed">
        <FormNotice result={actionData} />
        <Link to="/" className="text-sm font-semibold text-accent-ink underline">
          Go to the shop
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard
      title="Confirm a shop contact address"
      subtitle="A shop on Bazaar asked to receive its order e-mails (with buyers' names and delivery addresses) at your address."
    >
      <FormNotice result={actionData} />
      {loaderData.token ? (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton>Confirm this address</SubmitButton>
          <p className="text-sm text-muted">
            If you do not run this shop, close this page: nothing is sent to you.
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
