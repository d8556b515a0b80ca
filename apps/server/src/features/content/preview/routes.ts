import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contentIdParamsSchema,
  contentPreviewLinkSchema,
  dataEnvelope,
  PREVIEW_RESOURCES,
} from '@charity/shared';
import { requireRole } from '#src/services/staff-auth/guard.ts';
import { DomainError } from '#src/shared/domain-error.ts';
import { errorResponses } from '#src/shared/http-errors.ts';
import { RESOURCE_TABLES } from '../console/resources.ts';

/**
 * `POST /api/admin/{resource}/{id}/preview` (editor): a short-lived signed link to the saved record's preview
 * page, draft or published (docs/product/console.md "Preview"). The console opens it in a new tab.
 */
export const contentPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
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
      async (request) => {
        const { id } = request.params;
        const row = await app.db
          .selectFrom(RESOURCE_TABLES[resource].table)
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw new DomainError('not-found', 'There is no such record; it may have been deleted.');
        return { data: app.previewLinks.mint(resource, id) };
      },
    );
  }
};
