import { apiErrorSchema, cartItemSchema } from '@shop/shared/catalogue.contract';
import {
  cartAddBody,
  cartMergeBody,
  cartMergeSchema,
  cartQuantityBody,
  deletedCountSchema,
} from '@shop/shared/shopping.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionSecurity as security, shopperFor, signedInOnly } from '../../kernel/access.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  addToCart,
  cartItemsOf,
  clearCart,
  mergeCart,
  removeFromCart,
  setCartQuantity,
} from './cart.service.ts';

const tags = ['cart'];
const slugParam = z.string().trim().min(1).max(200);
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const identity =
  '`user_slug` must be the signed-in user (admins may name anyone): no session 401, someone else 403 and ' +
  'nothing changes.';

export async function cartRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/cart',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: "The user's cart",
        description: `CartItem = the Product plus \`cart_slug\` and \`quantity\`, oldest line first; lines of products no longer visible are left out. ${identity}`,
        querystring: z.strictObject({ user_slug: slugParam }),
        response: { 200: z.array(cartItemSchema), ...errors },
      },
    },
    async (request, reply) => {
      const shopper = await shopperFor(request, request.query.user_slug);
      reply.header('cache-control', 'private, no-store');
      return cartItemsOf(app.db, shopper.id);
    },
  );

  r.post(
    '/api/cart',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: 'Add a product to the cart',
        description:
          'Adds `quantity` units (default 1) of a variant of a visible product: 201 with the new line, or 200 ' +
          'with the existing line of that variant raised by `quantity`. `variant_sku` names the variant; it may ' +
          'be left out when the product has one variant, and is required when it has several (400 ' +
          '`variant_required`, the message naming the choices: "Choose a variant: M / Red, L / Red"); a SKU the ' +
          'product does not have is 404 `variant_not_found`. `quantity` is a whole number from 1 (0, -1, 1.5, "1" ' +
          "and huge numbers are 400); more than the variant's stock (counting what is already in the cart) is 409 " +
          `naming the product; an unknown or hidden product 404. ${identity}`,
        body: cartAddBody,
        response: { 200: cartItemSchema, 201: cartItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const shopper = await shopperFor(request, request.body.user_slug);
      const { item, created } = await addToCart(app.db, shopper, {
        productSlug: request.body.product_slug,
        variantSku: request.body.variant_sku,
        quantity: request.body.quantity ?? 1,
      });
      return reply.code(created ? 201 : 200).send(item);
    },
  );

  r.patch(
    '/api/cart',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: "Set a cart line's quantity",
        description:
          'Replaces the quantity of the line `cart_slug`: a whole number from 1 to the stock (400 when not a ' +
          'whole number of at least 1, 409 above the stock). Only the owner of the line (or an admin): ' +
          'someone else 403, unknown line 404.',
        querystring: z.strictObject({ cart_slug: slugParam }),
        body: cartQuantityBody,
        response: { 200: cartItemSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return setCartQuantity(app.db, viewer, request.query.cart_slug, request.body.quantity);
    },
  );

  r.delete(
    '/api/cart',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: 'Remove a product from the cart',
        description:
          'Removes the line of `variant_sku`, or without it every line of the product (one per variant); answers ' +
          `the (first) removed CartItem, or 404 when the product or variant is not in the cart. ${identity}`,
        querystring: z.strictObject({
          user_slug: slugParam,
          product_slug: slugParam,
          variant_sku: slugParam.optional(),
        }),
        response: { 200: cartItemSchema, ...errors },
      },
    },
    async (request) => {
      const shopper = await shopperFor(request, request.query.user_slug);
      return removeFromCart(app.db, shopper, request.query.product_slug, request.query.variant_sku);
    },
  );

  r.delete(
    '/api/cart/delete_all/:user',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: 'Empty the cart',
        description: `\`{user}\` is the user slug. ${identity}`,
        params: z.object({ user: slugParam }),
        response: { 200: deletedCountSchema, ...errors },
      },
    },
    async (request) => {
      const shopper = await shopperFor(request, request.params.user);
      return clearCart(app.db, shopper);
    },
  );

  r.post(
    '/api/cart/merge',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: "Merge a visitor's browser cart at sign-in",
        description:
          "Adds each `{ product_slug, variant_sku?, quantity }` to the signed-in user's cart: quantities add up to " +
          "what is already there, capped by the variant's stock (`capped: true`). Unknown or hidden products and " +
          'unknown variants (`not_found`), products of several variants named without `variant_sku` ' +
          '(`choose_variant`) and variants out of stock (`out_of_stock`) are skipped and listed in `skipped`; the ' +
          'call still succeeds. ' +
          `Answers the whole cart after the merge. ${identity}`,
        body: cartMergeBody,
        response: { 200: cartMergeSchema, ...errors },
      },
    },
    async (request) => {
      const shopper = await shopperFor(request, request.body.user_slug);
      return mergeCart(app.db, shopper, request.body.items);
    },
  );
}
