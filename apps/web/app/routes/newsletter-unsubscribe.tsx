import { messages } from '@shop/shared/messages';
import type { NewsletterUnsubscribedData } from '@shop/shared/shopping.contract';
import { data, Form, Link } from 'react-router';
import { AccountCard, FormNotice, SubmitButton } from '../features/account/account-fields';
import { apiFor, errorMessage, isOk } from '../lib/api.server';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/newsletter-unsubscribe';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Unsubscribe from the newsletter') },
  { name: 'robots', content: 'noindex' },
];

/**
 * The unsubscribe link of every newsletter mail (`?token=`), also named in its `List-Unsubscribe` header.
 * GET shows a confirm button (mail scanners open links too); POST unsubscribes without sign-in: the
 * button's form, or the RFC 8058 one-click post a mail provider sends to the link itself
 * (`List-Unsubscribe=One-Click`, the token then only in the URL).
 */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token')?.trim() ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get('token') ?? new URL(request.url).searchParams.get('token') ?? '').trim();
  const response = await apiFor(context, request)<NewsletterUnsubscribedData>('/api/newsletter/unsubscribe', {
    method: 'POST',
    body: { token },
  });
  const ok = isOk(response);
  return data(
    { ok, message: ok ? response.body.message : errorMessage(response, messages.genericFailure) },
    { status: ok ? 200 : response.status >= 400 ? response.status : 502 },
  );
}

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.ok) {
    return (
      <AccountCard title="You are unsubscribed">
        <FormNotice result={actionData} />
        <Link to="/" className="text-sm font-semibold text-accent-ink underline">
          Go to the shop
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard
      title="Unsubscribe from the newsletter"
      subtitle="You will get no more newsletter e-mails from Bazaar."
    >
      <FormNotice result={actionData} />
      {loaderData.token ? (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton>Unsubscribe</SubmitButton>
        </Form>
      ) : (
        <p role="alert" className="text-sm text-danger">
          This link is incomplete. Open the link from the e-mail again.
        </p>
      )}
    </AccountCard>
  );
}
