/**
 * Admin moderation of what shoppers write and of seller edits (decisions 0028 and 0021): reviews, blog
 * comments (each a list with a state filter and one bulk endpoint for approve / hide / restore / delete),
 * and the "recently edited" products queue.
 */
import { blankAsMissing } from '@shop/shared/catalogue.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageBounds } from '../../kernel/pagination.ts';
import { dashboardErrors, pageOf, pageQuery, searchQuery } from '../../kernel/route-schemas.ts';
import {
  commentActions,
  commentStates,
  commentsToModerate,
  moderateComments,
  moderationComment,
} from '../blog-comments/blog-comments.moderation.service.ts';
import {
  moderateReviews,
  moderationReview,
  reviewActions,
  reviewStates,
  reviewsToModerate,
} from '../reviews/reviews.moderation.service.ts';
import {
  markProductEditsReviewed,
  productEditResponse,
  productEditsQueue,
} from '../seller-dashboard/product-edits.service.ts';
import { adminOf, adminSecurity as security, adminTags as tags } from './admin.access.ts';

const slugList = z.array(z.string().min(1).max(200)).min(1).max(100);
const bulkResult = z.object({ updated: z.number().int().describe('How many rows changed') });
const order = z.preprocess(blankAsMissing, z.enum(['asc', 'desc']).default('desc'));

/** A hide carries its reason (shown to admins); the other actions take none. */
function bulkBody<A extends readonly [string, ...string[]]>(actions: A) {
  return z
    .strictObject({
      slugs: slugList,
      action: z.enum(actions),
      note: z.string().trim().max(500).optional(),
    })
    .refine((body) => body.action !== 'hide' || (body.note ?? '').length > 0, {
      message: 'Give a reason for hiding',
      path: ['note'],
    });
}

export async function adminReviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get(
    '/api/admin/reviews',
    {
      schema: {
        tags,
        security,
        summary: 'Reviews to moderate, newest first',
        description:
          '`state`: waiting (held by pre-moderation), published, hidden; `search` matches the message, the ' +
          'product name or the reviewer; `sort` createdAt (default) or rating.',
        querystring: z.object({
          state: z.preprocess(blankAsMissing, z.enum(reviewStates).optional()),
          search: searchQuery,
          sort: z.preprocess(blankAsMissing, z.enum(['createdAt', 'rating']).default('createdAt')),
          order,
          ...pageQuery,
        }),
        response: { 200: pageOf(moderationReview), ...dashboardErrors },
      },
    },
    async (request) => {
      const { state, search, sort, order, page, limit } = request.query;
      const result = await reviewsToModerate(db, { state, search, sort, order, ...pageBounds(page, limit) });
      return { ...result, page, limit };
    },
  );
  r.post(
    '/api/admin/reviews/bulk',
    {
      schema: {
        tags,
        security,
        summary: 'Approve, hide (with a reason), restore or delete reviews',
        description:
          'Up to 100 slugs, one action, one transaction: all change or none (404 naming unknown slugs). ' +
          'The ratings of the products and shops concerned are counted again at once.',
        body: bulkBody(reviewActions),
        response: { 200: bulkResult, ...dashboardErrors },
      },
    },
    async (request) => ({
      updated: await moderateReviews(db, request.body.slugs, request.body.action, request.body.note),
    }),
  );

  r.get(
    '/api/admin/blog-comments',
    {
      schema: {
        tags,
        security,
        summary: 'Blog comments to moderate, newest first',
        description:
          '`state`: waiting, published, hidden; `search` matches the comment, the post or the author.',
        querystring: z.object({
          state: z.preprocess(blankAsMissing, z.enum(commentStates).optional()),
          search: searchQuery,
          order,
          ...pageQuery,
        }),
        response: { 200: pageOf(moderationComment), ...dashboardErrors },
      },
    },
    async (request) => {
      const { state, search, order, page, limit } = request.query;
      const result = await commentsToModerate(db, { state, search, order, ...pageBounds(page, limit) });
      return { ...result, page, limit };
    },
  );
  r.post(
    '/api/admin/blog-comments/bulk',
    {
      schema: {
        tags,
        security,
        summary: 'Approve, hide (with a reason), restore or delete blog comments',
        description: 'Up to 100 slugs, one action, one transaction (404 naming unknown slugs).',
        body: bulkBody(commentActions),
        response: { 200: bulkResult, ...dashboardErrors },
      },
    },
    async (request) => ({
      updated: await moderateComments(db, request.body.slugs, request.body.action, request.body.note),
    }),
  );

  r.get(
    '/api/admin/product-edits',
    {
      schema: {
        tags,
        security,
        summary: 'Recently edited products: seller edits of live listings with a before/after diff',
        description:
          '`reviewed=true` lists the edits already looked over; by default the open queue. `search` matches ' +
          'the product or shop name (part) or the product slug (whole).',
        querystring: z.object({
          reviewed: z.preprocess(blankAsMissing, z.enum(['true', 'false']).default('false')),
          search: searchQuery,
          ...pageQuery,
        }),
        response: { 200: pageOf(productEditResponse), ...dashboardErrors },
      },
    },
    async (request) => {
      const { reviewed, search, page, limit } = request.query;
      const result = await productEditsQueue(db, {
        reviewed: reviewed === 'true',
        ...(search ? { search } : {}),
        ...pageBounds(page, limit),
      });
      return { ...result, page, limit };
    },
  );
  r.post(
    '/api/admin/product-edits/reviewed',
    {
      schema: {
        tags,
        security,
        summary: 'Mark product edits as looked over',
        description: 'All or none (404 naming unknown slugs). To undo an edit, reject or hide the product.',
        body: z.strictObject({ slugs: slugList }),
        response: { 200: bulkResult, ...dashboardErrors },
      },
    },
    async (request) => markProductEditsReviewed(db, request.body.slugs, adminOf(request).id),
  );
}
