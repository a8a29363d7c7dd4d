import {
  advertisementSchema,
  apiErrorSchema,
  categoryEntrySchema,
  flashSaleContentSchema,
  flashSaleItemSchema,
  homeSchema,
  megaMenuEntrySchema,
  sliderSchema,
} from '@shop/shared/catalogue.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueVersionOf } from '../../kernel/catalogue-memo.ts';
import {
  advertisementByName,
  featuredCategoryList,
  flashSaleContent,
  flashSaleItemList,
  home,
  megaMenuEntry,
  megaMenuHeader,
  popularCategoryList,
  sliderList,
} from './content.service.ts';

const tags = ['home'];
const idParams = z.object({ id: z.string().min(1).max(200) });

export async function contentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/home',
    {
      config: { catalogueCache: true },
      schema: {
        tags,
        summary: 'Everything the home page shows above the product rows',
        description:
          '`sliderOne`/`sliderTwo` are the ads "Slider Banner One/Two", `adOne`/`adTwo` the ads ' +
          '"Homepage Single Banner One/Two"; a missing or inactive ad is null. `flashSale` is the running ' +
          "sale's content (its items: `/flash-sale/user`), or null.",
        response: { 200: homeSchema },
      },
    },
    async () => home(app.db),
  );

  r.get(
    '/api/slider',
    {
      config: { catalogueCache: true },
      schema: { tags, summary: 'Active sliders by serial', response: { 200: z.array(sliderSchema) } },
    },
    async () => sliderList(app.db),
  );

  r.get(
    '/api/advertisements/home/:name',
    {
      config: { catalogueCache: true },
      schema: {
        tags,
        summary: 'One active advertisement',
        description:
          '`{name}` is the ad name (e.g. `Slider Banner One`, any case) or its slug. Otherwise 404.',
        params: z.object({ name: z.string().min(1).max(200) }),
        response: { 200: advertisementSchema, 404: apiErrorSchema },
      },
    },
    async (request) => advertisementByName(app.db, request.params.name),
  );

  r.get(
    '/api/mega-menu-categories/header',
    {
      config: { catalogueCache: true, directCall: true },
      schema: {
        tags,
        summary: 'The Trending mega menu',
        description: 'Active entries of active categories by serial, each with its active sub-categories.',
        response: { 200: z.array(megaMenuEntrySchema) },
      },
    },
    async () => megaMenuHeader(app.db, catalogueVersionOf(app)),
  );

  r.get(
    '/api/mega-menu-categories/:id',
    {
      config: { catalogueCache: true },
      schema: {
        tags,
        summary: 'One mega menu entry',
        description: "`{id}` is the entry's slug or its category's slug. Otherwise 404.",
        params: idParams,
        response: { 200: megaMenuEntrySchema, 404: apiErrorSchema },
      },
    },
    async (request) => megaMenuEntry(app.db, request.params.id),
  );

  r.get(
    '/api/featured-categories',
    {
      config: { catalogueCache: true },
      schema: {
        tags,
        summary: 'Featured category tiles',
        response: { 200: z.array(categoryEntrySchema) },
      },
    },
    async () => featuredCategoryList(app.db),
  );

  r.get(
    '/api/popular-categories',
    {
      config: { catalogueCache: true },
      schema: {
        tags,
        summary: 'Popular category tiles',
        response: { 200: z.array(categoryEntrySchema) },
      },
    },
    async () => popularCategoryList(app.db),
  );

  r.get(
    '/api/flash-sale/user',
    {
      config: { catalogueCache: true },
      schema: {
        tags,
        summary: 'Items of the running flash sale',
        description:
          'Active items (at most 100) of the running sale whose product is visible, each with `productsData`; ' +
          '[] when no sale runs.',
        response: { 200: z.array(flashSaleItemSchema) },
      },
    },
    async () => flashSaleItemList(app.db),
  );

  r.get(
    '/api/flash-sale/content/:id',
    {
      config: { catalogueCache: true },
      schema: {
        tags,
        summary: 'The running flash sale',
        description:
          '`{id}` is `flashcontnet` (as the original client sends it; `flashcontent` works too) for the ' +
          "running sale, or a sale's slug. A sale runs while active and before its end time; otherwise 404.",
        params: idParams,
        response: { 200: flashSaleContentSchema, 404: apiErrorSchema },
      },
    },
    async (request) => flashSaleContent(app.db, request.params.id),
  );
}
