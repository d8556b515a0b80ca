import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contentIdParamsSchema,
  dataEnvelope,
  eventDetailSchema,
  PREVIEW_MESSAGES,
  previewQuerySchema,
  todayInIndia,
} from '@charity/shared';
import { createPreviewLinks } from '#src/services/previews/preview-links.ts';
import { DomainError } from '#src/shared/domain-error.ts';
import { errorResponses } from '#src/shared/http-errors.ts';
import { findEvent } from './repository.ts';

/**
 * `GET /api/preview/events/{id}?token=`: the event as its page shows it, published or not, for the preview page
 * (docs/product/console.md "Preview"); the link's signed token is the permission. No cacheControl in the route's
 * config, so http-cache answers it `no-store`: a draft must not outlive its link in a CDN.
 */
export const eventPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = createPreviewLinks(app.signer);
  app.get(
    '/api/preview/events/:id',
    {
      schema: {
        tags: ['events'],
        summary:
          "An event as its page shows it, published or not; the preview link's signed token is the permission",
        params: contentIdParamsSchema,
        querystring: previewQuerySchema,
        response: { 200: dataEnvelope(eventDetailSchema), ...errorResponses(403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!links.allows('events', id, request.query.token))
        throw new DomainError('forbidden', PREVIEW_MESSAGES.invalidLink);
      // A link minted before the event was deleted.
      const event = await findEvent(app.db, id, todayInIndia(), { unpublished: true });
      if (!event) throw new DomainError('not-found', 'There is no such event; it may have been deleted.');
      reply.header('x-robots-tag', 'noindex');
      return { data: event };
    },
  );
};
