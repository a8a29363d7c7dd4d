import { messages } from '@shop/shared/messages';
import { data, Form, Link, useNavigation } from 'react-router';
import { AccountCard, FormNotice, SubmitButton, TextField } from '../features/account/account-fields';
import { type FormResult, submitOrOffline } from '../features/account/network';
import { apiFor, errorMessage, isOk } from '../lib/api.server';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Forgot password') }];

/** Asks better-auth for a reset mail; the answer never says whether the address has an account. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const response = await apiFor(context, request)('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: '/reset-password' },
  });
  if (isOk(response)) {
    return {
      ok: true,
      email,
      message: `If ${email} belongs to an account, we sent it a link to choose a new password. The link is valid for 1 hour.`,
    } satisfies FormResult;
  }
  return data<FormResult>(
    { ok: false, message: errorMessage(response, messages.genericFailure), email },
    { status: response.status >= 400 ? response.status : 502 },
  );
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return submitOrOffline(serverAction);
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData as FormResult | undefined;
  return (
    <AccountCard
      title="Forgot password"
      subtitle="Enter your e-mail and we will send you a link to choose a new password."
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
        <SubmitButton busy={navigation.state === 'submitting'}>Send the link</SubmitButton>
      </Form>
      <Link to="/login" className="text-sm font-semibold text-accent-ink hover:underline">
        Back to log in
      </Link>
    </AccountCard>
  );
}
