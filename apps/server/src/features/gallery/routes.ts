import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  galleryImageQuerySchema,
  galleryImageSchema,
  galleryVideoQuerySchema,
  galleryVideoSchema,
  pageEnvelope,
} from '@charity/shared';
import { PUBLIC_CONTENT_CACHE } from '#src/plugins/http-cache.ts';
import { listGalleryImages, listGalleryVideos } from './repository.ts';

export const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = { config: { cacheControl: PUBLIC_CONTENT_CACHE } };

  app.get(
    '/api/gallery-image/paginate',
    {
      ...cached,
      schema: {
        tags: ['gallery'],
        summary: 'One page (9) of gallery images; filter all | madhava-seva | manava-seva; search in titles',
        querystring: galleryImageQuerySchema,
        response: { 200: pageEnvelope(galleryImageSchema), 422: errorBodySchema },
      },
    },
    (request) => listGalleryImages(app.db, app.contentCache, request.query),
  );

  app.get(
    '/api/gallery-video/paginate',
    {
      ...cached,
      schema: {
        tags: ['gallery'],
        summary: 'One page (9) of gallery videos; filter all | madhava-seva | manava-seva',
        querystring: galleryVideoQuerySchema,
        response: { 200: pageEnvelope(galleryVideoSchema), 422: errorBodySchema },
      },
    },
    (request) => listGalleryVideos(app.db, app.contentCache, request.query),
  );
};
