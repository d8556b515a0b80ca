import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  MEDIA_MESSAGES,
  mediaItemResponseSchema,
  mediaListQuerySchema,
  mediaListResponseSchema,
  mediaUpdateRequestSchema,
} from '@charity/shared';
import { actorOf, requireRole } from '#src/services/staff-auth/guard.ts';
import { errorResponses } from '#src/shared/http-errors.ts';
import type { MediaLibrary } from './media-service.ts';

/**
 * The media library of the console (docs/product/console.md "Media library"), for editors like uploads:
 * `GET /api/admin/media-library`, `GET|PATCH|DELETE /api/admin/media-library/{id}`.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ library: MediaLibrary }> = async (app, { library }) => {
  const tags = ['admin'];
  const guard = requireRole('editor');

  app.get(
    '/api/admin/media-library',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'Uploaded files, newest first, with where each is used; search name, alt text, caption (editor)',
        querystring: mediaListQuerySchema,
        response: { 200: mediaListResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => library.list(request.query),
  );

  app.get(
    '/api/admin/media-library/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'One uploaded file with where it is used (editor)',
        params: idParamsSchema,
        response: { 200: mediaItemResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await library.get(request.params.id) }),
  );

  app.patch(
    '/api/admin/media-library/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "Set a file's alt text and caption (editor)",
        params: idParamsSchema,
        body: mediaUpdateRequestSchema,
        response: { 200: mediaItemResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const data = await library.update(request.params.id, request.body, actorOf(request));
      // The public pages show the alt text: their cached answers are stale now.
      app.microCache.clear();
      return { data, message: MEDIA_MESSAGES.updated };
    },
  );

  app.delete(
    '/api/admin/media-library/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'Delete an unused file from storage and the library; 409 naming where a used one is shown (editor)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await library.remove(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );
};
