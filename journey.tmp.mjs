import { spawn } from 'node:child_process';
import { SMTPServer } from 'smtp-server';
import { chromium } from 'playwright-core';
import { rmSync, mkdirSync } from 'node:fs';

const mails = [];
const smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
  onData(stream, session, cb) { let raw=''; stream.on('data', (c) => raw += c); stream.on('end', () => { mails.push(raw.replace(/=\r?\n/g,'').replace(/=3D/g,'=')); cb(); }); } });
await new Promise((r) => smtp.listen(2526, '127.0.0.1', r));
rmSync('/tmp/authsrv', { recursive: true, force: true }); mkdirSync('/tmp/authsrv');
const server = spawn(process.execPath, ['apps/api/dist/server.js'], { env: { ...process.env, NODE_ENV: 'production', AUTH_SECRET: 'e2e-secret-0123456789abcdef0123456789abcdef', HOST: '127.0.0.1', PORT: '3917', DATA_DIR: '/tmp/authsrv', SEED_DEMO: process.env.SEED ?? 'false', LOG_LEVEL: 'warn', SMTP_URL: 'smtp://127.0.0.1:2526' }, stdio: ['ignore', 'inherit', 'inherit'] });
const base = 'http://127.0.0.1:3917';
for (let i = 0; i < 240; i++) { try { if ((await fetch(base + '/api/health')).ok) break; } catch {} await new Promise((r) => setTimeout(r, 500)); }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const shot = async (page, name) => page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
mkdirSync('/tmp/shots', { recursive: true });
try {
  for (const js of (process.env.ONLY_MOBILE ? [] : [true, false])) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: base, javaScriptEnabled: js });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
    const email = `walker-${js ? 'js' : 'nojs'}@example.test`;
    await page.goto('/wishlist');
    console.log(js, 'visitor at', page.url());
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Wanda Walker');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.locator('main').getByRole('alert').waitFor();
    console.log(js, 'weak:', await page.locator('main').getByRole('alert').textContent());
    await page.getByLabel('Password', { exact: true }).fill('walking-in-the-park');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.locator('main').getByRole('status').waitFor();
    console.log(js, 'registered:', await page.locator('main').getByRole('status').textContent());
    if (js) await shot(page, 'register-done');
    await page.goto('/login?redirectTo=%2Fwishlist');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('walking-in-the-park');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.locator('main').getByRole('alert').waitFor();
    console.log(js, 'unverified:', await page.locator('main').getByRole('alert').textContent());
    if (js) await shot(page, 'login-unverified');
    await new Promise((r) => setTimeout(r, 300));
    const mail = mails.filter((m) => m.includes(email)).at(-1);
    const link = /http:\/\/[^\s"<>]+verify-email[^\s"<>]+/.exec(mail)?.[0].replaceAll('&amp;', '&');
    await page.goto(link);
    console.log(js, 'after verify at', page.url(), 'header:', await page.locator('header').first().innerText().then((t) => t.match(/Hi, [^\n]+/)?.[0]));
    if (js) await shot(page, 'verified');
    await ctx.clearCookies();
    await page.goto('/login?redirectTo=%2Fwishlist');
    await page.getByLabel('Email', { exact: true }).fill('nobody@example.test');
    await page.getByLabel('Password', { exact: true }).fill('whatever-pass');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.locator('main').getByRole('alert').waitFor();
    console.log(js, 'unknown:', await page.locator('main').getByRole('alert').textContent());
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('walking-in-the-park');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/wishlist');
    console.log(js, 'signed in at', page.url(), (await ctx.cookies()).map((c) => `${c.name}:${c.httpOnly}:${c.sameSite}:${c.path}`).join(' '));
    await page.goto('/profile#dashboard');
    if (js) await shot(page, 'profile');
    await page.getByLabel('Display name').fill('Wanda');
    await page.getByLabel('Phone').fill('+1 555 0100');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.locator('main').getByRole('status').first().waitFor();
    await new Promise((r) => setTimeout(r, 800));
    console.log(js, 'profile:', await page.locator('main').getByRole('status').first().textContent(), '| header:', await page.locator('header').first().innerText().then((t) => t.match(/Hi, [^\n]+/)?.[0]));
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('walking-in-the-rain');
    await page.getByLabel('Repeat the new password').fill('walking-in-the-rain');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.locator('main').getByRole('alert').waitFor();
    console.log(js, 'wrong current:', await page.locator('main').getByRole('alert').textContent());
    await page.getByLabel('Current password').fill('walking-in-the-park');
    await page.getByLabel('New password', { exact: true }).fill('walking-in-the-rain');
    await page.getByLabel('Repeat the new password').fill('walking-in-the-rain');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForLoadState('networkidle');
    await new Promise((r) => setTimeout(r, 500));
    console.log(js, 'after change texts:', await page.locator('main').getByRole('alert').allTextContents(), await page.locator('main').getByRole('status').allTextContents(), page.url());
    await page.getByText('password updated').waitFor();
    console.log(js, 'changed:', 'password updated');
    if (js) await shot(page, 'profile-after');
    await page.goto('/profile');
    console.log(js, 'still signed in at', page.url());
    // forgot password
    await ctx.clearCookies();
    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.locator('main').getByRole('status').waitFor();
    await new Promise((r) => setTimeout(r, 300));
    const reset = mails.filter((m) => m.includes(email) && /reset-password\//.test(m)).at(-1);
    const resetLink = /http:\/\/[^\s"<>]+reset-password\/[^\s"<>]+/.exec(reset)?.[0].replaceAll('&amp;', '&');
    await page.goto(resetLink);
    console.log(js, 'reset page', page.url());
    await page.getByLabel('New password', { exact: true }).fill('walking-in-the-snow');
    await page.getByLabel('Repeat the new password').fill('walking-in-the-snow');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.locator('main').getByRole('status').waitFor();
    console.log(js, 'reset:', await page.locator('main').getByRole('status').textContent());
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('walking-in-the-snow');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(base + '/');
    console.log(js, 'signed in with new password', (await ctx.cookies()).length);
    // logout via header menu or drawer form
    if (js) {
      await page.getByRole('button', { name: /Hi, / }).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await page.waitForURL(base + '/');
      await new Promise((r) => setTimeout(r, 500));
    } else {
      const r = await page.request.post(base + '/logout', { headers: { origin: base } });
    }
    console.log(js, 'after logout cookies', (await ctx.cookies()).map((c) => c.name));
    await ctx.close();
  }
  // mobile screenshot
  const m = await browser.newContext({ viewport: { width: 375, height: 800 }, baseURL: base });
  const mp = await m.newPage();
  await mp.goto('/login'); await shot(mp, 'login-mobile');
  await mp.goto('/register'); await shot(mp, 'register-mobile');
  // offline
  await mp.goto('/login');
  await m.setOffline(true);
  await mp.getByLabel('Email', { exact: true }).fill('a@example.test');
  await mp.getByLabel('Password', { exact: true }).fill('whatever-pass');
  await mp.getByRole('button', { name: 'Log in', exact: true }).click();
  await new Promise((r) => setTimeout(r, 3000));
  await shot(mp, 'offline');
  console.log('offline:', (await mp.locator('main').innerText()).slice(0, 300));
  await m.close();
} catch (e) { console.log('FAILED', e); }
finally {
  await browser.close();
  server.kill('SIGTERM');
  smtp.close();
}
