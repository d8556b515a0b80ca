import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListResponseSchema, auditQuerySchema } from '@charity/shared';
import { requireRole } from '#src/services/staff-auth/guard.ts';
import { createAuditService } from './service.ts';
import { errorResponses } from '#src/shared/http-errors.ts';

const errors = errorResponses(401, 403, 404, 409, 422, 429);

/** The console's audit log (docs/product/console.md "Audit log"), admins only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAuditService({ db: app.db });

  app.get(
    '/api/admin/audit',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first (admin); filter by staff id and resource',
        querystring: auditQuerySchema,
        response: { 200: auditListResponseSchema, ...errors },
      },
    },
    async (request) => service.list(request.query),
  );
};
