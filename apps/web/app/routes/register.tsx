import { messages } from '@shop/shared/messages';
import { PASSWORD_MIN_LENGTH } from '@shop/shared/password-policy';
import { data, Form, Link, useNavigation } from 'react-router';
import { errorCode } from '../features/account/account.server';
import { AccountCard, FormNotice, SubmitButton, TextField } from '../features/account/account-fields';
import { type FormResult, submitOrOffline } from '../features/account/network';
import { safeRedirectTo } from '../features/account/redirect-target';
import { apiFor, errorMessage, isOk } from '../lib/api.server';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Create an account') }];

export function loader({ request }: Route.LoaderArgs) {
  return { redirectTo: safeRedirectTo(new URL(request.url).searchParams.get('redirectTo'), '/') };
}

interface RegisterResult extends FormResult {
  fullName?: string;
  displayName?: string;
}

/** Sign-up (product rules §8): "Email already exists", "Invalid Email", the password rule, else the API's message. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const fullName = String(form.get('fullName') ?? '').trim();
  const displayName = String(form.get('displayName') ?? '').trim();
  const email = String(form.get('email') ?? '').trim();
  const api = apiFor(context, request);

  if (form.get('intent') === 'resend') {
    const response = await api<{ message?: string }>('/api/users/resend-verification', {
      method: 'POST',
      body: { email },
    });
    return data<RegisterResult>(
      {
        ok: isOk(response),
        message: isOk(response)
          ? `We sent a new verification link to ${email}.`
          : errorMessage(response, messages.genericFailure),
        code: isOk(response) ? 'registered' : errorCode(response),
        email,
      },
      { status: isOk(response) ? 200 : response.status },
    );
  }

  const response = await api('/api/users/register', {
    method: 'POST',
    body: {
      fullName,
      ...(displayName ? { displayName } : {}),
      email,
      password: String(form.get('password') ?? ''),
    },
  });
  if (isOk(response)) {
    return data<RegisterResult>(
      {
        ok: true,
        code: 'registered',
        email,
        message: `Your account is ready. We sent a verification link to ${email}: open it to sign in.`,
      },
      { status: 201 },
    );
  }
  return data<RegisterResult>(
    {
      ok: false,
      message: errorMessage(response, messages.genericFailure),
      code: errorCode(response),
      email,
      fullName,
      displayName,
    },
    { status: response.status >= 400 ? response.status : 502 },
  );
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return submitOrOffline(serverAction);
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData as RegisterResult | undefined;
  const busy = navigation.state === 'submitting' && navigation.formAction === '/register';
  const loginHref =
    loaderData.redirectTo === '/'
      ? '/login'
      : `/login?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`;

  if (result?.ok && result.code === 'registered') {
    return (
      <AccountCard title="Check your e-mail">
        <FormNotice result={result} />
        <Form method="post" replace>
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="email" value={result.email ?? ''} />
          <button type="submit" className="text-sm font-semibold text-accent-ink underline">
            Send the link again
          </button>
        </Form>
        <Link to={loginHref} className="text-sm font-semibold text-accent-ink hover:underline">
          Go to log in
        </Link>
      </AccountCard>
    );
  }

  return (
    <AccountCard title="Create an account" subtitle="Shop from every seller with one cart and one wishlist.">
      <FormNotice result={result} />
      <Form method="post" replace noValidate className="flex flex-col gap-4">
        <TextField
          label="Full name"
          name="fullName"
          autoComplete="name"
          required
          maxLength={100}
          defaultValue={result?.fullName ?? ''}
        />
        <TextField
          label="Display name (optional)"
          name="displayName"
          autoComplete="nickname"
          maxLength={60}
          defaultValue={result?.displayName ?? ''}
          hint="Shown in the header greeting."
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={result?.email ?? ''}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters; common passwords are refused.`}
        />
        <SubmitButton busy={busy}>Create account</SubmitButton>
      </Form>
      <p className="border-t border-line pt-4 text-sm text-muted">
        Already have an account?{' '}
        <Link to={loginHref} className="font-semibold text-accent-ink hover:underline">
          Log in
        </Link>
      </p>
    </AccountCard>
  );
}
