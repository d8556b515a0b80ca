import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contentIdParamsSchema,
  contentPreviewLinkSchema,
  dataEnvelope,
  eventDetailSchema,
  PREVIEW_RESOURCES,
  previewQuerySchema,
} from '@charity/shared';
import { requireRole } from '#src/services/staff-auth/guard.ts';
import { errorResponses } from '#src/shared/http-errors.ts';
import { createPreviewService } from './service.ts';

/**
 * Previews (docs/product/console.md "Preview"): `POST /api/admin/{resource}/{id}/preview` mints the link (editor),
 * `GET /api/preview/events/{id}?token=` reads the record for the preview page, the token being the permission.
 * The read is never cached anywhere (no-store) nor indexed: a draft must not outlive its link in a CDN.
 */
export const contentPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const previews = createPreviewService({ db: app.db, signer: app.signer });
  const guard = requireRole('editor');

  for (const resource of PREVIEW_RESOURCES) {
    app.post(
      `/api/admin/${resource}/:id/preview`,
      {
        onRequest: guard,
        schema: {
          tags: ['admin content'],
          summary: `A 15-minute signed link to the preview page of one of ${resource} (editor), saved or draft`,
          params: contentIdParamsSchema,
          response: { 200: dataEnvelope(contentPreviewLinkSchema), ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) => ({ data: await previews.link(resource, request.params.id) }),
    );
  }

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
      // No cacheControl in the route's config: http-cache answers it `no-store`.
      reply.header('x-robots-tag', 'noindex');
      return { data: await previews.event(request.params.id, request.query.token) };
    },
  );
};
