/**
 * One security-header policy for every response the process sends: API JSON, uploads, static assets,
 * server-rendered pages and errors (SECURITY.md).
 *
 * - Fixed headers come from @fastify/helmet: `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`,
 *   `Referrer-Policy: strict-origin-when-cross-origin` and helmet's other defaults.
 * - The Content-Security-Policy depends on what is sent, so it is set when the response is sent:
 *   HTML pages get a policy with a fresh nonce per request (`request.cspNonce`, handed to React Router's
 *   render through the load context in plugins/web.ts); everything else (JSON, images, files) gets
 *   `default-src 'none'; frame-ancestors 'none'`. A response that brings its own policy keeps it
 *   (better-auth's popup completion page pins its one inline script by hash).
 * - HSTS only when the request came over HTTPS (an https PUBLIC_URL, or `X-Forwarded-Proto: https` from a
 *   proxy trusted through TRUST_PROXY): browsers ignore it over plain HTTP, and a local `http://` shop
 *   must not pin itself to HTTPS.
 */
import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env.ts';
import { isSecureContext } from './auth.ts';

/** Responses that are data, never documents: nothing may load, nothing may frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const HSTS_HEADER = 'max-age=31536000';

export interface PagePolicyOptions {
  nonce: string;
  /** Extra origins images are read from (S3 / CDN for uploads). */
  imageOrigins?: string[];
  /** Served over HTTPS: ask browsers to upgrade stray `http:` sub-resources (image URLs may be http). */
  secure?: boolean;
  /** The card payment page: Stripe.js, its Payment Element frames and its API (decision 0020). */
  stripe?: boolean;
}

/** Stripe.js's documented CSP needs, granted on the card payment page only. */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** The page where a card order is paid: the only page that loads Stripe.js. */
export const CARD_PAYMENT_PAGE = /^\/checkout\/pay\/[^/]+$/;

/**
 * The storefront's policy. Scripts run only with this response's nonce ('strict-dynamic' lets those
 * scripts load the route chunks they import; 'self' is the fallback for browsers without CSP 3).
 * Styles allow inline `style` attributes (React and Tailwind set them). Images may be absolute http(s)
 * URLs (product images, shop logos and avatars may be any http(s) URL by contract; Google and Facebook
 * avatars too), which is why `img-src` allows `https:`; images cannot run script.
 * The Google/Facebook sign-in needs nothing more: it is a top-level popup navigation (not governed by
 * the opener's CSP) that posts back with `postMessage`.
 */
export function pageContentSecurityPolicy(options: PagePolicyOptions): string {
  const stripe = options.stripe === true;
  const directives = [
    "default-src 'self'",
    [
      `script-src 'self' 'nonce-${options.nonce}' 'strict-dynamic'`,
      ...(stripe ? STRIPE_SOURCES.script : []),
    ].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...(options.imageOrigins ?? [])].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...(stripe ? STRIPE_SOURCES.connect : [])].join(' '),
    ...(stripe ? [["frame-src 'self'", ...STRIPE_SOURCES.frame].join(' ')] : []),
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(options.secure ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** Where uploaded images are read from when they live in S3-compatible storage. */
export function uploadImageOrigins(env: Env): string[] {
  const source = env.S3_PUBLIC_URL ?? env.S3_ENDPOINT;
  return source ? [new URL(source).origin] : [];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's CSP nonce (base64, 128 random bits), made on first use. */
    readonly cspNonce: string;
  }
}

const nonceKey = Symbol('cspNonce');
type WithNonce = FastifyRequest & { [nonceKey]?: string };

function isHtml(reply: FastifyReply): boolean {
  return /^\s*text\/html/i.test(String(reply.getHeader('content-type') ?? ''));
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '';
}

async function securityHeadersPlugin(app: FastifyInstance, options: { env: Env }) {
  const { env } = options;
  const imageOrigins = uploadImageOrigins(env);
  const stripeConfigured = Boolean(env.STRIPE_PUBLISHABLE_KEY);

  await app.register(helmet, {
    global: true,
    // Set per response below: they depend on the content type, the path and the scheme.
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  app.decorateRequest('cspNonce', {
    getter(this: FastifyRequest) {
      const request = this as WithNonce;
      request[nonceKey] ??= randomBytes(16).toString('base64');
      return request[nonceKey];
    },
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const secure = isSecureContext(request, env);
    const path = pathOf(request);
    const html = isHtml(reply);
    if (!reply.hasHeader('content-security-policy')) {
      reply.header(
        'content-security-policy',
        html
          ? pageContentSecurityPolicy({
              nonce: request.cspNonce,
              imageOrigins,
              secure,
              stripe: stripeConfigured && CARD_PAYMENT_PAGE.test(path),
            })
          : API_CONTENT_SECURITY_POLICY,
      );
    }
    if (secure) reply.header('strict-transport-security', HSTS_HEADER);
    // Pages open the Google/Facebook sign-in popup and read its postMessage: keep the opener link for
    // popups. The popup's own pages (/api/auth/*) send no COOP, so the link survives its round trip.
    if (html && !path.startsWith('/api/auth/')) {
      reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    }
    // Uploaded images may be shown by e-mails and other sites; everything else is for this origin only.
    reply.header(
      'cross-origin-resource-policy',
      path.startsWith('/uploads/') ? 'cross-origin' : 'same-origin',
    );
    return payload;
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
