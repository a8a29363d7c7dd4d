/** Admin: categories, sub-categories, brands and products (approval, edits, flags). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { pageBounds } from '../products/products.service.ts';
import {
  dashboardErrors,
  dashboardProduct,
  pageOf,
  pageQuery,
  productUpdateBody,
  searchQuery,
  slugParams,
} from '../seller/seller.schemas.ts';
import { shopIdBySlug } from '../seller/seller-products.repository.ts';
import {
  listProducts,
  productForActor,
  setStatusAsActor,
  updateProduct,
} from '../seller/seller-products.service.ts';
import { adminSecurity as security, siteUrlOf, adminTags as tags } from './admin.access.ts';
import {
  adminBrand,
  adminCategory,
  adminProductQuery,
  adminSubCategory,
  approveProductBody,
  brandCreateBody,
  brandUpdateBody,
  categoryCreateBody,
  categoryUpdateBody,
  productFlagsShape,
  rejectProductBody,
  statusFilter,
  subCategoryCreateBody,
  subCategoryUpdateBody,
} from './admin.schemas.ts';
import {
  brandForAdmin,
  brandsForAdmin,
  categoriesForAdmin,
  categoryForAdmin,
  changeBrand,
  changeCategory,
  changeSubCategory,
  createBrand,
  createCategory,
  createSubCategory,
  removeBrand,
  removeCategory,
  removeSubCategory,
  subCategoriesForAdmin,
  subCategoryForAdmin,
} from './admin-catalogue.service.ts';
import { decideProductAndTellSeller } from './admin-product-decision.ts';

const toggles = [
  ['deactivate', 'inactive'],
  ['activate', 'active'],
] as const;

const adminProductUpdateBody = productUpdateBody.safeExtend(productFlagsShape);

export async function adminCatalogueRoutes(app: FastifyInstance, options: { env: Env }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const decisionDeps = (request: FastifyRequest) => ({
    db,
    mailer: app.mailer,
    siteUrl: siteUrlOf(request, options.env),
    log: request.log,
  });
  const listQuery = z.object({ search: searchQuery, status: statusFilter, ...pageQuery });

  // --- Categories --------------------------------------------------------------------------------

  r.get(
    '/api/admin/categories',
    {
      schema: {
        tags,
        security,
        summary: 'Categories (every status), by name',
        querystring: listQuery,
        response: { 200: pageOf(adminCategory), ...dashboardErrors },
      },
    },
    async (request) => {
      const { search, status, page, limit } = request.query;
      const result = await categoriesForAdmin(db, {
        ...(search ? { search } : {}),
        ...(status ? { status } : {}),
        ...pageBounds(page, limit),
      });
      return { ...result, page, limit };
    },
  );
  r.get(
    '/api/admin/categories/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'One category',
        params: slugParams,
        response: { 200: adminCategory, ...dashboardErrors },
      },
    },
    async (request) => categoryForAdmin(db, request.params.slug),
  );
  r.post(
    '/api/admin/categories',
    {
      schema: {
        tags,
        security,
        summary: 'Create a category',
        description: 'Name unique ignoring case (409 `name_taken`); the slug derives from the name.',
        body: categoryCreateBody,
        response: { 201: adminCategory, ...dashboardErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createCategory(db, request.body)),
  );
  r.patch(
    '/api/admin/categories/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a category (name, image, status)',
        params: slugParams,
        body: categoryUpdateBody,
        response: { 200: adminCategory, ...dashboardErrors },
      },
    },
    async (request) => changeCategory(db, request.params.slug, request.body),
  );
  r.delete(
    '/api/admin/categories/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an unused category',
        description: '409 `in_use` while products use it: deactivate it instead.',
        params: slugParams,
        response: { 200: adminCategory, ...dashboardErrors },
      },
    },
    async (request) => removeCategory(db, request.params.slug),
  );
  for (const [action, status] of toggles) {
    r.post(
      `/api/admin/categories/:slug/${action}`,
      {
        schema: {
          tags,
          security,
          summary: `${action} a category`,
          params: slugParams,
          response: { 200: adminCategory, ...dashboardErrors },
        },
      },
      async (request) => changeCategory(db, request.params.slug, { cat_status: status }),
    );
  }

  // --- Sub-categories ----------------------------------------------------------------------------

  r.get(
    '/api/admin/sub-categories',
    {
      schema: {
        tags,
        security,
        summary: 'Sub-categories (every status)',
        querystring: listQuery.extend({
          cat_slug: z.preprocess(
            (value) => (value === '' ? undefined : value),
            z.string().max(200).optional(),
          ),
        }),
        response: { 200: pageOf(adminSubCategory), ...dashboardErrors },
      },
    },
    async (request) => {
      const { search, status, cat_slug, page, limit } = request.query;
      const result = await subCategoriesForAdmin(db, {
        ...(search ? { search } : {}),
        ...(status ? { status } : {}),
        ...(cat_slug ? { catSlug: cat_slug } : {}),
        ...pageBounds(page, limit),
      });
      return { ...result, page, limit };
    },
  );
  r.get(
    '/api/admin/sub-categories/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'One sub-category',
        params: slugParams,
        response: { 200: adminSubCategory, ...dashboardErrors },
      },
    },
    async (request) => subCategoryForAdmin(db, request.params.slug),
  );
  r.post(
    '/api/admin/sub-categories',
    {
      schema: {
        tags,
        security,
        summary: 'Create a sub-category inside a category',
        body: subCategoryCreateBody,
        response: { 201: adminSubCategory, ...dashboardErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createSubCategory(db, request.body)),
  );
  r.patch(
    '/api/admin/sub-categories/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a sub-category (name, image, status, parent category)',
        description: 'Moving it to another category is refused while products of the old category use it.',
        params: slugParams,
        body: subCategoryUpdateBody,
        response: { 200: adminSubCategory, ...dashboardErrors },
      },
    },
    async (request) => changeSubCategory(db, request.params.slug, request.body),
  );
  r.delete(
    '/api/admin/sub-categories/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an unused sub-category',
        params: slugParams,
        response: { 200: adminSubCategory, ...dashboardErrors },
      },
    },
    async (request) => removeSubCategory(db, request.params.slug),
  );
  for (const [action, status] of toggles) {
    r.post(
      `/api/admin/sub-categories/:slug/${action}`,
      {
        schema: {
          tags,
          security,
          summary: `${action} a sub-category`,
          params: slugParams,
          response: { 200: adminSubCategory, ...dashboardErrors },
        },
      },
      async (request) => changeSubCategory(db, request.params.slug, { subcat_status: status }),
    );
  }

  // --- Brands ------------------------------------------------------------------------------------

  r.get(
    '/api/admin/brands',
    {
      schema: {
        tags,
        security,
        summary: 'Brands (every status), by name',
        querystring: listQuery,
        response: { 200: pageOf(adminBrand), ...dashboardErrors },
      },
    },
    async (request) => {
      const { search, status, page, limit } = request.query;
      const result = await brandsForAdmin(db, {
        ...(search ? { search } : {}),
        ...(status ? { status } : {}),
        ...pageBounds(page, limit),
      });
      return { ...result, page, limit };
    },
  );
  r.get(
    '/api/admin/brands/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'One brand',
        params: slugParams,
        response: { 200: adminBrand, ...dashboardErrors },
      },
    },
    async (request) => brandForAdmin(db, request.params.slug),
  );
  r.post(
    '/api/admin/brands',
    {
      schema: {
        tags,
        security,
        summary: 'Create a brand',
        body: brandCreateBody,
        response: { 201: adminBrand, ...dashboardErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createBrand(db, request.body)),
  );
  r.patch(
    '/api/admin/brands/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a brand (name, logo, status)',
        params: slugParams,
        body: brandUpdateBody,
        response: { 200: adminBrand, ...dashboardErrors },
      },
    },
    async (request) => changeBrand(db, request.params.slug, request.body),
  );
  r.delete(
    '/api/admin/brands/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an unused brand',
        params: slugParams,
        response: { 200: adminBrand, ...dashboardErrors },
      },
    },
    async (request) => removeBrand(db, request.params.slug),
  );
  for (const [action, status] of toggles) {
    r.post(
      `/api/admin/brands/:slug/${action}`,
      {
        schema: {
          tags,
          security,
          summary: `${action} a brand`,
          params: slugParams,
          response: { 200: adminBrand, ...dashboardErrors },
        },
      },
      async (request) => changeBrand(db, request.params.slug, { status }),
    );
  }

  // --- Products ----------------------------------------------------------------------------------

  r.get(
    '/api/admin/products',
    {
      schema: {
        tags,
        security,
        summary: 'Products of every shop and state',
        description:
          '`approval=pending` is the approval queue (oldest first); otherwise newest first. `search` matches ' +
          'the name or SKU (part) or the slug (whole).',
        querystring: z.object({ search: searchQuery, ...adminProductQuery, ...pageQuery }),
        response: { 200: pageOf(dashboardProduct), ...dashboardErrors },
      },
    },
    async (request) => {
      const { search, status, approval, seller, page, limit } = request.query;
      const bounds = pageBounds(page, limit);
      let sellerId: number | undefined;
      if (seller) {
        sellerId = await shopIdBySlug(db, seller);
        if (sellerId === undefined) return { items: [], count: 0, page, limit };
      }
      const result = await listProducts(db, {
        ...(search ? { search } : {}),
        ...(status ? { status } : {}),
        ...(approval ? { approvalStatus: approval } : {}),
        ...(sellerId !== undefined ? { sellerId } : {}),
        oldestFirst: approval === 'pending',
        ...bounds,
      });
      return { ...result, page, limit };
    },
  );
  r.get(
    '/api/admin/products/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'One product',
        params: slugParams,
        response: { 200: dashboardProduct, ...dashboardErrors },
      },
    },
    async (request) => productForActor(db, { kind: 'admin' }, request.params.slug),
  );
  r.patch(
    '/api/admin/products/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a product, its flags and its status',
        description:
          'The seller’s fields plus the flags isTopProduct, isNewArrival, isBestProduct, isFeatured, isPopular ' +
          'and `status`. Admin edits keep the approval as it is.',
        params: slugParams,
        body: adminProductUpdateBody,
        response: { 200: dashboardProduct, ...dashboardErrors },
      },
    },
    async (request) => {
      const { isTopProduct, isNewArrival, isBestProduct, isFeatured, isPopular, status, ...fields } =
        request.body;
      return updateProduct(db, { kind: 'admin' }, request.params.slug, fields, {
        isTopProduct,
        isNewArrival,
        isBestProduct,
        isFeatured,
        isPopular,
        status,
      });
    },
  );
  r.post(
    '/api/admin/products/:slug/approve',
    {
      schema: {
        tags,
        security,
        summary: 'Approve a product (shoppers see it while it is active)',
        params: slugParams,
        body: approveProductBody.nullish(),
        response: { 200: dashboardProduct, ...dashboardErrors },
      },
    },
    async (request) =>
      decideProductAndTellSeller(decisionDeps(request), request.params.slug, {
        approvalStatus: 'approved',
        note: request.body?.note,
      }),
  );
  r.post(
    '/api/admin/products/:slug/reject',
    {
      schema: {
        tags,
        security,
        summary: 'Reject a product with a note for the seller',
        params: slugParams,
        body: rejectProductBody,
        response: { 200: dashboardProduct, ...dashboardErrors },
      },
    },
    async (request) =>
      decideProductAndTellSeller(decisionDeps(request), request.params.slug, {
        approvalStatus: 'rejected',
        note: request.body.note,
      }),
  );
  for (const [action, status] of toggles) {
    r.post(
      `/api/admin/products/:slug/${action}`,
      {
        schema: {
          tags,
          security,
          summary: `${action} a product`,
          params: slugParams,
          response: { 200: dashboardProduct, ...dashboardErrors },
        },
      },
      async (request) => setStatusAsActor(db, { kind: 'admin' }, request.params.slug, status),
    );
  }
}
