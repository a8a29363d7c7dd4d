/**
 * The shop's overview over a date range. Registered inside the seller dashboard's plugin, so its
 * seller-only hook has run and `shopIdOf` names the caller's shop: a seller only ever reads their own.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dateRangeOf, dateRangeQuery, dateRangeSchema } from '../../kernel/date-range.ts';
import { dashboardErrors } from '../../kernel/route-schemas.ts';
import { sellerOverview } from './seller-overview.service.ts';

const tags = ['seller'];
const security: { [scheme: string]: string[] }[] = [{ cookieAuth: [] }, { bearerAuth: [] }];
const cents = z.number().int();

const sellerOverviewResponse = z.object({
  range: dateRangeSchema.describe('The UTC days the figures cover'),
  daily: z
    .array(
      z.object({
        date: z.string().describe('YYYY-MM-DD (UTC)'),
        salesCents: cents.describe("What buyers paid for the shop's lines and shipping, reversals included"),
        orders: z.number().int(),
        commissionCents: cents,
        netCents: cents.describe('What the shop keeps: sales + marketplace-funded discounts − commission'),
      }),
    )
    .describe('One bucket per day of the range, oldest first, empty days as zeros'),
  rangeTotals: z
    .object({ salesCents: cents, orders: z.number().int(), commissionCents: cents, netCents: cents })
    .describe('The sum of `daily`, to the cent'),
  topProducts: z.array(
    z.object({ slug: z.string(), name: z.string(), units: z.number().int(), salesCents: cents }),
  ),
  lowStock: z.array(z.object({ slug: z.string(), name: z.string(), stock: z.number().int() })),
  lowStockThreshold: z.number().int(),
});

export async function sellerOverviewRoutes(
  app: FastifyInstance,
  options: { shopIdOf: (request: FastifyRequest) => number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/seller/overview',
    {
      schema: {
        tags,
        security,
        summary: "My shop's sales over time, top products and low stock",
        description:
          'For the range `from`–`to` (UTC days, both included; default the last 30 days): `daily`, one ' +
          "bucket per day summed in SQL from the shop's ledger entries (integer cents), `rangeTotals` " +
          '(exactly the sum of the buckets), the 10 products buyers paid most for in the range, and active ' +
          'products with `lowStockThreshold` units or fewer. A bad date, a start after the end or more than ' +
          '366 days: 400 `invalid_range`.',
        querystring: z.object(dateRangeQuery),
        response: { 200: sellerOverviewResponse, ...dashboardErrors },
      },
    },
    async (request) =>
      sellerOverview(app.db, options.shopIdOf(request), dateRangeOf(request.query, new Date())),
  );
}
