/** PDF invoices and packing slips of an order, drawn on request (invoices.service.ts says who gets what). */
import { apiErrorSchema } from '@shop/shared/catalogue.contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionSecurity as security, signedInOnly } from '../../kernel/access.ts';
import { requireUser } from '../../plugins/session.ts';
import { invoicePdf, type PdfFile, packingSlipPdf } from './invoices.service.ts';

const tags = ['orders'];
const params = z.object({ id: z.string().trim().min(1).max(200) });
const querystring = z.object({
  seller: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe('A shop’s seller_slug: that shop’s part only'),
});
const pdfResponse = z.string().describe('application/pdf');
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

function sendPdf(reply: FastifyReply, file: PdfFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

export async function invoiceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/orders/:id/invoice.pdf',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: 'The invoice of an order, or of one shop’s part of it (PDF)',
        description:
          'The buyer and admins get the whole order, or one shop’s part with `seller`; a shop with lines in ' +
          'the order gets its own part. Invoice numbers (`INV-<year>-<number>`) are sequential per year, given ' +
          'on the first download and kept. Cancelled lines are left off; a cancelled order 409 ' +
          '`order_cancelled`; a shop not in the order 404 `order_part_not_found`; anyone else 404.',
        params,
        querystring,
        produces: ['application/pdf'],
        response: { 200: pdfResponse, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      return sendPdf(reply, await invoicePdf(app.db, viewer, request.params.id, request.query.seller));
    },
  );

  r.get(
    '/api/orders/:id/packing-slip.pdf',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: 'The packing slip of one shop’s part of an order (PDF)',
        description:
          'Items and quantities to pack and the delivery address, without prices. A shop gets its own part; ' +
          'admins and the buyer name the shop with `seller` (else 404 `order_part_not_found`); anyone else 404.',
        params,
        querystring,
        produces: ['application/pdf'],
        response: { 200: pdfResponse, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      return sendPdf(reply, await packingSlipPdf(app.db, viewer, request.params.id, request.query.seller));
    },
  );
}
