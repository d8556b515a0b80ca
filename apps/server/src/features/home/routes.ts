import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bannerSchema,
  bannerVideoSchema,
  counterSchema,
  dataEnvelope,
  errorBodySchema,
  galleryImageSchema,
  popupSchema,
} from '@charity/shared';
import { notFound } from '#src/shared/http-errors.ts';
import { PUBLIC_CONTENT_CACHE, RANDOM_CONTENT_CACHE } from '#src/plugins/http-cache.ts';
import {
  activePopup,
  latestBannerVideo,
  randomBanners,
  randomCounters,
  randomGalleryImages,
} from './repository.ts';

/**
 * The home page's reads (docs/product/content-and-pages.md): slider, counters, gallery strip, video banner
 * and popup.
 */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const random = { config: { cacheControl: RANDOM_CONTENT_CACHE } };

  app.get(
    '/api/banner/random',
    { ...random, schema: { tags: ['home'], response: { 200: dataEnvelope(z.array(bannerSchema)) } } },
    async () => ({ data: await randomBanners(app.db) }),
  );

  app.get(
    '/api/counter/random',
    { ...random, schema: { tags: ['home'], response: { 200: dataEnvelope(z.array(counterSchema)) } } },
    async () => ({ data: await randomCounters(app.db) }),
  );

  app.get(
    '/api/gallery-image/random',
    { ...random, schema: { tags: ['home'], response: { 200: dataEnvelope(z.array(galleryImageSchema)) } } },
    async () => ({ data: await randomGalleryImages(app.db) }),
  );

  app.get(
    '/api/banner-video/display',
    {
      config: { cacheControl: PUBLIC_CONTENT_CACHE },
      schema: { tags: ['home'], response: { 200: dataEnvelope(bannerVideoSchema), 404: errorBodySchema } },
    },
    async () => {
      const video = await latestBannerVideo(app.db);
      if (!video) throw notFound('No banner video yet');
      return { data: video };
    },
  );

  app.get(
    '/api/popup/display',
    {
      config: { cacheControl: PUBLIC_CONTENT_CACHE },
      schema: {
        tags: ['home'],
        summary: 'The home page popup; data is null when none is active',
        response: { 200: dataEnvelope(popupSchema.nullable()) },
      },
    },
    async () => ({ data: await activePopup(app.db) }),
  );
};
