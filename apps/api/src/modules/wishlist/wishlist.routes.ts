import { apiErrorSchema, wishlistItemSchema } from '@shop/shared/catalogue.contract';
import {
  deletedCountSchema,
  wishlistAddBody,
  wishlistMergeBody,
  wishlistMergeSchema,
} from '@shop/shared/shopping.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionSecurity as security, shopperFor, signedInOnly } from '../../kernel/access.ts';
import {
  addToWishlist,
  clearWishlist,
  mergeWishlist,
  removeFromWishlist,
  wishlistItemsOf,
} from './wishlist.service.ts';

const tags = ['wishlist'];
const slugParam = z.string().trim().min(1).max(200);
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const identity =
  '`user_slug` must be the signed-in user (admins may name anyone): no session 401, someone else 403 and ' +
  'nothing changes.';

export async function wishlistRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/wishlist',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: "The user's wishlist",
        description: `Newest first; products no longer visible are left out. ${identity}`,
        querystring: z.strictObject({ user_slug: slugParam }),
        response: { 200: z.array(wishlistItemSchema), ...errors },
      },
    },
    async (request, reply) => {
      const shopper = await shopperFor(request, request.query.user_slug);
      reply.header('cache-control', 'private, no-store');
      return wishlistItemsOf(app.db, shopper);
    },
  );

  r.post(
    '/api/wishlist',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: 'Add a product to the wishlist',
        description:
          '`{ user_slug, slug }` where `slug` is the product slug. A whole product object is accepted too ' +
          '(the only body of the API that tolerates extra keys); only `slug` is used. 201 with the new item, ' +
          `or 200 with the existing one when the product is already there. Unknown or hidden product 404. ${identity}`,
        body: wishlistAddBody,
        response: { 200: wishlistItemSchema, 201: wishlistItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const shopper = await shopperFor(request, request.body.user_slug);
      const { item, created } = await addToWishlist(app.db, shopper, request.body.slug);
      return reply.code(created ? 201 : 200).send(item);
    },
  );

  r.delete(
    '/api/wishlist',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: 'Remove a product from the wishlist',
        description: `Answers the removed item, or 404 when the product is not in the wishlist. ${identity}`,
        querystring: z.strictObject({ user_slug: slugParam, product_slug: slugParam }),
        response: { 200: wishlistItemSchema, ...errors },
      },
    },
    async (request) => {
      const shopper = await shopperFor(request, request.query.user_slug);
      return removeFromWishlist(app.db, shopper, request.query.product_slug);
    },
  );

  r.delete(
    '/api/wishlist/delete_all/:user',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: 'Empty the wishlist',
        description: `\`{user}\` is the user slug. ${identity}`,
        params: z.object({ user: slugParam }),
        response: { 200: deletedCountSchema, ...errors },
      },
    },
    async (request) => {
      const shopper = await shopperFor(request, request.params.user);
      return clearWishlist(app.db, shopper);
    },
  );

  r.post(
    '/api/wishlist/merge',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: "Merge a visitor's browser wishlist at sign-in",
        description:
          'Adds each product slug of `slugs` that is not there yet. Unknown or hidden products are skipped ' +
          `and listed in \`skipped\`; the call still succeeds. Answers the whole wishlist after the merge. ${identity}`,
        body: wishlistMergeBody,
        response: { 200: wishlistMergeSchema, ...errors },
      },
    },
    async (request) => {
      const shopper = await shopperFor(request, request.body.user_slug);
      return mergeWishlist(app.db, shopper, request.body.slugs);
    },
  );
}
