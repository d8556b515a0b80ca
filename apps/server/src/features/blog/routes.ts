import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogPostSchema, dataEnvelope } from '@charity/shared';
import { createBlogService, type BlogService } from './service.ts';

/** Browsers and a CDN may keep the list five minutes; the server itself asks WordPress every ten. */
export const BLOG_CACHE = 'public, max-age=300';

/**
 * GET /api/blog/posts (docs/product/content-and-pages.md). Always 200: without BLOG_URL, or when the blog
 * fails and no good copy is left, the list is empty and the home page quietly shows no blog strip
 * (docs/product/content-and-pages.md: errors are silently ignored).
 */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blogUrl } = app.config;
  const service: BlogService | null = blogUrl ? createBlogService({ blogUrl, log: app.log }) : null;

  app.get(
    '/api/blog/posts',
    {
      config: { cacheControl: BLOG_CACHE },
      schema: {
        tags: ['home'],
        summary: 'The latest posts of the trusts’ blog, sanitised; empty when there is no blog or it fails',
        response: { 200: dataEnvelope(z.array(blogPostSchema)) },
      },
    },
    async () => ({ data: service ? await service.latestPosts() : [] }),
  );
};
