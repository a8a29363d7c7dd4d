/** Admin: reported items, newsletter subscribers (list and CSV export), contact messages. */
import { blankAsMissing } from '@shop/shared/catalogue.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageBounds } from '../../kernel/pagination.ts';
import { dashboardErrors, pageOf, pageQuery, searchQuery, slugParams } from '../../kernel/route-schemas.ts';
import { sortFrom, sortQueryShape } from '../../kernel/table-sort.ts';
import { adminSecurity as security, adminTags as tags } from './admin.access.ts';
import {
  adminContactMessage,
  adminReport,
  adminSubscriber,
  contactMessageUpdateBody,
  reportUpdateBody,
  statusFilter,
} from './admin.schemas.ts';
import {
  CONTACT_SORT_COLUMNS,
  changeContactMessage,
  contactMessagesForAdmin,
  decideReport,
  REPORT_SORT_COLUMNS,
  reportsForAdmin,
  SUBSCRIBER_SORT_COLUMNS,
  subscribersCsv,
  subscribersForAdmin,
} from './admin.service.ts';

export async function adminModerationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get(
    '/api/admin/reports',
    {
      schema: {
        tags,
        security,
        summary: 'Reported items, newest first',
        description:
          '`search` matches the product name, the report title or the reporter name (part) or the product ' +
          'slug (whole). `sort` (reported, product, title, reporter, status) with `order` (asc, desc; ' +
          'default asc) sorts by a column instead.',
        querystring: z.object({
          status: z.preprocess(blankAsMissing, z.enum(['open', 'resolved', 'dismissed']).optional()),
          search: searchQuery,
          ...sortQueryShape(REPORT_SORT_COLUMNS),
          ...pageQuery,
        }),
        response: { 200: pageOf(adminReport), ...dashboardErrors },
      },
    },
    async (request) => {
      const { status, search, page, limit } = request.query;
      const result = await reportsForAdmin(db, {
        ...sortFrom(request.query),
        ...(status ? { status } : {}),
        ...(search ? { search } : {}),
        ...pageBounds(page, limit),
      });
      return { ...result, page, limit };
    },
  );
  r.patch(
    '/api/admin/reports/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Resolve, dismiss or reopen a report',
        description: '`deactivateProduct: true` also hides the product, in the same transaction.',
        params: slugParams,
        body: reportUpdateBody,
        response: { 200: adminReport, ...dashboardErrors },
      },
    },
    async (request) => decideReport(db, request.params.slug, request.body),
  );

  const subscriberQuery = { search: searchQuery, status: statusFilter };
  r.get(
    '/api/admin/subscribers',
    {
      schema: {
        tags,
        security,
        summary: 'Newsletter subscribers, newest first',
        description:
          '`sort` (email, subscribed) with `order` (asc, desc; default asc) sorts by a column instead.',
        querystring: z.object({
          ...subscriberQuery,
          ...sortQueryShape(SUBSCRIBER_SORT_COLUMNS),
          ...pageQuery,
        }),
        response: { 200: pageOf(adminSubscriber), ...dashboardErrors },
      },
    },
    async (request) => {
      const { search, status, page, limit } = request.query;
      const result = await subscribersForAdmin(db, {
        ...sortFrom(request.query),
        ...(search ? { search } : {}),
        ...(status ? { status } : {}),
        ...pageBounds(page, limit),
      });
      return { ...result, page, limit };
    },
  );
  r.get(
    '/api/admin/subscribers/export',
    {
      schema: {
        tags,
        security,
        summary: 'All subscribers as CSV (`text/csv`, header row first)',
        description:
          'Columns: email, status, user_slug, subscribed_at. Text cells starting with = + - @ (or a tab or ' +
          "carriage return) are prefixed with ' so spreadsheets do not run them as formulas.",
        querystring: z.object(subscriberQuery),
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV'), ...dashboardErrors },
      },
    },
    async (request, reply) => {
      const { search, status } = request.query;
      const date = new Date().toISOString().slice(0, 10);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="subscribers-${date}.csv"`)
        .header('x-content-type-options', 'nosniff');
      let csv = '';
      for await (const chunk of subscribersCsv(db, {
        ...(search ? { search } : {}),
        ...(status ? { status } : {}),
      })) {
        csv += chunk;
      }
      return reply.send(csv);
    },
  );

  r.get(
    '/api/admin/contact-messages',
    {
      schema: {
        tags,
        security,
        summary: 'Messages from the contact page, newest first',
        description:
          '`sort` (name, subject, received) with `order` (asc, desc; default asc) sorts by a column instead.',
        querystring: z.object({
          status: z.preprocess(blankAsMissing, z.enum(['unread', 'read', 'archived']).optional()),
          search: searchQuery,
          ...sortQueryShape(CONTACT_SORT_COLUMNS),
          ...pageQuery,
        }),
        response: { 200: pageOf(adminContactMessage), ...dashboardErrors },
      },
    },
    async (request) => {
      const { status, search, page, limit } = request.query;
      const result = await contactMessagesForAdmin(db, {
        ...sortFrom(request.query),
        ...(status ? { status } : {}),
        ...(search ? { search } : {}),
        ...pageBounds(page, limit),
      });
      return { ...result, page, limit };
    },
  );
  r.patch(
    '/api/admin/contact-messages/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Mark a contact message read, unread or archived',
        params: slugParams,
        body: contactMessageUpdateBody,
        response: { 200: adminContactMessage, ...dashboardErrors },
      },
    },
    async (request) => changeContactMessage(db, request.params.slug, request.body.status),
  );
}
