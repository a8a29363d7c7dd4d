/**
 * The admin API, `/api/admin/*` (product rules §10 "Admin"). Access: admins only — an `onRequest` hook of this
 * plugin's context runs `requireRole(request, 'admin')` before anything else (401 visitor, 403 anyone
 * else), so no admin route can forget the check and no body is parsed for a caller who may not call.
 * Every list takes `page` (from 1) and `limit` (≤ 100) and answers `{ items, count, page, limit }`.
 */
import { blankAsMissing } from '@shop/shared/catalogue.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { dateRangeOf, dateRangeQuery } from '../../kernel/date-range.ts';
import { pageBounds } from '../../kernel/pagination.ts';
import { dashboardErrors, pageOf, pageQuery, searchQuery, slugParams } from '../../kernel/route-schemas.ts';
import { sortFrom, sortQueryShape } from '../../kernel/table-sort.ts';
import {
  APPLICATION_SORT_COLUMNS,
  applicationForAdmin,
  applicationResponse,
  applicationStatusSchema,
  approveApplication,
  approveBody,
  listApplicationsForAdmin,
  rejectApplication,
  rejectBody,
} from '../seller-applications/seller-applications.service.ts';
import { adminOf, adminOnly, adminSecurity, adminTags, siteUrlOf } from './admin.access.ts';
import {
  adminUser,
  overviewResponse,
  settingsResponse,
  settingsUpdateBody,
  userBulkBody,
  userBulkResult,
  userListQuery,
} from './admin.schemas.ts';
import {
  changeSettings,
  changeUserStatus,
  changeUsersStatus,
  overview,
  settings,
  USER_SORT_COLUMNS,
  userForAdmin,
  usersForAdmin,
} from './admin.service.ts';
import { adminCatalogueRoutes } from './admin-catalogue.routes.ts';
import { adminContentRoutes } from './admin-content.routes.ts';
import { adminModerationRoutes } from './admin-moderation.routes.ts';
import { adminOrderRoutes } from './admin-orders.routes.ts';
import { adminPublishingRoutes } from './admin-publishing.routes.ts';
import { adminReviewRoutes } from './admin-reviews.routes.ts';

export async function adminRoutes(app: FastifyInstance, options: { env: Env }) {
  app.addHook('onRequest', adminOnly);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = adminTags;
  const security = adminSecurity;

  r.get(
    '/api/admin/overview',
    {
      schema: {
        tags,
        security,
        summary: 'Dashboard figures',
        description:
          'Sales (orders not cancelled; delivered; last 30 days), orders by status, new customers in the last ' +
          '30 days, pending seller applications, products waiting for approval, open reports. For the range ' +
          '`from`–`to` (UTC days, both included; default the last 30 days): `daily`, one bucket per day ' +
          'summed in SQL from the ledger (integer cents), `rangeTotals` (exactly the sum of the buckets, ' +
          'plus new customers), `topProducts` and `topSellers`. A bad date, a start after the end or more ' +
          'than 366 days: 400 `invalid_range`.',
        querystring: z.object(dateRangeQuery),
        response: { 200: overviewResponse, ...dashboardErrors },
      },
    },
    async (request) => overview(app.db, dateRangeOf(request.query, new Date())),
  );

  // --- Seller applications -----------------------------------------------------------------------

  r.get(
    '/api/admin/seller-applications',
    {
      schema: {
        tags,
        security,
        summary: 'Seller applications, oldest first',
        description:
          '`sort` (shop, email, applied) with `order` (asc, desc; default asc) sorts by a column instead.',
        querystring: z.object({
          status: z.preprocess(blankAsMissing, applicationStatusSchema.optional()),
          search: searchQuery,
          ...sortQueryShape(APPLICATION_SORT_COLUMNS),
          ...pageQuery,
        }),
        response: { 200: pageOf(applicationResponse), ...dashboardErrors },
      },
    },
    async (request) => {
      const { status, search, page, limit } = request.query;
      const result = await listApplicationsForAdmin(app.db, {
        ...sortFrom(request.query),
        ...(status ? { status } : {}),
        ...(search ? { search } : {}),
        ...pageBounds(page, limit),
      });
      return { ...result, page, limit };
    },
  );

  r.get(
    '/api/admin/seller-applications/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'One seller application',
        params: slugParams,
        response: { 200: applicationResponse, ...dashboardErrors },
      },
    },
    async (request) => applicationForAdmin(app.db, request.params.slug),
  );

  const decisionDeps = (request: FastifyRequest) => ({
    db: app.db,
    mailer: app.mailer,
    siteUrl: siteUrlOf(request, options.env),
    log: request.log,
  });

  r.post(
    '/api/admin/seller-applications/:slug/approve',
    {
      schema: {
        tags,
        security,
        summary: 'Approve a pending application',
        description:
          'In one transaction: creates the shop (the `sellers` row, with the application’s details), makes ' +
          'the applicant a seller, records the decision. Then e-mails the applicant. 409 when already ' +
          'decided or when the applicant already has a shop.',
        params: slugParams,
        body: approveBody.nullish(),
        response: { 200: applicationResponse, ...dashboardErrors },
      },
    },
    async (request) =>
      approveApplication(decisionDeps(request), adminOf(request), request.params.slug, request.body?.note),
  );

  r.post(
    '/api/admin/seller-applications/:slug/reject',
    {
      schema: {
        tags,
        security,
        summary: 'Reject a pending application with a reason',
        description: 'The reason is stored, shown to the applicant and e-mailed. 409 when already decided.',
        params: slugParams,
        body: rejectBody,
        response: { 200: applicationResponse, ...dashboardErrors },
      },
    },
    async (request) =>
      rejectApplication(decisionDeps(request), adminOf(request), request.params.slug, request.body.reason),
  );

  // --- Users -------------------------------------------------------------------------------------

  r.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        security,
        summary: 'Users, newest first',
        description:
          '`search` matches the name or e-mail (part) or the slug (whole). `sort` (name, email, role, joined) ' +
          'with `order` (asc, desc; default asc) sorts by a column instead.',
        querystring: z.object({
          search: searchQuery,
          ...userListQuery,
          ...sortQueryShape(USER_SORT_COLUMNS),
          ...pageQuery,
        }),
        response: { 200: pageOf(adminUser), ...dashboardErrors },
      },
    },
    async (request) => {
      const { search, role, status, page, limit } = request.query;
      const result = await usersForAdmin(app.db, {
        ...sortFrom(request.query),
        ...(search ? { search } : {}),
        ...(role ? { role } : {}),
        ...(status ? { status } : {}),
        ...pageBounds(page, limit),
      });
      return { ...result, page, limit };
    },
  );

  r.get(
    '/api/admin/users/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'One user',
        params: slugParams,
        response: { 200: adminUser, ...dashboardErrors },
      },
    },
    async (request) => userForAdmin(app.db, request.params.slug),
  );

  const endSessions = async (userId: string) => {
    const context = await app.auth.$context;
    await context.internalAdapter.deleteUserSessions(userId);
  };

  r.post(
    '/api/admin/users/bulk',
    {
      schema: {
        tags,
        security,
        summary: 'Deactivate or reactivate many users at once',
        description:
          'Up to 100 user slugs. Every user changes in one transaction, or none does (404 naming the unknown ' +
          'slugs; 409 when the list holds the signed-in admin and the action is deactivate). Deactivated ' +
          'users are signed out everywhere once the change is committed.',
        body: userBulkBody,
        response: { 200: userBulkResult, ...dashboardErrors },
      },
    },
    async (request) => ({
      updated: await changeUsersStatus(
        { db: app.db, endSessions },
        adminOf(request),
        request.body.slugs,
        request.body.action === 'deactivate' ? 'inactive' : 'active',
      ),
    }),
  );

  for (const [action, status] of [
    ['deactivate', 'inactive'],
    ['reactivate', 'active'],
  ] as const) {
    r.post(
      `/api/admin/users/:slug/${action}`,
      {
        schema: {
          tags,
          security,
          summary:
            action === 'deactivate' ? 'Deactivate a user and end all their sessions' : 'Reactivate a user',
          description:
            action === 'deactivate'
              ? 'The account is signed out everywhere at once and cannot sign in; a seller’s shop and products ' +
                'disappear from the storefront. An admin cannot deactivate themself (409).'
              : 'The user may sign in again.',
          params: slugParams,
          response: { 200: adminUser, ...dashboardErrors },
        },
      },
      async (request) =>
        changeUserStatus({ db: app.db, endSessions }, adminOf(request), request.params.slug, status),
    );
  }

  // --- Marketplace settings ------------------------------------------------------------------------

  r.get(
    '/api/admin/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Marketplace settings',
        response: { 200: settingsResponse, ...dashboardErrors },
      },
    },
    async () => settings(app.db),
  );

  r.patch(
    '/api/admin/settings',
    {
      schema: {
        tags,
        security,
        summary:
          'Change the commission rate, product auto-approval or pre-moderation of reviews and comments',
        body: settingsUpdateBody,
        response: { 200: settingsResponse, ...dashboardErrors },
      },
    },
    async (request) => changeSettings(app.db, request.body),
  );

  await app.register(adminCatalogueRoutes, { env: options.env });
  await app.register(adminOrderRoutes, { env: options.env });
  await app.register(adminContentRoutes);
  await app.register(adminPublishingRoutes);
  await app.register(adminModerationRoutes);
  await app.register(adminReviewRoutes);
}
