/**
 * The newsletter's links and mails. Links point at the storefront's pages (`/newsletter/confirm`,
 * `/newsletter/unsubscribe`), whose GET shows a confirm button and whose POST acts (mail scanners that
 * follow every link change nothing); the unsubscribe page also takes the RFC 8058 one-click POST. Their
 * origin comes from configuration (plugins/link-origin.ts, decision 12): without one, no mail is sent.
 */
import type { FastifyBaseLogger } from 'fastify';
import { type Mailer, newsletterConfirmationMail, newsletterWelcomeMail } from '../mail/mail.service.ts';
import { WELCOME_COUPON } from './newsletter.service.ts';
import type { NewsletterTokens } from './newsletter.tokens.ts';

export interface NewsletterMailDeps {
  mailer: Mailer;
  tokens: NewsletterTokens;
  log: FastifyBaseLogger;
}

function linkTo(origin: string, path: string, token: string): string {
  const url = new URL(path, origin);
  url.searchParams.set('token', token);
  return url.toString();
}

export function unsubscribeUrl(deps: NewsletterMailDeps, origin: string, subscriberSlug: string): string {
  return linkTo(origin, '/newsletter/unsubscribe', deps.tokens.sign(subscriberSlug, 'unsubscribe'));
}

export async function sendConfirmation(
  deps: NewsletterMailDeps,
  origin: string | null,
  to: { slug: string; email: string; name?: string | null },
): Promise<boolean> {
  if (!origin) {
    deps.log.warn(
      { mail: 'newsletter confirmation' },
      'mail with a link not sent: the request named a host that is neither PUBLIC_URL nor in ALLOWED_HOSTS',
    );
    return false;
  }
  const mail = newsletterConfirmationMail({
    name: to.name ?? null,
    confirmUrl: linkTo(origin, '/newsletter/confirm', deps.tokens.sign(to.slug, 'confirm')),
    unsubscribeUrl: unsubscribeUrl(deps, origin, to.slug),
  });
  await deps.mailer.send({ to: to.email, ...mail });
  return true;
}

export async function sendWelcome(
  deps: NewsletterMailDeps,
  origin: string | null,
  to: { slug: string; email: string; couponCode: string; expiresAt: Date },
): Promise<void> {
  if (!origin) {
    deps.log.warn({ mail: 'newsletter welcome' }, 'welcome mail not sent: no link origin is configured');
    return;
  }
  const mail = newsletterWelcomeMail({
    couponCode: to.couponCode,
    discountText: `${WELCOME_COUPON.percent}% off`,
    expiresAt: to.expiresAt,
    shopUrl: new URL('/', origin).toString(),
    unsubscribeUrl: unsubscribeUrl(deps, origin, to.slug),
  });
  await deps.mailer.send({ to: to.email, ...mail });
}
