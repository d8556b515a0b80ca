import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  errorBodySchema,
  eventDetailSchema,
  eventQuerySchema,
  eventSummarySchema,
  idParamsSchema,
  pageEnvelope,
} from '@charity/shared';
import { notFound } from '#src/shared/http-errors.ts';
import { PUBLIC_CONTENT_CACHE } from '#src/plugins/http-cache.ts';
import { findEvent, listEvents } from './repository.ts';

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/event/paginate',
    {
      config: { cacheControl: PUBLIC_CONTENT_CACHE },
      schema: {
        tags: ['events'],
        summary: 'One page (9) of events, by category and status (0 upcoming, 1 past, 2 recurring)',
        querystring: eventQuerySchema,
        response: { 200: pageEnvelope(eventSummarySchema), 422: errorBodySchema },
      },
    },
    (request) => listEvents(app.db, app.contentCache, request.query, undefined, request.locale),
  );

  app.get(
    '/api/event/display/:id',
    {
      config: { cacheControl: PUBLIC_CONTENT_CACHE },
      schema: {
        tags: ['events'],
        summary: 'One event with its gallery images and videos',
        params: idParamsSchema,
        response: { 200: dataEnvelope(eventDetailSchema), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const event = await findEvent(app.db, request.params.id, undefined, { locale: request.locale });
      if (!event) throw notFound('Event not found');
      return { data: event };
    },
  );
};
