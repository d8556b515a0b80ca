import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { faqSchema, sitePageSchema } from '@charity/shared';
import { previewReadRoute } from '#src/services/previews/preview-read.ts';
import { findPage, listFaqs } from './repository.ts';

/**
 * The previews of a fixed page and of a FAQ question (docs/product/console.md "Preview"; services/previews): the
 * page's words as saved, and the FAQ page's questions with the previewed one among them, published or not.
 */
export const pagesPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  previewReadRoute(app, {
    resource: 'pages',
    tags: ['pages'],
    summary: "A fixed page's words as saved; the preview link's signed token is the permission",
    schema: sitePageSchema,
    notFound: 'Page not found',
    load: (id) => findPage(app.db, { id }),
  });
  previewReadRoute(app, {
    resource: 'faqs',
    tags: ['pages'],
    summary:
      "The FAQ page's questions with this one among them, published or not; the preview link's signed token is the permission",
    schema: z.array(faqSchema),
    notFound: 'There is no such question; it may have been deleted.',
    load: async (id) => {
      const faqs = await listFaqs(app.db, id);
      return faqs.some((faq) => faq.id === id) ? faqs : undefined;
    },
  });
};
