import {
  apiErrorSchema,
  blogCategorySchema,
  blogCommentSchema,
  blogListSchema,
  blogSchema,
  pageQueryShape,
} from '@shop/shared/catalogue.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogBySlug, blogCategoryList, blogList, blogsOfCategory, commentsOfBlog } from './blogs.service.ts';

const tags = ['blogs'];
const idParams = z.object({ id: z.string().min(1).max(200) });
const pageQuery = z.object(pageQueryShape);

export async function blogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/blogs',
    {
      config: { catalogueCache: true },
      schema: {
        tags,
        summary: 'Active blog posts',
        description:
          '`allBlogs` is one page (`page`, `limit`), newest first; `latestBlogs` the newest 4; `count` all active posts.',
        querystring: pageQuery,
        response: { 200: blogListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => blogList(app.db, request.query),
  );

  // Static `category` wins over `:id` in the router.
  r.get(
    '/api/blogs/category',
    {
      config: { catalogueCache: true },
      schema: {
        tags,
        summary: 'Active posts of one blog category',
        description: '`category` is the category slug or its name (any case); an unknown category gives [].',
        querystring: z.object({ category: z.string().trim().min(1).max(200), ...pageQueryShape }),
        response: { 200: z.array(blogSchema), 400: apiErrorSchema },
      },
    },
    async (request) => blogsOfCategory(app.db, request.query.category, request.query),
  );

  r.get(
    '/api/blogs/:id',
    {
      config: { catalogueCache: true },
      schema: {
        tags,
        summary: 'One active blog post',
        description: '`{id}` is the post slug. Unknown or inactive: 404.',
        params: idParams,
        response: { 200: blogSchema, 404: apiErrorSchema },
      },
    },
    async (request) => blogBySlug(app.db, request.params.id),
  );

  r.get(
    '/api/blogcategories/for-blog',
    {
      config: { catalogueCache: true },
      schema: { tags, summary: 'Active blog categories', response: { 200: z.array(blogCategorySchema) } },
    },
    async () => blogCategoryList(app.db),
  );

  r.get(
    '/api/blog-comments/single-blog/:id',
    {
      config: { catalogueCache: true },
      schema: {
        tags,
        summary: 'Active comments of a post, newest first',
        description: '`{id}` is the post slug; unknown or inactive post: 404. Comments are plain text.',
        params: idParams,
        querystring: pageQuery,
        response: { 200: z.array(blogCommentSchema), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => commentsOfBlog(app.db, request.params.id, request.query),
  );
}
