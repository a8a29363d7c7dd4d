import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeBlogEntries,
  activeCategoryEntries,
  visibleProductEntries,
  visibleShopEntries,
} from './seo.repository.ts';

/**
 * One sitemap file holds at most 50,000 URLs (sitemaps.org); the storefront adds a few fixed pages, so
 * products stop a little earlier. A bigger catalogue needs a sitemap index split by page.
 */
export const SITEMAP_PRODUCT_CAP = 49_000;

const entry = z.object({ slug: z.string(), updatedAt: z.string().describe('ISO-8601 date-time') });

const sitemapEntriesSchema = z.object({
  products: z
    .array(entry)
    .describe(`Visible products, most recently changed first (at most ${SITEMAP_PRODUCT_CAP})`),
  categories: z.array(entry).describe('Active categories'),
  sellers: z.array(entry).describe('Active shops; `slug` is the shop slug'),
  blogs: z.array(entry).describe('Active blog posts, newest first'),
});

const toEntries = (rows: { slug: string; updatedAt: Date }[]) =>
  rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt.toISOString() }));

export async function seoRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/sitemap-entries',
    {
      schema: {
        tags: ['seo'],
        summary: 'What the storefront sitemap lists',
        description: 'Slugs and change dates of everything a shopper may see, for `/sitemap.xml`.',
        response: { 200: sitemapEntriesSchema },
      },
    },
    async (_request, reply) => {
      const [products, categories, sellers, blogs] = await Promise.all([
        visibleProductEntries(app.db, SITEMAP_PRODUCT_CAP),
        activeCategoryEntries(app.db),
        visibleShopEntries(app.db),
        activeBlogEntries(app.db),
      ]);
      reply.header('cache-control', 'public, max-age=600');
      return {
        products: toEntries(products),
        categories: toEntries(categories),
        sellers: toEntries(sellers),
        blogs: toEntries(blogs),
      };
    },
  );
}
