import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, healthSchema } from '@charity/shared';
import { ping } from '#src/db/database.ts';

/** Readiness: answers ok once migrations have run (they run before routes) and the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], response: { 200: healthSchema, 503: errorBodySchema } } },
    async (request, reply) => {
      try {
        await ping(app.db);
        return { status: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ message: 'Database unavailable' });
      }
    },
  );

  // docs/product/content-and-pages.md: the demo FAQ variant calls this on load and ignores the answer.
  app.get(
    '/api/contact/demo',
    {
      schema: { tags: ['system'], response: { 200: z.object({ data: z.object({ ok: z.literal(true) }) }) } },
    },
    () => ({ data: { ok: true as const } }),
  );
};
