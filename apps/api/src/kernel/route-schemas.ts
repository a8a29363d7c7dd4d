/**
 * Route-schema pieces every module's routes share: error responses, pagination, slug parameters and the
 * blank-means-missing rule of query strings. Entity shapes stay in the contracts of `@shop/shared`.
 */
import { apiErrorSchema, blankAsMissing, pageQueryShape } from '@shop/shared/catalogue.contract';
import { z } from 'zod';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502;

/** `{ 400: apiError, 401: apiError, … }` for the statuses a route can answer with an error. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}

/**
 * Errors every signed-in dashboard call may answer: validation (400), no session (401), wrong role or
 * owner or a cross-site post (403), unknown record (404), conflicts (409), a body over the JSON limit
 * (413), a body that is not JSON (415), too many requests (429).
 */
export const dashboardErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429);

export const searchQuery = z.preprocess(blankAsMissing, z.string().trim().max(200).optional());

/** `page` (from 1) and `limit` (default 24, max 100); `page × limit` ≤ 10000. */
export const pageQuery = pageQueryShape;

/** One page of a dashboard list. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    count: z.number().int().describe('Total matches'),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

export const slugParams = z.object({ slug: z.string().min(1).max(200) });

export const messageResponse = z.object({ message: z.string() });
