/** Admin: blogs, blog categories and coupons. */
import { blankAsMissing } from '@shop/shared/catalogue.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageBounds } from '../../kernel/pagination.ts';
import { dashboardErrors, pageOf, pageQuery, searchQuery, slugParams } from '../../kernel/route-schemas.ts';
import { sortFrom, sortQueryShape } from '../../kernel/table-sort.ts';
import { adminOf, adminSecurity as security, adminTags as tags } from './admin.access.ts';
import {
  adminBlog,
  adminBlogCategory,
  adminCoupon,
  blogCategoryCreateBody,
  blogCategoryUpdateBody,
  blogCreateBody,
  blogUpdateBody,
  couponCreateBody,
  couponUpdateBody,
  statusFilter,
} from './admin.schemas.ts';
import {
  blogCategoriesForAdmin,
  blogForAdmin,
  blogsForAdmin,
  changeBlog,
  changeBlogCategory,
  createBlog,
  createBlogCategory,
  removeBlog,
  removeBlogCategory,
  restoreBlog,
} from './admin-blogs.service.ts';
import {
  COUPON_SORT_COLUMNS,
  changeCoupon,
  couponForAdmin,
  couponsForAdmin,
  createCoupon,
  removeCoupon,
  restoreCoupon,
} from './admin-coupons.service.ts';

export async function adminPublishingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const listQuery = z.object({ search: searchQuery, status: statusFilter, ...pageQuery });

  // --- Blogs -------------------------------------------------------------------------------------

  r.get(
    '/api/admin/blogs',
    {
      schema: {
        tags,
        security,
        summary: 'Blog posts (every status), newest first',
        querystring: listQuery.extend({
          category: z.preprocess(blankAsMissing, z.string().max(200).optional()),
        }),
        response: { 200: pageOf(adminBlog), ...dashboardErrors },
      },
    },
    async (request) => {
      const { search, status, category, page, limit } = request.query;
      const result = await blogsForAdmin(db, {
        ...(search ? { search } : {}),
        ...(status ? { status } : {}),
        ...(category ? { categorySlug: category } : {}),
        ...pageBounds(page, limit),
      });
      return { ...result, page, limit };
    },
  );
  r.get(
    '/api/admin/blogs/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'One blog post',
        params: slugParams,
        response: { 200: adminBlog, ...dashboardErrors },
      },
    },
    async (request) => blogForAdmin(db, request.params.slug),
  );
  r.post(
    '/api/admin/blogs',
    {
      schema: {
        tags,
        security,
        summary: 'Write a blog post',
        description:
          '`long_description` is HTML; only p, ul, ol, li, strong, em, h3, br and a[href http(s)] are kept. ' +
          '`postBy` defaults to the admin’s name.',
        body: blogCreateBody,
        response: { 201: adminBlog, ...dashboardErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createBlog(db, adminOf(request), request.body)),
  );
  r.patch(
    '/api/admin/blogs/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a blog post',
        params: slugParams,
        body: blogUpdateBody,
        response: { 200: adminBlog, ...dashboardErrors },
      },
    },
    async (request) => changeBlog(db, request.params.slug, request.body),
  );
  r.delete(
    '/api/admin/blogs/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a blog post',
        description:
          'The post and its comments leave the blog at once; `POST …/restore` brings them back within a ' +
          'day, after which they are removed for good.',
        params: slugParams,
        response: { 200: adminBlog, ...dashboardErrors },
      },
    },
    async (request) => removeBlog(db, request.params.slug),
  );
  r.post(
    '/api/admin/blogs/:slug/restore',
    {
      schema: {
        tags,
        security,
        summary: 'Restore a deleted blog post',
        description: '404 when no post deleted within the last day has that slug.',
        params: slugParams,
        response: { 200: adminBlog, ...dashboardErrors },
      },
    },
    async (request) => restoreBlog(db, request.params.slug),
  );

  // --- Blog categories ---------------------------------------------------------------------------

  r.get(
    '/api/admin/blog-categories',
    {
      schema: {
        tags,
        security,
        summary: 'Blog categories (every status)',
        querystring: listQuery,
        response: { 200: pageOf(adminBlogCategory), ...dashboardErrors },
      },
    },
    async (request) => {
      const { search, status, page, limit } = request.query;
      const result = await blogCategoriesForAdmin(db, {
        ...(search ? { search } : {}),
        ...(status ? { status } : {}),
        ...pageBounds(page, limit),
      });
      return { ...result, page, limit };
    },
  );
  r.post(
    '/api/admin/blog-categories',
    {
      schema: {
        tags,
        security,
        summary: 'Create a blog category',
        body: blogCategoryCreateBody,
        response: { 201: adminBlogCategory, ...dashboardErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createBlogCategory(db, request.body)),
  );
  r.patch(
    '/api/admin/blog-categories/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Rename or (de)activate a blog category',
        params: slugParams,
        body: blogCategoryUpdateBody,
        response: { 200: adminBlogCategory, ...dashboardErrors },
      },
    },
    async (request) => changeBlogCategory(db, request.params.slug, request.body),
  );
  r.delete(
    '/api/admin/blog-categories/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an empty blog category',
        params: slugParams,
        response: { 200: adminBlogCategory, ...dashboardErrors },
      },
    },
    async (request) => removeBlogCategory(db, request.params.slug),
  );

  // --- Coupons -----------------------------------------------------------------------------------

  const codeParams = z.object({ code: z.string().min(1).max(100) });
  r.get(
    '/api/admin/coupons',
    {
      schema: {
        tags,
        security,
        summary: 'Coupons, newest first',
        description:
          '`search` matches the code or name (part). `sort` (code, name, starts, expires, status) with ' +
          '`order` (asc, desc; default asc) sorts by a column instead.',
        querystring: listQuery.extend(sortQueryShape(COUPON_SORT_COLUMNS)),
        response: { 200: pageOf(adminCoupon), ...dashboardErrors },
      },
    },
    async (request) => {
      const { search, status, page, limit } = request.query;
      const result = await couponsForAdmin(db, {
        ...sortFrom(request.query),
        ...(search ? { search } : {}),
        ...(status ? { status } : {}),
        ...pageBounds(page, limit),
      });
      return { ...result, page, limit };
    },
  );
  r.get(
    '/api/admin/coupons/:code',
    {
      schema: {
        tags,
        security,
        summary: 'One coupon',
        params: codeParams,
        response: { 200: adminCoupon, ...dashboardErrors },
      },
    },
    async (request) => couponForAdmin(db, request.params.code),
  );
  r.post(
    '/api/admin/coupons',
    {
      schema: {
        tags,
        security,
        summary: 'Create a coupon',
        description:
          'Code unique ignoring case (409 `coupon_code_taken`); `discount.value` in dollars for `amount`, whole ' +
          'percent for `percent`; `per_user_limit` defaults to 1; `seller_slug` limits it to one shop’s lines.',
        body: couponCreateBody,
        response: { 201: adminCoupon, ...dashboardErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createCoupon(db, request.body)),
  );
  r.patch(
    '/api/admin/coupons/:code',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a coupon',
        params: codeParams,
        body: couponUpdateBody,
        response: { 200: adminCoupon, ...dashboardErrors },
      },
    },
    async (request) => changeCoupon(db, request.params.code, request.body),
  );
  r.delete(
    '/api/admin/coupons/:code',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an unused coupon',
        description:
          '409 `in_use` once redeemed: deactivate it instead. The coupon can be restored for a day ' +
          '(`POST …/restore`); a new coupon with its code removes it for good.',
        params: codeParams,
        response: { 200: adminCoupon, ...dashboardErrors },
      },
    },
    async (request) => removeCoupon(db, request.params.code),
  );
  r.post(
    '/api/admin/coupons/:code/restore',
    {
      schema: {
        tags,
        security,
        summary: 'Restore a deleted coupon',
        description: '404 when no deleted coupon has that code.',
        params: codeParams,
        response: { 200: adminCoupon, ...dashboardErrors },
      },
    },
    async (request) => restoreCoupon(db, request.params.code),
  );
}
