import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventDetailSchema, todayInIndia } from '@charity/shared';
import { previewReadRoute } from '#src/services/previews/preview-read.ts';
import { findEvent } from './repository.ts';

/** `GET /api/preview/events/{id}?token=`: the event as its page shows it, published or not (services/previews). */
export const eventPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  previewReadRoute(app, {
    resource: 'events',
    tags: ['events'],
    summary:
      "An event as its page shows it, published or not; the preview link's signed token is the permission",
    schema: eventDetailSchema,
    notFound: 'There is no such event; it may have been deleted.',
    load: (id) => findEvent(app.db, id, todayInIndia(), { unpublished: true }),
  });
};
