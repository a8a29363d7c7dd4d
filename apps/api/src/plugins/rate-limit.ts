/**
 * Abuse limits on the account flows (docs/auth.md): sign-in, sign-up, password reset and verification resend are
 * counted per client IP and per e-mail address, in Redis when `REDIS_URL` is set (shared by every app
 * instance) and in process memory otherwise. `request.ip` honours X-Forwarded-For only when TRUST_PROXY is
 * true (Fastify's `trustProxy`), so a client cannot pick its own bucket.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../kernel/http-errors.ts';

export type AbuseAction =
  | 'sign-in'
  | 'sign-up'
  | 'password-reset'
  | 'verification-resend'
  | 'guest-checkout'
  | 'guest-order-lookup'
  | 'guest-order-action';

interface Window {
  max: number;
  minutes: number;
}

interface Rule {
  perIp: Window;
  perEmail: Window;
  message: string;
}

/** Generous for people, tight for scripts. Every attempt counts, successful or not. */
export const abuseRules: Record<AbuseAction, Rule> = {
  'sign-in': {
    perIp: { max: 30, minutes: 15 },
    perEmail: { max: 10, minutes: 15 },
    message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  },
  'sign-up': {
    perIp: { max: 20, minutes: 60 },
    perEmail: { max: 5, minutes: 60 },
    message: 'Too many sign-up attempts. Please wait a while and try again.',
  },
  'password-reset': {
    perIp: { max: 10, minutes: 60 },
    perEmail: { max: 5, minutes: 60 },
    message: 'Too many password reset requests. Please wait a while and try again.',
  },
  'verification-resend': {
    perIp: { max: 10, minutes: 60 },
    perEmail: { max: 5, minutes: 60 },
    message: 'Too many verification e-mails requested. Please wait a while and try again.',
  },
  // Guest checkout (decision 0019): orders without an account, and finding them by number and e-mail.
  'guest-checkout': {
    perIp: { max: 20, minutes: 60 },
    perEmail: { max: 10, minutes: 60 },
    message: 'Too many orders in a short time. Please wait a while and try again.',
  },
  'guest-order-lookup': {
    perIp: { max: 20, minutes: 15 },
    perEmail: { max: 10, minutes: 15 },
    message: 'Too many order look-ups. Please wait a few minutes and try again.',
  },
  // A guest cancelling or returning from the order's link (decision 0035); the second key is the order number.
  'guest-order-action': {
    perIp: { max: 30, minutes: 15 },
    perEmail: { max: 10, minutes: 15 },
    message: 'Too many attempts on this order. Please wait a few minutes and try again.',
  },
};

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

export interface AbuseLimits {
  /**
   * Counts one attempt of `action` for the caller's IP and, when given, for `email`; throws 429
   * (`rate_limited`, with Retry-After) once either budget is spent.
   */
  check(
    request: FastifyRequest,
    reply: FastifyReply,
    action: AbuseAction,
    email?: string | null,
  ): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    abuseLimits: AbuseLimits;
  }
}

export function normaliseEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

async function rateLimitPlugin(app: FastifyInstance, options: { factor?: number } = {}) {
  const factor = options.factor ?? 1;
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { redis: app.redis, nameSpace: `${app.redisKeyPrefix}rate:` } : {}),
    // A Redis outage must not lock everybody out of their account.
    skipOnError: true,
  });

  // The e-mail being counted, read by the per-e-mail limiters' key generator.
  const emailKeys = new WeakMap<FastifyRequest, string>();
  const limiters = new Map<string, Limiter>();
  const limiterFor = (action: AbuseAction, scope: 'ip' | 'email'): Limiter => {
    const name = `${action}:${scope}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      const window = scope === 'ip' ? abuseRules[action].perIp : abuseRules[action].perEmail;
      limiter = app.createRateLimit({
        max: window.max * factor,
        timeWindow: window.minutes * 60_000,
        keyGenerator: (request) => `${name}:${scope === 'ip' ? request.ip : emailKeys.get(request)}`,
      });
      limiters.set(name, limiter);
    }
    return limiter;
  };

  app.decorate<AbuseLimits>('abuseLimits', {
    async check(request, reply, action, email) {
      const results = [await limiterFor(action, 'ip')(request)];
      if (email) {
        emailKeys.set(request, normaliseEmailKey(email));
        results.push(await limiterFor(action, 'email')(request));
      }
      const exceeded = results.find((result) => !result.isAllowed && result.isExceeded);
      if (exceeded && !exceeded.isAllowed) {
        reply.header('retry-after', String(Math.max(1, exceeded.ttlInSeconds)));
        throw new TooManyRequestsError(abuseRules[action].message, 'rate_limited');
      }
    },
  });
}

export default fp(rateLimitPlugin, { name: 'abuse-limits', dependencies: ['auth'] });
