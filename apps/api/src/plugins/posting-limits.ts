/**
 * Per-user limits on what signed-in shoppers publish for others to read: product reports and blog comments.
 * A script with one account must not flood the moderators' queue or a post's comments. Same mechanism as
 * the account-flow limits (rate-limit.ts: @fastify/rate-limit, in Redis when `REDIS_URL` is set, shared by
 * every app instance); the bucket is the user's id, so changing IP address does not help.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../kernel/http-errors.ts';

export type PostingAction = 'report' | 'blog-comment';

interface PostingRule {
  max: number;
  minutes: number;
  message: string;
}

/** Far above what a person writes, low enough that a burst stops early. Every attempt counts. */
export const postingRules: Record<PostingAction, PostingRule> = {
  report: {
    max: 10,
    minutes: 60,
    message: 'You have sent many reports in a short time. Please wait a while before reporting again.',
  },
  'blog-comment': {
    max: 5,
    minutes: 10,
    message: 'You are commenting very fast. Please wait a few minutes before posting again.',
  },
};

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

export interface PostingLimits {
  /** Counts one `action` by `userId`; throws 429 `rate_limited` (with Retry-After) once the budget is spent. */
  check(request: FastifyRequest, reply: FastifyReply, action: PostingAction, userId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    postingLimits: PostingLimits;
  }
}

async function postingLimitsPlugin(app: FastifyInstance) {
  const users = new WeakMap<FastifyRequest, string>();
  const limiters = new Map<PostingAction, Limiter>();
  const limiterFor = (action: PostingAction): Limiter => {
    let limiter = limiters.get(action);
    if (!limiter) {
      const rule = postingRules[action];
      limiter = app.createRateLimit({
        max: rule.max,
        timeWindow: rule.minutes * 60_000,
        keyGenerator: (request) => `${action}:user:${users.get(request)}`,
      });
      limiters.set(action, limiter);
    }
    return limiter;
  };

  app.decorate<PostingLimits>('postingLimits', {
    async check(request, reply, action, userId) {
      users.set(request, userId);
      const result = await limiterFor(action)(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
        throw new TooManyRequestsError(postingRules[action].message, 'rate_limited');
      }
    },
  });
}

export default fp(postingLimitsPlugin, { name: 'posting-limits', dependencies: ['abuse-limits'] });
