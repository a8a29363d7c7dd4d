import { messages } from '@shop/shared/messages';
import { data, Form, Link } from 'react-router';
import { AccountCard, FormNotice, SubmitButton, TextField } from '../features/account/account-fields';
import { type FormResult, submitOrOffline } from '../features/account/network';
import { apiFor, errorMessage, isOk } from '../lib/api.server';
import { useShellData } from '../lib/shell-data';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/verify-email';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('E-mail verification') }];

/**
 * Where the verification link lands: `/api/auth/verify-email` has already checked the token and signed the
 * user in (cookies set), or redirected here with `?error=INVALID_TOKEN|TOKEN_EXPIRED|USER_NOT_FOUND`.
 */
export function loader({ request }: Route.LoaderArgs) {
  const error = new URL(request.url).searchParams.get('error');
  return { error: error ? (error === 'TOKEN_EXPIRED' ? 'expired' : 'invalid') : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const response = await apiFor(context, request)<{ message?: string }>('/api/users/resend-verification', {
    method: 'POST',
    body: { email },
  });
  return data<FormResult>(
    {
      ok: isOk(response),
      message: isOk(response)
        ? (response.body.message ?? 'A new link is on its way.')
        : errorMessage(response, messages.genericFailure),
      email,
    },
    { status: isOk(response) ? 200 : response.status },
  );
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return submitOrOffline(serverAction);
}

export default function VerifyEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = useShellData();
  const result = actionData as FormResult | undefined;
  if (!loaderData.error) {
    return (
      <AccountCard title="E-mail verified">
        <p role="status" className="text-sm text-ink">
          Thank you{user ? `, ${user.displayName?.trim() || user.fullName}` : ''}: your e-mail address is
          verified
          {user ? ' and you are signed in.' : '. You can log in now.'}
        </p>
        <div className="flex gap-3">
          <Link
            to="/"
            className="rounded-card bg-accent px-5 py-2.5 text-sm font-semibold text-ink hover:bg-accent-strong"
          >
            Start shopping
          </Link>
          <Link
            to={user ? '/profile' : '/login'}
            className="rounded-card border border-line px-5 py-2.5 text-sm font-semibold hover:bg-surface-sunk"
          >
            {user ? 'Your profile' : 'Log in'}
          </Link>
        </div>
      </AccountCard>
    );
  }
  return (
    <AccountCard
      title="This link does not work"
      subtitle={
        loaderData.error === 'expired'
          ? 'The verification link has expired (links are valid for 24 hours).'
          : 'The verification link is invalid or was already used.'
      }
    >
      <FormNotice result={result} />
      <Form method="post" replace noValidate className="flex flex-col gap-4">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={result?.email ?? ''}
        />
        <SubmitButton>Send a new link</SubmitButton>
      </Form>
      <Link to="/login" className="text-sm font-semibold text-accent-ink hover:underline">
        Back to log in
      </Link>
    </AccountCard>
  );
}
