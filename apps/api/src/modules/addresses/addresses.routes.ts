import { addressBody, addressSchema } from '@shop/shared/address.contract';
import { apiErrorSchema } from '@shop/shared/catalogue.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionSecurity as security, shopperFor, signedInOnly } from '../../kernel/access.ts';
import { ForbiddenError } from '../../kernel/http-errors.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  createAddress,
  listAddresses,
  makeDefault,
  ownAddress,
  removeAddress,
  replaceAddress,
} from './addresses.service.ts';

const tags = ['addresses'];
const slugParam = z.string().trim().min(1).max(200);
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const fields =
  'Fields (decision 0025): `name`, `phone`, `country`, `city` and `address` are required; `phone` must be a valid ' +
  'number of the country (national numbers are read in it) and is stored in E.164; `country` is an ISO 3166-1 ' +
  'alpha-2 code or an English country name, answered as `country` (the name) and `country_code`; `postal_code` ' +
  'is required where the country uses postal codes (sent empty there: 400; left out, as older clients do: not ' +
  'stored); `state` (region), `address_line2` and `email` are optional; `isDefault` makes it the one default ' +
  'address. Every message names the field it is about. Unknown fields are refused.';

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

  r.post(
    '/api/addresses/:id/default',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: 'Make an address the default',
        description:
          "`{id}` is the address slug. Answers the Address, now the user's one default (the old default is " +
          "cleared in the same transaction). Someone else's 403 (nothing changes), unknown 404.",
        params: z.object({ id: slugParam }),
        response: { 200: addressSchema, ...errors },
      },
    },
    async (request) => makeDefault(app.db, await requireUser(request), request.params.id),
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
