import { messages } from '@shop/shared/messages';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { cookieHeadersFrom, errorCode } from '../features/account/account.server';
import { AccountCard, FormNotice, SubmitButton, TextField } from '../features/account/account-fields';
import { type FormResult, submitOrOffline } from '../features/account/network';
import { safeRedirectTo } from '../features/account/redirect-target';
import { type SocialProvider, SocialSignIn } from '../features/account/social-sign-in';
import { apiFor, errorMessage, isOk } from '../lib/api.server';
import { useShellData } from '../lib/shell-data';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Log in') }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const providers = await apiFor(
    context,
    request,
  )<{ social?: SocialProvider[] }>('/api/users/auth-providers');
  return {
    redirectTo: safeRedirectTo(url.searchParams.get('redirectTo'), '/'),
    social: isOk(providers) && Array.isArray(providers.body.social) ? providers.body.social : [],
  };
}

/**
 * Works without JavaScript: the form posts here, the API signs in and its Set-Cookie headers (access_token,
 * user_slug) go back to the browser with the redirect to `redirectTo`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const api = apiFor(context, request);

  if (form.get('intent') === 'resend') {
    const response = await api<{ message?: string }>('/api/users/resend-verification', {
      method: 'POST',
      body: { email },
    });
    return data<FormResult>(
      {
        ok: isOk(response),
        message: isOk(response)
          ? (response.body.message ?? 'A new verification link is on its way.')
          : errorMessage(response, messages.genericFailure),
        email,
      },
      { status: isOk(response) ? 200 : response.status },
    );
  }

  const response = await api<{ role?: string }>('/api/users/login', {
    method: 'POST',
    body: { email, password: String(form.get('password') ?? '') },
  });
  if (isOk(response)) {
    // Admins come to run the marketplace: with no page asked for, they land on their dashboard.
    const fallback = response.body.role === 'admin' ? '/admin' : '/';
    const target = safeRedirectTo(form.get('redirectTo'), '/');
    return redirect(target === '/' ? fallback : target, { headers: cookieHeadersFrom(response) });
  }
  return data<FormResult>(
    { ok: false, message: errorMessage(response, messages.genericFailure), code: errorCode(response), email },
    { status: response.status >= 400 ? response.status : 502 },
  );
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return submitOrOffline(serverAction);
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { user } = useShellData();
  const result = actionData as FormResult | undefined;
  const busy = navigation.state === 'submitting' && navigation.formAction === '/login';
  const registerHref =
    loaderData.redirectTo === '/'
      ? '/register'
      : `/register?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`;

  return (
    <AccountCard title="Log in" subtitle="Welcome back! Sign in to see your cart, wishlist and orders.">
      {user ? (
        <p role="status" className="rounded-card bg-accent-soft px-3 py-2 text-sm">
          You are signed in as {user.displayName?.trim() || user.fullName}.{' '}
          <Link to={loaderData.redirectTo} className="font-semibold underline">
            Continue
          </Link>
        </p>
      ) : null}
      <FormNotice result={result} />
      {result?.code === 'email_not_verified' ? (
        <Form method="post" replace>
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="email" value={result.email ?? ''} />
          <button type="submit" className="text-sm font-semibold text-accent-ink underline">
            Send the verification link again
          </button>
        </Form>
      ) : null}
      <Form method="post" replace noValidate className="flex flex-col gap-4">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
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
          autoComplete="current-password"
          required
        />
        <div className="flex items-center justify-between gap-4">
          <SubmitButton busy={busy}>Log in</SubmitButton>
          <Link to="/forgot-password" className="text-sm font-medium text-accent-ink hover:underline">
            Forgot password?
          </Link>
        </div>
      </Form>
      <SocialSignIn providers={loaderData.social} redirectTo={loaderData.redirectTo} />
      <p className="border-t border-line pt-4 text-sm text-muted">
        New here?{' '}
        <Link to={registerHref} className="font-semibold text-accent-ink hover:underline">
          Create an account
        </Link>
      </p>
    </AccountCard>
  );
}
