import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  errorBodySchema,
  faqSchema,
  isPageSlug,
  sitePageParamsSchema,
  sitePageSchema,
} from '@charity/shared';
import { PUBLIC_CONTENT_CACHE } from '#src/plugins/http-cache.ts';
import { notFound } from '#src/shared/http-errors.ts';
import { findPage, listFaqs } from './repository.ts';

/**
 * The fixed pages' words and the FAQ (docs/product/content-and-pages.md "Pages as content"), read by the pages
 * and by the server renderer before it renders them. Cached like other public content; a console save clears this
 * instance's micro-cache.
 */
export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = { config: { cacheControl: PUBLIC_CONTENT_CACHE } };

  app.get(
    '/api/pages/:slug',
    {
      ...cached,
      schema: {
        tags: ['pages'],
        summary: "A fixed page's title, text (sanitised HTML), picture and meta description",
        params: sitePageParamsSchema,
        response: { 200: dataEnvelope(sitePageSchema), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const page = isPageSlug(slug) ? await findPage(app.db, slug, request.locale) : undefined;
      if (!page) throw notFound('Page not found');
      return { data: page };
    },
  );

  app.get(
    '/api/faq',
    {
      ...cached,
      schema: {
        tags: ['pages'],
        summary: 'The published FAQ questions in the order the FAQ page shows them',
        response: { 200: dataEnvelope(z.array(faqSchema)) },
      },
    },
    async (request) => ({ data: await listFaqs(app.db, undefined, request.locale) }),
  );
};
