import { apiErrorSchema } from '@shop/shared/catalogue.contract';
import { addressBody, addressSchema } from '@shop/shared/shopping.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ForbiddenError } from '../../lib/http-errors.ts';
import { requireUser } from '../../plugins/session.ts';
import { sessionSecurity as security, shopperFor, signedInOnly } from '../cart/cart.access.ts';
import {
  createAddress,
  listAddresses,
  ownAddress,
  removeAddress,
  replaceAddress,
} from './addresses.service.ts';

const tags = ['addresses'];
const slugParam = z.string().trim().min(1).max(200);
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const fields =
  'Fields: `name`, `phone` (7 to 20 characters: digits, spaces, dashes, a leading +), `country`, `city` and ' +
  '`address` are required; `email` and `state` are optional; `isDefault` makes it the one default address. ' +
  'Unknown fields are refused.';

export async function addressRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/addresses',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: 'Save an address',
        description: `201 Address. ${fields} The first address of a user becomes the default. \`user_slug\`, when given, must be the signed-in user (admins may name anyone), else 403.`,
        body: addressBody,
        response: { 201: addressSchema, ...errors },
      },
    },
    async (request, reply) => {
      const shopper = await shopperFor(request, request.body.user_slug);
      return reply.code(201).send(await createAddress(app.db, shopper, request.body));
    },
  );

  r.put(
    '/api/addresses/:id',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: 'Replace an address',
        description: `\`{id}\` is the address slug. ${fields} Leaving \`isDefault\` out keeps the current flag. Someone else's address 403 (nothing changes), unknown 404.`,
        params: z.object({ id: slugParam }),
        body: addressBody,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      if (request.body.user_slug !== undefined) {
        const named = await shopperFor(request, request.body.user_slug);
        const current = await ownAddress(app.db, viewer, request.params.id);
        if (current.userId !== named.id)
          throw new ForbiddenError('You may only use your own addresses', 'forbidden');
      }
      return replaceAddress(app.db, viewer, request.params.id, request.body);
    },
  );

  r.get(
    '/api/addresses/:user',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: "A user's addresses",
        description:
          '`{user}` is the user slug: the signed-in user (admins may name anyone), else 403. The default ' +
          'address first, then the newest.',
        params: z.object({ user: slugParam }),
        response: { 200: z.array(addressSchema), ...errors },
      },
    },
    async (request, reply) => {
      const shopper = await shopperFor(request, request.params.user);
      reply.header('cache-control', 'private, no-store');
      return listAddresses(app.db, shopper);
    },
  );

  r.delete(
    '/api/addresses/:id',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: 'Delete an address',
        description:
          "`{id}` is the address slug. Answers the removed Address; someone else's 403 (nothing changes), " +
          'unknown 404. Orders keep their own copy of the address.',
        params: z.object({ id: slugParam }),
        response: { 200: addressSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return removeAddress(app.db, viewer, request.params.id);
    },
  );
}
