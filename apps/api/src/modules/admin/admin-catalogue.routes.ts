/** Admin: categories, sub-categories, brands and products (approval, edits, flags). */
import { blankAsMissing } from '@shop/shared/catalogue.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { pageBounds } from '../../kernel/pagination.ts';
import { dashboardErrors, pageOf, pageQuery, searchQuery, slugParams } from '../../kernel/route-schemas.ts';
import { sortFrom, sortQueryShape } from '../../kernel/table-sort.ts';
import {
  changeProducts,
  dashboardProduct,
  deleteProductAsActor,
  importProblems,
  importVariantsCsv,
  listProducts,
  productForActor,
  productUpdateBody,
  productVariantsCsv,
  replaceVariants,
  restoreProductAsActor,
  sendCsv,
  setStatusAsActor,
  shopIdBySlug,
  updateProduct,
  VARIANT_CSV_COLUMNS,
  variantsBody,
  variantsForEditor,
  variantsImportBody,
  variantsImportProblems,
  variantsImportResult,
  variantsRead,
} from '../seller-dashboard/seller-products.service.ts';
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
  productBulkBody,
  productBulkResult,
  productFlagsShape,
  productSortQuery,
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
  productsHiddenByDeactivating,
  removeBrand,
  removeCategory,
  removeSubCategory,
  restoreBrand,
  restoreCategory,
  restoreSubCategory,
  SUB_CATEGORY_SORT_COLUMNS,
  subCategoriesForAdmin,
  subCategoryForAdmin,
  TAXONOMY_SORT_COLUMNS,
} from './admin-catalogue.service.ts';
import { decideProductAndTellSeller, decideProductsAndTellSellers } from './admin-product-decision.ts';

const toggles = [
  ['deactivate', 'inactive'],
  ['activate', 'active'],
] as const;

const adminProductUpdateBody = productUpdateBody.safeExtend(productFlagsShape);

const visibleProductsAnswer = z.object({
  visibleProducts: z
    .number()
    .int()
    .describe('Products shoppers see now through it: what deactivating it hides'),
});

/** The taxonomies an admin deactivates, by the path segment of their calls. */
const taxonomyPaths = [
  ['categories', 'category', 'a category'],
  ['sub-categories', 'subCategory', 'a sub-category'],
  ['brands', 'brand', 'a brand'],
] as const;

export async function adminCatalogueRoutes(app: FastifyInstance, options: { env: Env }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const decisionDeps = (request: FastifyRequest) => ({
    db,
    mailer: app.mailer,
    siteUrl: siteUrlOf(request, options.env),
    log: request.log,
  });
  const listQuery = z.object({
    search: searchQuery,
    status: statusFilter,
    ...sortQueryShape(TAXONOMY_SORT_COLUMNS),
    ...pageQuery,
  });
  const sortNote =
    '`sort` (name, products, status) with `order` (asc, desc; default asc) sorts by a column instead; ' +
    '`products` is how many products use it.';

  for (const [path, kind, name] of taxonomyPaths) {
    r.get(
      `/api/admin/${path}/:slug/visible-products`,
      {
        schema: {
          tags,
          security,
          summary: `How many products deactivating ${name} would hide`,
          description:
            'Counts the active, approved products of active shops that use it: deactivating it hides them from ' +
            'every listing, search, facet, menu, the sitemap and their own pages (404) until it is activated again.',
          params: slugParams,
          response: { 200: visibleProductsAnswer, ...dashboardErrors },
        },
      },
      async (request) => productsHiddenByDeactivating(db, kind, request.params.slug),
    );
  }

  // --- Categories --------------------------------------------------------------------------------

  r.get(
    '/api/admin/categories',
    {
      schema: {
        tags,
        security,
        summary: 'Categories (every status), by name',
        description: `\`search\` matches the name (part). ${sortNote}`,
        querystring: listQuery,
        response: { 200: pageOf(adminCategory), ...dashboardErrors },
      },
    },
    async (request) => {
      const { search, status, page, limit } = request.query;
      const result = await categoriesForAdmin(db, {
        ...sortFrom(request.query),
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
  r.post(
    '/api/admin/categories/:slug/restore',
    {
      schema: {
        tags,
        security,
        summary: 'Restore a deleted category',
        description:
          'Within a day of its delete. 404 when no deleted category has that slug; 409 `name_taken` when another took its name.',
        params: slugParams,
        response: { 200: adminCategory, ...dashboardErrors },
      },
    },
    async (request) => restoreCategory(db, request.params.slug),
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
        summary: 'Sub-categories (every status), by category then name',
        description:
          "`search` matches the name (part); `cat_slug` keeps one category's. `sort` (name, category, " +
          'products, status) with `order` (asc, desc; default asc) sorts by a column instead.',
        querystring: listQuery.extend({
          cat_slug: z.preprocess(blankAsMissing, z.string().max(200).optional()),
          ...sortQueryShape(SUB_CATEGORY_SORT_COLUMNS),
        }),
        response: { 200: pageOf(adminSubCategory), ...dashboardErrors },
      },
    },
    async (request) => {
      const { search, status, cat_slug, page, limit } = request.query;
      const result = await subCategoriesForAdmin(db, {
        ...sortFrom(request.query),
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
  r.post(
    '/api/admin/sub-categories/:slug/restore',
    {
      schema: {
        tags,
        security,
        summary: 'Restore a deleted sub-category',
        description:
          'Within a day of its delete. 404 when no deleted sub-category has that slug; 409 `name_taken` when another took its name.',
        params: slugParams,
        response: { 200: adminSubCategory, ...dashboardErrors },
      },
    },
    async (request) => restoreSubCategory(db, request.params.slug),
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
        description: `\`search\` matches the name (part). ${sortNote}`,
        querystring: listQuery,
        response: { 200: pageOf(adminBrand), ...dashboardErrors },
      },
    },
    async (request) => {
      const { search, status, page, limit } = request.query;
      const result = await brandsForAdmin(db, {
        ...sortFrom(request.query),
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
  r.post(
    '/api/admin/brands/:slug/restore',
    {
      schema: {
        tags,
        security,
        summary: 'Restore a deleted brand',
        description:
          'Within a day of its delete. 404 when no deleted brand has that slug; 409 `name_taken` when another took its name.',
        params: slugParams,
        response: { 200: adminBrand, ...dashboardErrors },
      },
    },
    async (request) => restoreBrand(db, request.params.slug),
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
          'the name or SKU (part) or the slug (whole). `sort` (name, price, stock, created) with `order` ' +
          '(asc, desc; default asc) sorts by a column instead.',
        querystring: z.object({
          search: searchQuery,
          ...adminProductQuery,
          ...productSortQuery,
          ...pageQuery,
        }),
        response: { 200: pageOf(dashboardProduct), ...dashboardErrors },
      },
    },
    async (request) => {
      const { search, status, approval, seller, sort, order, page, limit } = request.query;
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
        ...(sort ? { sort: { by: sort, order: order ?? 'asc' } } : {}),
        ...bounds,
      });
      return { ...result, page, limit };
    },
  );
  r.post(
    '/api/admin/products/bulk',
    {
      schema: {
        tags,
        security,
        summary: 'Approve, reject, activate or deactivate many products at once',
        description:
          'Up to 100 product slugs and one action (a rejection carries one reason for all). Every product ' +
          'changes in one transaction, or none does (404 naming the unknown slugs). Sellers get their ' +
          'approval or rejection mail once the change is committed.',
        body: productBulkBody,
        response: { 200: productBulkResult, ...dashboardErrors },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.action === 'approve' || body.action === 'reject') {
        const updated = await decideProductsAndTellSellers(
          decisionDeps(request),
          body.slugs,
          body.action === 'approve'
            ? { approvalStatus: 'approved', note: body.note }
            : { approvalStatus: 'rejected', note: body.note },
        );
        return { updated };
      }
      return { updated: await changeProducts(db, body.slugs, { action: body.action }) };
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
  // The variants editor and its CSV, for any product.
  r.post(
    '/api/admin/products/variants/import',
    {
      schema: {
        tags,
        security,
        summary: 'Import variants from CSV (any shop’s products)',
        description:
          `Columns: ${VARIANT_CSV_COLUMNS.join(', ')}; as the seller's import. 400 \`invalid_csv\` lists every ` +
          'problem by row; nothing is written.',
        body: variantsImportBody.extend({ product: z.string().trim().min(1).max(200).optional() }),
        response: { 200: variantsImportResult, ...dashboardErrors, 400: variantsImportProblems },
      },
    },
    async (request, reply) => {
      const result = await importVariantsCsv(db, { kind: 'admin' }, request.body.csv, request.body.product);
      if (result.ok) return { products: result.products, variants: result.variants };
      return reply.code(400).send(importProblems(result.problems));
    },
  );
  r.get(
    '/api/admin/products/:slug/variants',
    {
      schema: {
        tags,
        security,
        summary: 'A product’s options and variants, as the editor writes them',
        params: slugParams,
        response: { 200: variantsRead, ...dashboardErrors },
      },
    },
    async (request) => variantsForEditor(db, { kind: 'admin' }, request.params.slug),
  );
  r.put(
    '/api/admin/products/:slug/variants',
    {
      schema: {
        tags,
        security,
        summary: 'Replace a product’s options and variants',
        description: 'As the seller’s call; admins may name any image URL.',
        params: slugParams,
        body: variantsBody,
        response: { 200: dashboardProduct, ...dashboardErrors },
      },
    },
    async (request) => replaceVariants(db, { kind: 'admin' }, request.params.slug, request.body),
  );
  r.get(
    '/api/admin/products/:slug/variants.csv',
    {
      schema: {
        tags,
        security,
        summary: 'A product’s variants as CSV',
        params: slugParams,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV'), ...dashboardErrors },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `variants-${request.params.slug}`,
        await productVariantsCsv(db, { kind: 'admin' }, request.params.slug),
      ),
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
  r.delete(
    '/api/admin/products/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a product (it can be restored)',
        description:
          'As the seller’s delete: answers the product as it was; `POST …/restore` brings it back.',
        params: slugParams,
        response: { 200: dashboardProduct, ...dashboardErrors },
      },
    },
    async (request) => deleteProductAsActor(db, { kind: 'admin' }, request.params.slug),
  );
  r.post(
    '/api/admin/products/:slug/restore',
    {
      schema: {
        tags,
        security,
        summary: 'Restore a deleted product',
        params: slugParams,
        response: { 200: dashboardProduct, ...dashboardErrors },
      },
    },
    async (request) => restoreProductAsActor(db, { kind: 'admin' }, request.params.slug),
  );
}
