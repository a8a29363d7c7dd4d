/** Admin: home content — sliders, ads, popular/featured categories, mega menu, flash sales and their items. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageBounds } from '../../kernel/pagination.ts';
import { dashboardErrors, pageOf, pageQuery, slugParams } from '../../kernel/route-schemas.ts';
import { adminSecurity as security, adminTags as tags } from './admin.access.ts';
import {
  adminFlashSale,
  adminFlashSaleItem,
  adminMegaMenuEntry,
  advertisementCreateBody,
  advertisementSchema,
  advertisementUpdateBody,
  categoryEntryCreateBody,
  categoryEntrySchema,
  categoryEntryUpdateBody,
  flashSaleCreateBody,
  flashSaleItemCreateBody,
  flashSaleItemUpdateBody,
  flashSaleUpdateBody,
  megaMenuCreateBody,
  megaMenuUpdateBody,
  sliderCreateBody,
  sliderSchema,
  sliderUpdateBody,
} from './admin.schemas.ts';
import {
  addFlashSaleItem,
  advertisementForAdmin,
  advertisementsForAdmin,
  changeAdvertisement,
  changeEntry,
  changeFlashSale,
  changeFlashSaleItem,
  changeMegaMenu,
  changeSlider,
  createAdvertisement,
  createEntry,
  createFlashSale,
  createMegaMenu,
  createSlider,
  type EntryKind,
  entriesForAdmin,
  flashSaleForAdmin,
  flashSaleItemsForAdmin,
  flashSalesForAdmin,
  megaMenuForAdmin,
  removeAdvertisement,
  removeEntry,
  removeFlashSale,
  removeFlashSaleItem,
  removeMegaMenu,
  removeSlider,
  restoreAdvertisement,
  restoreEntry,
  restoreMegaMenu,
  restoreSlider,
  sliderForAdmin,
  slidersForAdmin,
} from './admin-content.service.ts';

const listQuery = z.object(pageQuery);

/** What every restore of home content says (its delete keeps the row for a day, decision 39). */
const RESTORE_DESCRIPTION =
  'Brings back a row deleted within the last day. 404 when no deleted one has that slug (deleted longer ' +
  'ago, or its place taken by a new one).';

export async function adminContentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  // --- Sliders -----------------------------------------------------------------------------------

  r.get(
    '/api/admin/sliders',
    {
      schema: {
        tags,
        security,
        summary: 'Home sliders (every status), by serial',
        querystring: listQuery,
        response: { 200: pageOf(sliderSchema), ...dashboardErrors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return { ...(await slidersForAdmin(db, pageBounds(page, limit))), page, limit };
    },
  );
  r.get(
    '/api/admin/sliders/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'One slider',
        params: slugParams,
        response: { 200: sliderSchema, ...dashboardErrors },
      },
    },
    async (request) => sliderForAdmin(db, request.params.slug),
  );
  r.post(
    '/api/admin/sliders',
    {
      schema: {
        tags,
        security,
        summary: 'Add a slider',
        body: sliderCreateBody,
        response: { 201: sliderSchema, ...dashboardErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createSlider(db, request.body)),
  );
  r.patch(
    '/api/admin/sliders/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a slider',
        params: slugParams,
        body: sliderUpdateBody,
        response: { 200: sliderSchema, ...dashboardErrors },
      },
    },
    async (request) => changeSlider(db, request.params.slug, request.body),
  );
  r.delete(
    '/api/admin/sliders/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a slider',
        params: slugParams,
        response: { 200: sliderSchema, ...dashboardErrors },
      },
    },
    async (request) => removeSlider(db, request.params.slug),
  );
  r.post(
    '/api/admin/sliders/:slug/restore',
    {
      schema: {
        tags,
        security,
        summary: 'Restore a deleted slider',
        description: RESTORE_DESCRIPTION,
        params: slugParams,
        response: { 200: sliderSchema, ...dashboardErrors },
      },
    },
    async (request) => restoreSlider(db, request.params.slug),
  );

  // --- Advertisements ----------------------------------------------------------------------------

  r.get(
    '/api/admin/advertisements',
    {
      schema: {
        tags,
        security,
        summary: 'Ads (every status)',
        description:
          'The home page shows "Slider Banner One", "Slider Banner Two", "Homepage Single Banner One" and ' +
          '"Homepage Single Banner Two" (by `adName`).',
        querystring: listQuery,
        response: { 200: pageOf(advertisementSchema), ...dashboardErrors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return { ...(await advertisementsForAdmin(db, pageBounds(page, limit))), page, limit };
    },
  );
  r.get(
    '/api/admin/advertisements/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'One ad',
        params: slugParams,
        response: { 200: advertisementSchema, ...dashboardErrors },
      },
    },
    async (request) => advertisementForAdmin(db, request.params.slug),
  );
  r.post(
    '/api/admin/advertisements',
    {
      schema: {
        tags,
        security,
        summary: 'Add an ad (names are unique)',
        body: advertisementCreateBody,
        response: { 201: advertisementSchema, ...dashboardErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createAdvertisement(db, request.body)),
  );
  r.patch(
    '/api/admin/advertisements/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Edit an ad',
        params: slugParams,
        body: advertisementUpdateBody,
        response: { 200: advertisementSchema, ...dashboardErrors },
      },
    },
    async (request) => changeAdvertisement(db, request.params.slug, request.body),
  );
  r.delete(
    '/api/admin/advertisements/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an ad',
        params: slugParams,
        response: { 200: advertisementSchema, ...dashboardErrors },
      },
    },
    async (request) => removeAdvertisement(db, request.params.slug),
  );
  r.post(
    '/api/admin/advertisements/:slug/restore',
    {
      schema: {
        tags,
        security,
        summary: 'Restore a deleted ad',
        description: RESTORE_DESCRIPTION,
        params: slugParams,
        response: { 200: advertisementSchema, ...dashboardErrors },
      },
    },
    async (request) => restoreAdvertisement(db, request.params.slug),
  );

  // --- Popular and featured categories -----------------------------------------------------------

  for (const kind of ['popular', 'featured'] as const satisfies readonly EntryKind[]) {
    const base = `/api/admin/${kind}-categories`;
    r.get(
      base,
      {
        schema: {
          tags,
          security,
          summary: `Home ${kind} categories (every status), by serial`,
          querystring: listQuery,
          response: { 200: pageOf(categoryEntrySchema), ...dashboardErrors },
        },
      },
      async (request) => {
        const { page, limit } = request.query;
        return { ...(await entriesForAdmin(db, kind, pageBounds(page, limit))), page, limit };
      },
    );
    r.post(
      base,
      {
        schema: {
          tags,
          security,
          summary: `Add a category to the ${kind} categories`,
          body: categoryEntryCreateBody,
          response: { 201: categoryEntrySchema, ...dashboardErrors },
        },
      },
      async (request, reply) => reply.code(201).send(await createEntry(db, kind, request.body)),
    );
    r.patch(
      `${base}/:slug`,
      {
        schema: {
          tags,
          security,
          summary: `Reorder or (de)activate a ${kind} category entry`,
          params: slugParams,
          body: categoryEntryUpdateBody,
          response: { 200: categoryEntrySchema, ...dashboardErrors },
        },
      },
      async (request) => changeEntry(db, kind, request.params.slug, request.body),
    );
    r.delete(
      `${base}/:slug`,
      {
        schema: {
          tags,
          security,
          summary: `Remove a ${kind} category entry`,
          params: slugParams,
          response: { 200: categoryEntrySchema, ...dashboardErrors },
        },
      },
      async (request) => removeEntry(db, kind, request.params.slug),
    );
    r.post(
      `${base}/:slug/restore`,
      {
        schema: {
          tags,
          security,
          summary: `Restore a removed ${kind} category entry`,
          description: RESTORE_DESCRIPTION,
          params: slugParams,
          response: { 200: categoryEntrySchema, ...dashboardErrors },
        },
      },
      async (request) => restoreEntry(db, kind, request.params.slug),
    );
  }

  // --- Mega menu ---------------------------------------------------------------------------------

  r.get(
    '/api/admin/mega-menu',
    {
      schema: {
        tags,
        security,
        summary: 'Mega menu entries (every status), by serial',
        querystring: listQuery,
        response: { 200: pageOf(adminMegaMenuEntry), ...dashboardErrors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return { ...(await megaMenuForAdmin(db, pageBounds(page, limit))), page, limit };
    },
  );
  r.post(
    '/api/admin/mega-menu',
    {
      schema: {
        tags,
        security,
        summary: 'Add a category column to the mega menu',
        description: '`sub_cat_slugs`, in display order, must be sub-categories of the category.',
        body: megaMenuCreateBody,
        response: { 201: adminMegaMenuEntry, ...dashboardErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createMegaMenu(db, request.body)),
  );
  r.patch(
    '/api/admin/mega-menu/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a mega menu entry (its sub-category list replaces the old one)',
        params: slugParams,
        body: megaMenuUpdateBody,
        response: { 200: adminMegaMenuEntry, ...dashboardErrors },
      },
    },
    async (request) => changeMegaMenu(db, request.params.slug, request.body),
  );
  r.delete(
    '/api/admin/mega-menu/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a mega menu entry',
        params: slugParams,
        response: { 200: adminMegaMenuEntry, ...dashboardErrors },
      },
    },
    async (request) => removeMegaMenu(db, request.params.slug),
  );
  r.post(
    '/api/admin/mega-menu/:slug/restore',
    {
      schema: {
        tags,
        security,
        summary: 'Restore a removed mega menu entry',
        description: RESTORE_DESCRIPTION,
        params: slugParams,
        response: { 200: adminMegaMenuEntry, ...dashboardErrors },
      },
    },
    async (request) => restoreMegaMenu(db, request.params.slug),
  );

  // --- Flash sales -------------------------------------------------------------------------------

  r.get(
    '/api/admin/flash-sales',
    {
      schema: {
        tags,
        security,
        summary: 'Flash sales, latest end first',
        querystring: listQuery,
        response: { 200: pageOf(adminFlashSale), ...dashboardErrors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return { ...(await flashSalesForAdmin(db, pageBounds(page, limit))), page, limit };
    },
  );
  r.get(
    '/api/admin/flash-sales/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'One flash sale',
        params: slugParams,
        response: { 200: adminFlashSale, ...dashboardErrors },
      },
    },
    async (request) => flashSaleForAdmin(db, request.params.slug),
  );
  r.post(
    '/api/admin/flash-sales',
    {
      schema: {
        tags,
        security,
        summary: 'Create a flash sale (`time` = end time)',
        description:
          'Created active unless `status: inactive`; activating a sale deactivates the running one.',
        body: flashSaleCreateBody,
        response: { 201: adminFlashSale, ...dashboardErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createFlashSale(db, request.body)),
  );
  r.patch(
    '/api/admin/flash-sales/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a flash sale',
        params: slugParams,
        body: flashSaleUpdateBody,
        response: { 200: adminFlashSale, ...dashboardErrors },
      },
    },
    async (request) => changeFlashSale(db, request.params.slug, request.body),
  );
  r.delete(
    '/api/admin/flash-sales/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a flash sale and its items',
        params: slugParams,
        response: { 200: adminFlashSale, ...dashboardErrors },
      },
    },
    async (request) => removeFlashSale(db, request.params.slug),
  );

  const itemParams = z.object({ slug: z.string().min(1).max(200), itemSlug: z.string().min(1).max(200) });
  r.get(
    '/api/admin/flash-sales/:slug/items',
    {
      schema: {
        tags,
        security,
        summary: 'Items of a flash sale',
        params: slugParams,
        querystring: listQuery,
        response: { 200: pageOf(adminFlashSaleItem), ...dashboardErrors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return {
        ...(await flashSaleItemsForAdmin(db, request.params.slug, pageBounds(page, limit))),
        page,
        limit,
      };
    },
  );
  r.post(
    '/api/admin/flash-sales/:slug/items',
    {
      schema: {
        tags,
        security,
        summary: 'Add a product at a sale price (below its price)',
        params: slugParams,
        body: flashSaleItemCreateBody,
        response: { 201: adminFlashSaleItem, ...dashboardErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addFlashSaleItem(db, request.params.slug, request.body)),
  );
  r.patch(
    '/api/admin/flash-sales/:slug/items/:itemSlug',
    {
      schema: {
        tags,
        security,
        summary: 'Change an item’s sale price or status',
        params: itemParams,
        body: flashSaleItemUpdateBody,
        response: { 200: adminFlashSaleItem, ...dashboardErrors },
      },
    },
    async (request) => changeFlashSaleItem(db, request.params.slug, request.params.itemSlug, request.body),
  );
  r.delete(
    '/api/admin/flash-sales/:slug/items/:itemSlug',
    {
      schema: {
        tags,
        security,
        summary: 'Remove an item from a sale',
        params: itemParams,
        response: { 200: adminFlashSaleItem, ...dashboardErrors },
      },
    },
    async (request) => removeFlashSaleItem(db, request.params.slug, request.params.itemSlug),
  );
}
