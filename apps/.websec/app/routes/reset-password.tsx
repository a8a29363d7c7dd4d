import { messages } from '@shop/shared/messages';
import { PASSWORD_MIN_LENGTH, passwordProblem } from '@shop/shared/password-policy';
import { data, Form, Link, useNavigation } from 'react-router';
import { AccountCard, FormNotice, SubmitButton, TextField } from '../features/account/account-fields';
import { type FormResult, submitOrOffline } from '../features/account/network';
import { apiFor, errorMessage, isOk } from '../lib/api.server';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Choose a new password') }];

/** The reset mail's link lands here as `?token=…` (or `?error=INVALID_TOKEN` when it is no longer valid). */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return { token: params.get('token') ?? '', invalid: params.has('error') || !params.get('token') };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get('token') ?? '');
  const newPassword = String(form.get('newPassword') ?? '');
  if (newPassword !== String(form.get('confirmPassword') ?? '')) {
    return data<FormResult>({ ok: false, message: 'The two passwords do not match' }, { status: 400 });
  }
  const problem = passwordProblem(newPassword);
  if (problem) return data<FormResult>({ ok: false, message: problem }, { status: 400 });
  const response = await apiFor(context, request)('/api/auth/reset-password', {
    method: 'POST',
    body: { token, newPassword },
  });
  if (isOk(response)) {
    return {
      ok: true,
      code: 'reset',
      message: 'Your password is changed. Log in with the new one.',
    } satisfies FormResult;
  }
  return data<FormResult>(
    { ok: false, message: errorMessage(response, messages.genericFailure) },
    { status: response.status >= 400 ? response.status : 502 },
  );
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return submitOrOffline(serverAction);
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData as FormResult | undefined;
  if (result?.ok) {
    return (
      <AccountCard title="Password changed">
        <FormNotice result={result} />
        <Link
          to="/login"
          className="rounded-card bg-accent px-5 py-2.5 text-center text-sm font-semibold text-ink hover:bg-accent-strong"
        >
          Log in
        </Link>
      </AccountCard>
    );
  }
  if (loaderData.invalid) {
    return (
      <AccountCard
        title="This link does not work"
        subtitle="The reset link is invalid, expired (after 1 hour) or already used."
      >
        <Link to="/forgot-password" className="text-sm font-semibold text-accent-ink hover:underline">
          Ask for a new link
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard
      title="Choose a new password"
      subtitle="Every device signed in to your account will be signed out."
    >
      <FormNotice result={result} />
      <Form method="post" replace className="flex flex-col gap-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters; common passwords are refused.`}
        />
        <TextField
          label="Repeat the new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
        />
        <SubmitButton busy={navigation.state === 'submitting'}>Save the new password</SubmitButton>
      </Form>
    </AccountCard>
  );
}
