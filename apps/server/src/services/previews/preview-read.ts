import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  contentIdParamsSchema,
  dataEnvelope,
  PREVIEW_MESSAGES,
  previewQuerySchema,
  type PreviewResource,
} from '@charity/shared';
import { DomainError } from '#src/shared/domain-error.ts';
import { errorResponses } from '#src/shared/http-errors.ts';

/**
 * `GET /api/preview/{resource}/{id}?token=`: what the preview page of a saved record shows, published or not
 * (docs/product/console.md "Preview"); the link's signed token is the permission, checked before anything is read.
 * No cacheControl in the route's config, so http-cache answers it `no-store`: a draft must not outlive its link in
 * a CDN. Each feature says what its record's page reads (`load`); undefined is a record deleted since the link was
 * minted.
 */
export function previewReadRoute<S extends z.ZodType>(
  app: FastifyInstance,
  options: {
    resource: PreviewResource;
    tags: string[];
    summary: string;
    schema: S;
    notFound: string;
    load: (id: number) => Promise<z.input<S> | undefined>;
  },
): void {
  const { resource, load } = options;
  // Widened here: TypeScript cannot follow `S` through Fastify's reply types; callers' `load` is still checked
  // against it, and the response schema checks what is sent.
  const schema: z.ZodType = options.schema;
  app.withTypeProvider<ZodTypeProvider>().get(
    `/api/preview/${resource}/:id`,
    {
      schema: {
        tags: options.tags,
        summary: options.summary,
        params: contentIdParamsSchema,
        querystring: previewQuerySchema,
        response: { 200: dataEnvelope(schema), ...errorResponses(403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!app.previewLinks.allows(resource, id, request.query.token))
        throw new DomainError('forbidden', PREVIEW_MESSAGES.invalidLink);
      const data = await load(id);
      if (data === undefined) throw new DomainError('not-found', options.notFound);
      reply.header('x-robots-tag', 'noindex');
      return { data };
    },
  );
}
