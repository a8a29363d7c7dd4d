/**
 * Return requests: the buyer asks (`/api/orders/:id/returns`), the shop decides (`/api/seller/returns`).
 * The seller calls are scoped to the caller's own shop, found from the session, never from the request.
 */
import {
  guestReturnRequestBody,
  returnAcceptBody,
  returnRefuseBody,
  returnRequestBody,
  returnSchema,
  returnStatusSchema,
} from '@shop/shared/after-order.contract';
import { blankAsMissing } from '@shop/shared/catalogue.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { sessionSecurity as security, signedInOnly } from '../../kernel/access.ts';
import { ForbiddenError } from '../../kernel/http-errors.ts';
import { pageBounds } from '../../kernel/pagination.ts';
import {
  dashboardErrors,
  errorResponses,
  pageOf,
  pageQuery,
  slugParams,
} from '../../kernel/route-schemas.ts';
import { requireRole, requireUser } from '../../plugins/session.ts';
import type { ReturnMailKind } from '../mail/mail.service.ts';
import { mailReturnStep, type ReturnMailDeps } from './returns.mail.ts';
import { recordSentReturnRefund } from './returns.refund.ts';
import {
  acceptReturn,
  guestReturns,
  type ReturnDecider,
  refuseReturn,
  requestGuestReturn,
  requestReturn,
  returnsForViewer,
  shopIdOfUser,
  shopReturns,
} from './returns.service.ts';

const tags = ['returns'];
const orderParams = z.object({ id: z.string().trim().min(1).max(200) });
const oneReturn = z.object({ data: returnSchema, message: z.string() });

export interface ReturnRoutesOptions {
  env: Pick<Env, 'PUBLIC_URL'>;
}

export async function returnRoutes(app: FastifyInstance, options: ReturnRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const mailDeps = (log: ReturnMailDeps['log']): ReturnMailDeps => ({
    db: app.db,
    mailer: app.mailer,
    log,
    secret: app.sessionRules.secret,
    publicUrl: options.env.PUBLIC_URL,
  });
  // After each step's commit, never failing the call (mailReturnStep logs a failed mail and resolves).
  const mailStep = (log: ReturnMailDeps['log'], kind: ReturnMailKind, returnSlug: string) => {
    void mailReturnStep(mailDeps(log), kind, returnSlug);
  };

  // A card refund the provider took, at once or through the retry job: the return keeps its id, and the
  // buyer hears it is refunded (once, whichever path sent it).
  app.payments.onRefundSent(async (refund) => {
    const refunded = await recordSentReturnRefund(app.db, refund);
    if (refunded) mailStep(app.log, 'refunded', refunded);
  });

  async function deciderOf(request: FastifyRequest): Promise<ReturnDecider> {
    const user = await requireRole(request, 'seller');
    const shopId = await shopIdOfUser(app.db, user.id);
    if (shopId === undefined) throw new ForbiddenError('You do not have an approved shop', 'no_shop');
    return { shopId, userId: user.id };
  }

  r.post(
    '/api/orders/:id/returns',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: 'Ask to return a delivered item',
        description:
          'The buyer asks to return one delivered line (`line_slug`, the whole line) within 30 days of its ' +
          'delivery, with a `reason` and up to 5 `photo_urls` uploaded through POST /api/uploads. The shop ' +
          'accepts or refuses. Not delivered 409 `return_not_delivered`; delivered more than 30 days ago 409 ' +
          '`return_window_closed`; already asked 409 `return_already_requested`; unknown line 404 ' +
          '`order_line_not_found`; an order that is not the caller’s 404, as for an unknown order.',
        params: orderParams,
        body: returnRequestBody,
        response: { 201: oneReturn, ...dashboardErrors },
      },
    },
    async (request, reply) => {
      const buyer = await requireUser(request);
      const created = await requestReturn(app.db, buyer, request.params.id, request.body);
      mailStep(request.log, 'requested', created.slug);
      return reply.code(201).send({ data: created, message: 'Return requested' });
    },
  );

  r.get(
    '/api/orders/:id/returns',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: 'The return requests of an order',
        description:
          'Newest first, each with its status and, once accepted, its refund. The buyer and admins see every ' +
          'request; a shop with lines in the order its own; anyone else 404.',
        params: orderParams,
        response: { 200: z.object({ data: z.array(returnSchema) }), ...dashboardErrors },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { data: await returnsForViewer(app.db, viewer, request.params.id) };
    },
  );

  // A guest's order (decision 0035): the same request, opened by the order's signed link instead of a session.
  r.post(
    '/api/guest/orders/:id/returns',
    {
      schema: {
        tags,
        summary: "Ask to return a delivered item of a guest's order",
        description:
          'As POST /orders/{id}/returns, for an order placed as a guest: `token` is the access token of the ' +
          "order's link (checkout answer, e-mail, or POST /guest/orders/lookup). A token that is not this " +
          "order's, an unknown order or an account's order: the same 404 `guest_order_not_found`.",
        params: orderParams,
        body: guestReturnRequestBody,
        response: { 201: oneReturn, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await app.abuseLimits.check(request, reply, 'guest-order-action', request.params.id);
      const created = await requestGuestReturn(
        app.db,
        app.sessionRules.secret,
        request.params.id,
        request.body,
      );
      mailStep(request.log, 'requested', created.slug);
      reply.header('cache-control', 'private, no-store');
      return reply.code(201).send({ data: created, message: 'Return requested' });
    },
  );

  r.get(
    '/api/guest/orders/:id/returns',
    {
      schema: {
        tags,
        summary: "The return requests of a guest's order",
        description:
          "Newest first, behind the order's signed link (`token`); any miss is the same 404 " +
          '`guest_order_not_found`.',
        params: orderParams,
        querystring: z.strictObject({ token: z.string().trim().min(1, 'The link is incomplete').max(200) }),
        response: { 200: z.object({ data: z.array(returnSchema) }), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      reply.header('referrer-policy', 'no-referrer');
      return {
        data: await guestReturns(app.db, app.sessionRules.secret, request.params.id, request.query.token),
      };
    },
  );

  r.get(
    '/api/seller/returns',
    {
      schema: {
        tags,
        security,
        summary: 'Return requests for my shop, newest first',
        querystring: z.object({
          status: z.preprocess(blankAsMissing, returnStatusSchema.optional()),
          ...pageQuery,
        }),
        response: { 200: pageOf(returnSchema), ...dashboardErrors },
      },
    },
    async (request, reply) => {
      const { shopId } = await deciderOf(request);
      reply.header('cache-control', 'private, no-store');
      const { status, page, limit } = request.query;
      const result = await shopReturns(app.db, shopId, { status, ...pageBounds(page, limit) });
      return { ...result, page, limit };
    },
  );

  r.post(
    '/api/seller/returns/:slug/accept',
    {
      schema: {
        tags,
        security,
        summary: 'Accept a return: restock and refund',
        description:
          'In one transaction the units go back to stock, the ledger reverses the line’s entries (its ' +
          'shipping stays) and the refund of what they give back is recorded; a card order is then refunded ' +
          'through the payments provider (idempotency key `return-<slug>`). Accepting again answers the ' +
          'same return unchanged (200), sending a card refund that could not be sent before. When the ' +
          'provider fails the return is accepted all the same: 200 with `refund.status` `retrying` (the ' +
          'payments retry job sends it) and a message saying so. A refused return 409 ' +
          '`return_already_decided`; another shop’s return 403; unknown 404.',
        params: slugParams,
        body: returnAcceptBody.nullish(),
        response: { 200: oneReturn, ...dashboardErrors },
      },
    },
    async (request) => {
      const decider = await deciderOf(request);
      const { data, acceptedNow } = await acceptReturn(
        app.db,
        decider,
        request.params.slug,
        request.body?.note,
        app.payments.refund,
      );
      if (acceptedNow) {
        mailStep(request.log, 'accepted', data.slug);
        // Cash on delivery is refunded by the acceptance itself; a card's refund is mailed when the
        // provider takes it (the listener above).
        if (data.refund?.method === 'cod') mailStep(request.log, 'refunded', data.slug);
      }
      const retrying = data.refund?.status === 'retrying';
      return {
        data,
        message: retrying
          ? 'Return accepted. The card refund could not be sent yet; it is retried automatically.'
          : 'Return accepted and refunded',
      };
    },
  );

  r.post(
    '/api/seller/returns/:slug/refuse',
    {
      schema: {
        tags,
        security,
        summary: 'Refuse a return, saying why',
        description:
          'The `note` tells the buyer why. A decided return 409 `return_already_decided`; another shop’s ' +
          'return 403; unknown 404.',
        params: slugParams,
        body: returnRefuseBody,
        response: { 200: oneReturn, ...dashboardErrors },
      },
    },
    async (request) => {
      const decider = await deciderOf(request);
      const refused = await refuseReturn(app.db, decider, request.params.slug, request.body.note);
      mailStep(request.log, 'refused', refused.slug);
      return { data: refused, message: 'Return refused' };
    },
  );
}
