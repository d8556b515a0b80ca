import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  INBOX_EXPORTS,
  subscriberListQuerySchema,
  subscriberListResponseSchema,
} from '@charity/shared';
import { requireRole } from '#src/services/staff-auth/guard.ts';
import { csvRoute, listRoute } from '../inbox-routes.ts';
import { createSubscriberInbox } from './service.ts';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema };

/**
 * Subscribers in the console (coordinator; admins pass every guard): `GET /api/admin/subscriptions` and the CSV
 * of confirmed subscribers (docs/product/console.md "Inboxes").
 */
export const subscriberInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const inbox = createSubscriberInbox(app.db);
  const guard = requireRole('coordinator');

  listRoute(app, '/api/admin/subscriptions', {
    guard,
    errors,
    summary:
      'Subscribers, newest first; filter by status and topic, search name, e-mail and phone; meta.counts per status (coordinator)',
    querystring: subscriberListQuerySchema,
    response: subscriberListResponseSchema,
    list: inbox.list,
  });

  csvRoute(app, INBOX_EXPORTS.subscribers, {
    guard,
    errors,
    summary: 'Confirmed subscribers as CSV, safe to open in a spreadsheet (coordinator; audited)',
    export: inbox.exportConfirmed,
  });
};
