import { apiErrorSchema } from '@shop/shared/catalogue.contract';
import { messages } from '@shop/shared/messages';
import {
  newsletterConfirmationSchema,
  newsletterTokenBody,
  newsletterUnsubscribedSchema,
  subscriberBody,
  subscriberSchema,
} from '@shop/shared/shopping.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { sessionSecurity as security, shopperFor } from '../../kernel/access.ts';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../../kernel/http-errors.ts';
import { errorResponses } from '../../kernel/route-schemas.ts';
import { linkOriginOf } from '../../plugins/link-origin.ts';
import { resolveSessionUser } from '../../plugins/session.ts';
import { type NewsletterMailDeps, sendConfirmation, sendWelcome } from './newsletter.mails.ts';
import {
  confirmSubscription,
  invalidLinkMessage,
  newsletterNotices,
  subscribe,
  unsubscribe,
} from './newsletter.service.ts';
import { newsletterTokens } from './newsletter.tokens.ts';

/** Product rules §5: a visitor gets exactly "Please, Log In first  !", whatever the body. */
async function logInFirst(request: FastifyRequest): Promise<void> {
  if (!(await resolveSessionUser(request))) throw new UnauthorizedError(messages.logInFirst, 'log_in_first');
}

const unsubscribedMessage =
  'You are unsubscribed from our newsletter. You will get no more newsletter e-mails.';

/** The token of a link: in the JSON body, or in the query string of the one-click POST (RFC 8058). */
const unsubscribeQuery = z.object({ token: z.string().trim().min(1).max(500).optional() });

export async function newsletterRoutes(app: FastifyInstance, options: { env: Env }) {
  const deps: NewsletterMailDeps = {
    mailer: app.mailer,
    tokens: newsletterTokens(app.sessionRules.secret),
    log: app.log,
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Mail providers send the one-click unsubscribe as a form post (`List-Unsubscribe=One-Click`); the token
  // is in the URL, so the body is read only to be accepted. Scoped to this module's routes.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  routes.post(
    '/api/subscriber',
    {
      preValidation: logInFirst,
      schema: {
        tags: ['newsletter'],
        security,
        summary: 'Subscribe to the newsletter (double opt-in)',
        description:
          `Signed-in users only: a visitor gets 401 with \`message\` "${messages.logInFirst}". \`email\` and ` +
          "`user_slug` must be the signed-in user's own (admins may name anyone), else 403. 201 on the first " +
          'subscription, 200 when the e-mail is already there (one row, whatever the case of the address); both ' +
          `with \`message\` "${messages.subscribed}". A new or ended subscription is \`pending\` and a ` +
          'confirmation link is mailed; a pending one gets the link again (at most once a minute); a confirmed ' +
          'one stays as it is. `notice` says which.',
        body: subscriberBody,
        response: {
          200: subscriberSchema,
          201: subscriberSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const subscriber = await shopperFor(request, request.body.user_slug);
      const viewer = await resolveSessionUser(request);
      const ownEmail = request.body.email.toLowerCase() === subscriber.email.toLowerCase();
      if (!ownEmail && viewer?.role !== 'admin') {
        throw new ForbiddenError('You can only subscribe your own e-mail address', 'forbidden');
      }
      const result = await subscribe(app.db, subscriber, request.body.email);
      if (result.confirmationFor) {
        const sent = await sendConfirmation(deps, linkOriginOf(request, options.env), {
          ...result.confirmationFor,
          name: subscriber.displayName || subscriber.fullName,
        }).catch((error: unknown) => {
          request.log.error({ err: error }, 'newsletter confirmation mail failed');
          return false;
        });
        if (!sent) {
          result.data.confirmation_sent = false;
          result.data.notice = newsletterNotices.confirmationPending;
        }
      }
      return reply.code(result.created ? 201 : 200).send(result.data);
    },
  );

  routes.post(
    '/api/newsletter/confirm',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a subscription with the link from the confirmation e-mail',
        description:
          'No sign-in: the signed token is the proof (valid 7 days). The first confirmation issues a one-time ' +
          'welcome coupon (10% off one order, 30 days), answered and e-mailed; confirming again answers the same ' +
          'code and sends nothing. A changed, expired or unknown token is 400 `invalid_link`; a subscription ' +
          'ended since is 409 `subscription_ended`.',
        body: newsletterTokenBody,
        response: { 200: newsletterConfirmationSchema, ...errorResponses(400, 409, 415) },
      },
    },
    async (request) => {
      const slug = deps.tokens.verify(request.body.token, 'confirm');
      if (!slug) throw new BadRequestError(invalidLinkMessage, 'invalid_link');
      const confirmation = await confirmSubscription(app.db, slug);
      if (confirmation.welcomeIssued && confirmation.couponCode && confirmation.couponExpiresAt) {
        await sendWelcome(deps, linkOriginOf(request, options.env), {
          slug,
          email: confirmation.email,
          couponCode: confirmation.couponCode,
          expiresAt: confirmation.couponExpiresAt,
        }).catch((error: unknown) => request.log.error({ err: error }, 'newsletter welcome mail failed'));
      }
      return {
        state: 'confirmed' as const,
        coupon_code: confirmation.couponCode,
        message: 'Your subscription is confirmed. Thank you!',
      };
    },
  );

  routes.post(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the link of a newsletter e-mail (one-click, no sign-in)',
        description:
          'The token comes in the JSON body `{ token }` or, for the RFC 8058 one-click post that mail providers ' +
          'send (`List-Unsubscribe=One-Click`, form-encoded), in the query string `?token=`. No sign-in. ' +
          'Repeating it is harmless. A changed or unknown token is 400 `invalid_link`.',
        querystring: unsubscribeQuery,
        body: z.union([newsletterTokenBody, z.record(z.string(), z.string())]).optional(),
        response: { 200: newsletterUnsubscribedSchema, ...errorResponses(400, 415) },
      },
    },
    async (request) => {
      const body = request.body;
      const token = (body && typeof body.token === 'string' ? body.token : undefined) ?? request.query.token;
      const slug = token ? deps.tokens.verify(token, 'unsubscribe') : null;
      if (!slug) throw new BadRequestError(invalidLinkMessage, 'invalid_link');
      await unsubscribe(app.db, slug);
      return { state: 'unsubscribed' as const, message: unsubscribedMessage };
    },
  );
}
