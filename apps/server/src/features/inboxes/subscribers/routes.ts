import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  INBOX_EXPORTS,
  subscriberListQuerySchema,
  subscriberListResponseSchema,
} from '@charity/shared';
import { currentStaff, requireRole } from '#src/services/staff-auth/guard.ts';
import { createSubscriberInbox } from './service.ts';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema };

/**
 * Subscribers in the console (coordinator; admins pass every guard): `GET /api/admin/subscriptions` and the CSV
 * of confirmed subscribers (docs/product/console.md "Inboxes").
 */
export const subscriberInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const inbox = createSubscriberInbox(app.db);
  const tags = ['admin'];
  const guard = requireRole('coordinator');

  app.get(
    '/api/admin/subscriptions',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'Subscribers, newest first; filter by status and topic, search name, e-mail and phone; meta.counts per status (coordinator)',
        querystring: subscriberListQuerySchema,
        response: { 200: subscriberListResponseSchema, ...errors },
      },
    },
    async (request) => inbox.list(request.query),
  );

  app.get(
    INBOX_EXPORTS.subscribers,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Confirmed subscribers as CSV, safe to open in a spreadsheet (coordinator; audited)',
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { csv, disposition } = await inbox.exportConfirmed({
        staffId: currentStaff(request).id,
        ip: request.ip,
      });
      return reply
        .header('content-disposition', disposition)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
};
