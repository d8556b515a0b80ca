import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  crosswordSchema,
  dataEnvelope,
  errorBodySchema,
  leaderSchema,
  literatureSchema,
  mediaSchema,
  pageEnvelope,
  pageQuerySchema,
  testimonialQuerySchema,
  testimonialSchema,
} from '@charity/shared';
import { PUBLIC_CONTENT_CACHE } from '#src/plugins/http-cache.ts';
import { listCrosswords, listLeaders, listLiterature, listMedia, listTestimonials } from './repository.ts';

/** Crossword, literature, media, testimonial and leader reads (docs/product/content-and-pages.md). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = { config: { cacheControl: PUBLIC_CONTENT_CACHE } };
  const paged = <T extends z.ZodType>(tag: string, item: T) => ({
    ...cached,
    schema: {
      tags: [tag],
      querystring: pageQuerySchema,
      response: { 200: pageEnvelope(item), 422: errorBodySchema },
    },
  });

  app.get('/api/crossword/paginate', paged('crossword', crosswordSchema), (request) =>
    listCrosswords(app.db, request.query),
  );
  app.get('/api/literature/paginate', paged('literature', literatureSchema), (request) =>
    listLiterature(app.db, request.query),
  );
  app.get('/api/media/paginate', paged('media', mediaSchema), (request) => listMedia(app.db, request.query));

  app.get(
    '/api/testimonial/filter',
    {
      ...cached,
      schema: {
        tags: ['testimonial'],
        summary: 'Testimonials of one kind: filter=1 words, filter=2 videos',
        querystring: testimonialQuerySchema,
        response: { 200: dataEnvelope(z.array(testimonialSchema)), 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await listTestimonials(app.db, request.query.filter) }),
  );

  app.get(
    '/api/leader/list',
    {
      ...cached,
      schema: {
        tags: ['leader'],
        summary: 'The published leaders in the order the Leadership page shows them',
        response: { 200: dataEnvelope(z.array(leaderSchema)) },
      },
    },
    async () => ({ data: await listLeaders(app.db) }),
  );
};
