import { messages } from '@shop/shared/messages';
import { PASSWORD_MIN_LENGTH, passwordProblem } from '@shop/shared/password-policy';
import { ACCESS_TOKEN_COOKIE, expiredCookie, USER_SLUG_COOKIE } from '@shop/shared/session-cookies';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { ImageUploadField } from '../components/ui/image-upload-field';
import { PageContainer } from '../components/ui/page-container';
import { cookieHeadersFrom, errorCode, signedInSlug } from '../features/account/account.server';
import { FormNotice, SubmitButton, TextField } from '../features/account/account-fields';
import { type FormResult, submitOrOffline } from '../features/account/network';
import {
  type AccountUser,
  passwordFailureText,
  profileFailureText,
} from '../features/account/profile-messages';
import { loginPathFor } from '../features/account/redirect-target';
import { AddressBook } from '../features/addresses/address-book';
import {
  type AddressActionData,
  addressAction,
  isAddressIntent,
  loadAddresses,
} from '../features/addresses/addresses.server';
import { OrderHistory } from '../features/orders/order-history';
import { loadOrders } from '../features/orders/orders.server';
import { ApplicationStatus } from '../features/seller-apply/application-status';
import { loadOwnApplication } from '../features/seller-apply/seller-apply.server';
import { apiFor, isOk } from '../lib/api.server';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Profile') }];

/** Where a successful password change lands (Post/Redirect/Get). */
export const PASSWORD_UPDATED_PATH = '/profile?password=updated#dashboard';

/** A stale session (cookies present, API says no): forget it and sign in again, coming back here. */
function signInAgain(request: Request): never {
  const headers = new Headers();
  headers.append('Set-Cookie', expiredCookie(ACCESS_TOKEN_COOKIE, { httpOnly: true }));
  headers.append('Set-Cookie', expiredCookie(USER_SLUG_COOKIE, { httpOnly: false }));
  throw redirect(loginPathFor(request.url), { headers });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = signedInSlug(request);
  if (!slug) throw redirect(loginPathFor(request.url));
  const response = await apiFor(
    context,
    request,
  )<AccountUser>(`/api/users/private/${encodeURIComponent(slug)}`);
  if (response.status === 401 || response.status === 403) signInAgain(request);
  if (!isOk(response)) throw data('The profile could not be loaded. Please try again.', { status: 503 });
  const passwordUpdated = new URL(request.url).searchParams.get('password') === 'updated';
  const api = apiFor(context, request);
  const [orders, application, addresses] = await Promise.all([
    loadOrders(api, slug),
    loadOwnApplication(api),
    loadAddresses(api, slug),
  ]);
  const confirmDelete = new URL(request.url).searchParams.get('delete_address');
  return { user: response.body, passwordUpdated, orders, application, addresses, confirmDelete };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = apiFor(context, request);
  const text = (name: string) => String(form.get(name) ?? '').trim();

  const intent = form.get('intent');
  if (isAddressIntent(intent)) {
    const userSlug = signedInSlug(request);
    if (!userSlug) throw redirect(loginPathFor(request.url));
    const outcome = await addressAction(api, userSlug, intent, form);
    return data<AddressActionData>(outcome.data, { status: outcome.status });
  }

  if (form.get('intent') === 'password') {
    const newPassword = String(form.get('newPassword') ?? '');
    if (newPassword !== String(form.get('confirmPassword') ?? '')) {
      return data<FormResult>(
        { ok: false, code: 'password', message: 'The two new passwords do not match' },
        { status: 400 },
      );
    }
    const problem = passwordProblem(newPassword);
    if (problem) return data<FormResult>({ ok: false, code: 'password', message: problem }, { status: 400 });
    const response = await api('/api/auth/change-password', {
      method: 'POST',
      body: { currentPassword: String(form.get('currentPassword') ?? ''), newPassword },
    });
    if (isOk(response)) {
      // better-auth replaced every session, this one included, with a fresh token: redirect so that the next
      // request (and its loaders) carries the new cookie, with or without JavaScript.
      throw redirect(PASSWORD_UPDATED_PATH, { headers: cookieHeadersFrom(response) });
    }
    return data<FormResult>(
      { ok: false, code: 'password', message: passwordFailureText(response.status, errorCode(response)) },
      { status: response.status >= 400 ? response.status : 502 },
    );
  }

  const email = text('email');
  const response = await api(`/api/users/update-profile-info?email=${encodeURIComponent(email)}`, {
    method: 'PATCH',
    body: {
      name: text('fullName'),
      displayName: text('displayName'),
      phone: text('phone'),
      avatar: text('avatar'),
      country: text('country'),
      state: text('state'),
      city: text('city'),
      address: text('address'),
    },
  });
  if (isOk(response))
    return { ok: true, code: 'profile', message: messages.profileUpdated } satisfies FormResult;
  return data<FormResult>(
    { ok: false, code: 'profile', message: profileFailureText(response.status) },
    { status: response.status >= 400 ? response.status : 502 },
  );
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return submitOrOffline(serverAction);
}

const sectionClass = 'rounded-card border border-line bg-white p-5 shadow-sm sm:p-6';

/** The profile's postal address inputs, with browser autofill hints and the contract's length limits. */
const POSTAL_FIELDS = [
  { name: 'country', label: 'Country', autoComplete: 'country-name', maxLength: 100 },
  { name: 'state', label: 'State', autoComplete: 'address-level1', maxLength: 100 },
  { name: 'city', label: 'City', autoComplete: 'address-level2', maxLength: 100 },
  { name: 'address', label: 'Address', autoComplete: 'street-address', maxLength: 300 },
] as const;

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = loaderData;
  const navigation = useNavigation();
  const addressResult = actionData && 'intent' in actionData ? (actionData as AddressActionData) : undefined;
  const result = addressResult ? undefined : (actionData as FormResult | undefined);
  const intent = navigation.formData?.get('intent');
  const name = user.displayName?.trim() || user.fullName;

  const profileResult = result && result.code !== 'password' ? result : null;
  const passwordResult =
    result?.code === 'password'
      ? result
      : loaderData.passwordUpdated && !result
        ? { ok: true, message: messages.passwordUpdated }
        : null;

  return (
    <PageContainer title="Profile">
      <section id="dashboard" aria-labelledby="dashboard-heading" className="grid gap-6 lg:grid-cols-3">
        <div className={`${sectionClass} lg:col-span-1`}>
          <h2 id="dashboard-heading" className="text-lg font-semibold">
            Dashboard
          </h2>
          <div className="mt-4 flex items-center gap-4">
            {user.avatar ? (
              <img
                src={user.avatar}
                alt=""
                className="size-16 rounded-full border border-line object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-16 items-center justify-center rounded-full bg-accent-soft text-xl font-bold text-accent-ink"
              >
                {name.slice(0, 1).toUpperCase()}
              </span>
            )}
            <div className="min-w-0">
              <p className="truncate font-semibold">{name}</p>
              <p className="truncate text-sm text-muted">{user.email}</p>
            </div>
          </div>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">Full name</dt>
            <dd>{user.fullName || '—'}</dd>
            <dt className="text-muted">Phone</dt>
            <dd>{user.phone || '—'}</dd>
            <dt className="text-muted">Address</dt>
            <dd>
              {user.address
                ? [user.address.address, user.address.city, user.address.state, user.address.country]
                    .filter(Boolean)
                    .join(', ')
                : '—'}
            </dd>
            <dt className="text-muted">Account</dt>
            <dd className="capitalize">{user.role}</dd>
          </dl>
          <nav aria-label="Your shop" className="mt-5 flex flex-wrap gap-2 text-sm">
            {[
              { to: '/track_order', label: 'Orders' },
              { to: '/wishlist', label: 'Wishlist' },
              { to: '/cart', label: 'Cart' },
            ].map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className="rounded-card border border-line px-3 py-1.5 font-medium hover:bg-surface-sunk"
              >
                {link.label}
              </Link>
            ))}
          </nav>
        </div>

        <div className="flex flex-col gap-6 lg:col-span-2">
          <section aria-labelledby="edit-heading" className={sectionClass}>
            <h2 id="edit-heading" className="text-lg font-semibold">
              Edit profile
            </h2>
            <Form method="post" replace className="mt-4 grid gap-4 sm:grid-cols-2">
              <input type="hidden" name="intent" value="profile" />
              <input type="hidden" name="email" value={user.email} />
              <div className="sm:col-span-2">
                <FormNotice result={profileResult} />
              </div>
              <TextField
                label="Full name"
                name="fullName"
                autoComplete="name"
                required
                maxLength={100}
                defaultValue={user.fullName}
              />
              <TextField
                label="Display name"
                name="displayName"
                autoComplete="nickname"
                maxLength={60}
                defaultValue={user.displayName ?? ''}
              />
              <TextField
                label="Phone"
                name="phone"
                type="tel"
                autoComplete="tel"
                maxLength={32}
                defaultValue={user.phone ?? ''}
              />
              <ImageUploadField
                label="Avatar"
                name="avatar"
                defaultValue={user.avatar}
                hint="Upload a photo (JPEG, PNG, WebP or GIF up to 5 MB), or paste the address of an image."
              />
              {POSTAL_FIELDS.map(({ name, label, autoComplete, maxLength }) => (
                <TextField
                  key={name}
                  label={label}
                  name={name}
                  autoComplete={autoComplete}
                  maxLength={maxLength}
                  defaultValue={user.address?.[name] ?? ''}
                />
              ))}
              <div className="sm:col-span-2">
                <SubmitButton busy={navigation.state === 'submitting' && intent === 'profile'}>
                  Save profile
                </SubmitButton>
              </div>
            </Form>
          </section>

          <section aria-labelledby="password-heading" className={sectionClass}>
            <h2 id="password-heading" className="text-lg font-semibold">
              Change password
            </h2>
            <p className="mt-1 text-sm text-muted">Your other devices will be signed out.</p>
            <Form method="post" replace className="mt-4 grid gap-4 sm:grid-cols-2">
              <input type="hidden" name="intent" value="password" />
              <input type="hidden" name="username" value={user.email} autoComplete="username" />
              <div className="sm:col-span-2">
                <FormNotice result={passwordResult} />
              </div>
              <div className="sm:col-span-2">
                <TextField
                  label="Current password"
                  name="currentPassword"
                  type="password"
                  autoComplete="current-password"
                  required
                />
              </div>
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
              <div className="sm:col-span-2">
                <SubmitButton busy={navigation.state === 'submitting' && intent === 'password'}>
                  Change password
                </SubmitButton>
              </div>
            </Form>
          </section>
        </div>
      </section>
      <section
        id="addresses"
        aria-labelledby="addresses-heading"
        className={`${sectionClass} mt-6 scroll-mt-24`}
      >
        <h2 id="addresses-heading" className="text-lg font-semibold">
          Address book
        </h2>
        <p className="mt-1 text-sm text-muted">
          Checkout offers your default address first; orders keep their own copy of the address.
        </p>
        <div className="mt-4">
          <FormNotice
            result={
              addressResult && (addressResult.intent !== 'address-save' || addressResult.ok)
                ? addressResult
                : null
            }
          />
          {loaderData.addresses ? (
            <div className="mt-3">
              <AddressBook
                addresses={loaderData.addresses}
                saveResult={addressResult?.intent === 'address-save' ? addressResult : null}
                confirmDelete={loaderData.confirmDelete}
                pagePath="/profile"
              />
            </div>
          ) : (
            <p role="alert" className="text-sm text-danger">
              Your addresses could not be loaded. Please reload the page.
            </p>
          )}
        </div>
      </section>
      {loaderData.application ? (
        <div className="mt-6">
          <ApplicationStatus application={loaderData.application} />
        </div>
      ) : null}
      <div className="mt-6">
        <OrderHistory orders={loaderData.orders} />
      </div>
    </PageContainer>
  );
}
