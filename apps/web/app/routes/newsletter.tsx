import { messages } from '@shop/shared/messages';
import type { SubscriberData } from '@shop/shared/shopping.contract';
import { data } from 'react-router';
import { PageContainer } from '../components/ui/page-container';
import type { NewsletterActionData } from '../features/footer/newsletter-banner';
import { apiFor, errorMessage, isOk } from '../lib/api.server';
import { sessionFromCookies } from '../lib/cookies';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/newsletter';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Newsletter') }];

/**
 * The footer's subscribe form (product rules §5: signed-in users only; POST /subscriber { email, user_slug }).
 * Subscribing is double opt-in: the API mails a confirmation link and answers a notice saying so.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const { userSlug } = sessionFromCookies(request.headers.get('cookie'));

  if (!userSlug) {
    return data<NewsletterActionData>({ ok: false, message: messages.logInFirst }, { status: 401 });
  }
  if (!email) {
    return data<NewsletterActionData>({ ok: false, message: messages.invalidEmail }, { status: 400 });
  }

  const response = await apiFor(context, request)<SubscriberData>('/api/subscriber', {
    method: 'POST',
    body: { email, user_slug: userSlug },
  });
  if (!isOk(response)) {
    return data<NewsletterActionData>(
      { ok: false, message: errorMessage(response, messages.genericFailure) },
      { status: response.status >= 400 ? response.status : 502 },
    );
  }
  // The toast keeps the product's text; the notice says what happens next (confirm by e-mail, or already in).
  return {
    ok: true,
    message: messages.subscribed,
    ...(response.body.notice ? { notice: response.body.notice } : {}),
  } satisfies NewsletterActionData;
}

/** Shown after a subscribe post without scripts; with scripts the footer shows a toast instead. */
export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  return (
    <PageContainer title="Newsletter">
      <p role="status" className="font-medium">
        {actionData ? actionData.message : 'Subscribe with the form at the bottom of any page.'}
      </p>
      {actionData?.notice ? <p className="mt-2 text-ink-soft">{actionData.notice}</p> : null}
    </PageContainer>
  );
}
