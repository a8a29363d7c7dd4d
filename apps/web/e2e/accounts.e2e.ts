import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../api/src/modules/mail/mail.test-support.ts';
import { launchBrowser, pageErrors, viewports } from './browser.ts';
import { type OwnShop, startOwnShop } from './own-shop.ts';

/** Pages settle after client-side navigations and revalidation; give them a few seconds. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/**
 * The account journeys in Chromium, with and without JavaScript: sign-up, the verification mail (a real
 * SMTP sink), sign-in errors of product rules §8, the protected-page round trip, profile edit, password change,
 * forgotten password and sign-out. The shop runs in this process so the test owns its SMTP server.
 */
let shop: OwnShop;
let sink: SmtpSink;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  shop = await startOwnShop({ SMTP_URL: sink.url });
  ({ origin } = shop);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await sink?.close();
});

async function newPage(javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: viewports.desktop,
    baseURL: origin,
    javaScriptEnabled,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  (page as Page & { pageErrors: string[] }).pageErrors = errors;
  return { context, page };
}

const main = (page: Page) => page.locator('main');
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });

async function mailLink(to: string, pattern: RegExp, after: number): Promise<string> {
  const mail = await sink.waitFor(
    (received) => received.to.includes(to) && sink.mails.indexOf(received) >= after,
  );
  const link = mail.links.find((candidate) => pattern.test(candidate));
  if (!link) throw new Error(`no ${pattern} link in ${mail.subject}`);
  return link;
}

describe.each([
  ['with JavaScript', true],
  ['without JavaScript', false],
])('accounts %s', (_label, javaScriptEnabled) => {
  const email = `walker-${javaScriptEnabled ? 'js' : 'nojs'}@example.test`;

  it('signs up, verifies the e-mail, signs in and comes back to the protected page', async () => {
    const { context, page } = await newPage(javaScriptEnabled);
    await page.goto('/wishlist');
    expect(page.url()).toBe(`${origin}/login?redirectTo=%2Fwishlist`);

    await page.goto('/register');
    await field(page, 'Full name').fill('Wanda Walker');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('password');
    await main(page).getByRole('button', { name: 'Create account' }).click();
    await eventually(() => main(page).getByRole('alert').textContent()).toMatch(/too common/);

    const before = sink.mails.length;
    await field(page, 'Password').fill('walking-in-the-park');
    await main(page).getByRole('button', { name: 'Create account' }).click();
    await eventually(() => main(page).getByRole('status').textContent()).toMatch(/verification link/);
    const verify = await mailLink(email, /\/api\/auth\/verify-email\?token=/, before);

    await page.goto('/login?redirectTo=%2Fwishlist');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('walking-in-the-park');
    await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
    await expect
      .poll(() => main(page).getByRole('alert').textContent())
      .toBe('Please verify your email first');

    await page.goto(verify);
    expect(new URL(page.url()).pathname).toBe('/verify-email');
    await eventually(() => page.locator('header').first().textContent()).toContain('Hi, Wanda Walker');

    await context.clearCookies();
    await page.goto('/login?redirectTo=%2Fwishlist');
    await field(page, 'Email').fill('nobody@example.test');
    await field(page, 'Password').fill('whatever-pass');
    await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
    await eventually(() => main(page).getByRole('alert').textContent()).toBe('Not Registered');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('not-my-password');
    await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
    await eventually(() => main(page).getByRole('alert').textContent()).toBe('Wrong Password');
    await field(page, 'Password').fill('walking-in-the-park');
    await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`${origin}/wishlist`);

    const cookies = await context.cookies();
    const token = cookies.find((cookie) => cookie.name === 'access_token');
    const slug = cookies.find((cookie) => cookie.name === 'user_slug');
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(slug).toMatchObject({ httpOnly: false, path: '/' });
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('edits the profile, changes the password, resets a forgotten one and signs out', async () => {
    const { context, page } = await newPage(javaScriptEnabled);
    await page.goto('/login?redirectTo=%2Fprofile');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('walking-in-the-park');
    await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`${origin}/profile`);
    await eventually(() => page.locator('#dashboard').count()).toBe(1);

    await field(page, 'Display name').fill('Wanda');
    // The profile's own phone (the address book below has a Phone field of its own).
    const profileForm = main(page).locator('form', {
      has: page.getByRole('button', { name: 'Save profile' }),
    });
    await profileForm.getByLabel('Phone', { exact: true }).fill('+1 555 0100');
    await main(page).getByRole('button', { name: 'Save profile' }).click();
    await eventually(() => main(page).getByRole('status').first().textContent()).toBe('Profile updated');
    await eventually(() => page.locator('header').first().textContent()).toContain('Hi, Wanda');

    if (javaScriptEnabled) {
      // The avatar goes through POST /api/uploads and comes back re-encoded as WebP in our storage.
      const photo = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#f5b301' } })
        .jpeg()
        .toBuffer();
      await page
        .getByTestId('avatar-file')
        .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
      await eventually(() => page.locator('input[name="avatar"]').inputValue()).toMatch(
        /^\/uploads\/[a-z0-9-]+\.webp$/,
      );
      await main(page).getByRole('button', { name: 'Save profile' }).click();
      // "Profile updated" is already on the page from the first save, so wait for the stored avatar itself.
      const slug = (await context.cookies()).find((cookie) => cookie.name === 'user_slug')?.value;
      await eventually(
        async () => (await (await page.request.get(`/api/users/private/${slug}`)).json()).avatar,
      ).toMatch(/^\/uploads\/[a-z0-9-]+\.webp$/);
    }

    await field(page, 'Current password').fill('not-my-password');
    await field(page, 'New password').fill('walking-in-the-rain');
    await field(page, 'Repeat the new password').fill('walking-in-the-rain');
    await main(page).getByRole('button', { name: 'Change password' }).click();
    await eventually(() => main(page).getByRole('alert').textContent()).toBe('Wrong Password');
    await field(page, 'Current password').fill('walking-in-the-park');
    await field(page, 'New password').fill('walking-in-the-rain');
    await field(page, 'Repeat the new password').fill('walking-in-the-rain');
    await main(page).getByRole('button', { name: 'Change password' }).click();
    await eventually(() => main(page).getByText('password updated').count()).toBe(1);
    await page.goto('/profile');
    expect(new URL(page.url()).pathname).toBe('/profile');

    await context.clearCookies();
    const before = sink.mails.length;
    await page.goto('/forgot-password');
    await field(page, 'Email').fill(email);
    await main(page).getByRole('button', { name: 'Send the link' }).click();
    await eventually(() => main(page).getByRole('status').textContent()).toMatch(/valid for 1 hour/);
    await page.goto(await mailLink(email, /\/api\/auth\/reset-password\//, before));
    expect(new URL(page.url()).pathname).toBe('/reset-password');
    await field(page, 'New password').fill('walking-in-the-snow');
    await field(page, 'Repeat the new password').fill('walking-in-the-snow');
    await main(page).getByRole('button', { name: 'Save the new password' }).click();
    await eventually(() => main(page).getByRole('status').textContent()).toMatch(/password is changed/);

    await page.goto('/login');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('walking-in-the-snow');
    await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`${origin}/`);
    if (javaScriptEnabled) {
      await page.getByRole('button', { name: /Hi, / }).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await eventually(async () => (await context.cookies()).map((cookie) => cookie.name)).toEqual([]);
      await eventually(() => page.locator('header').first().textContent()).toContain('Log in');
    } else {
      // The drawer's Logout form is a plain POST to /logout.
      const response = await page.request.post(`${origin}/logout`, { headers: { origin }, maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(await context.cookies()).toEqual([]);
    }
    await context.close();
  });
});

describe('accounts offline', () => {
  it('shows "Internet not available" when the sign-in request cannot leave the browser', async () => {
    const { context, page } = await newPage(true);
    await page.goto('/login', { waitUntil: 'networkidle' });
    // Offline before hydration would post the form natively (the browser's own offline page).
    await page.waitForFunction(() => '__reactRouterRouteModules' in window);
    await context.setOffline(true);
    await field(page, 'Email').fill('a@example.test');
    await field(page, 'Password').fill('whatever-pass');
    await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
    await eventually(() => main(page).getByRole('alert').textContent()).toBe('Internet not available');
    await context.close();
  });
});
