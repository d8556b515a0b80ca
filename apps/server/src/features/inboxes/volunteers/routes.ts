import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  idParamsSchema,
  INBOX_EXPORTS,
  INBOX_MESSAGES,
  updateVolunteerRequestSchema,
  volunteerSettingsResponseSchema,
  volunteerSettingsSchema,
  volunteerDetailResponseSchema,
  volunteerListQuerySchema,
  volunteerListResponseSchema,
} from '@charity/shared';
import { createPeriodicJob } from '#src/services/scheduler/periodic-job.ts';
import { requireRole } from '#src/services/staff-auth/guard.ts';
import { actorOf } from '#src/services/staff-auth/guard.ts';
import { csvRoute, detailRoute, listRoute } from '../inbox-routes.ts';
import { createVolunteerInbox } from './service.ts';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** How often each instance runs the retention job: daily is ample for a period counted in years. */
const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Volunteer applications in the console (coordinator; admins pass every guard): `GET/PATCH
 * /api/admin/volunteers[/{id}]` and the CSV of active volunteers (docs/product/console.md "Inboxes").
 */
export const volunteerInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const inbox = createVolunteerInbox(app.db);
  const tags = ['admin'];
  const guard = requireRole('coordinator');

  // The retention job (ADR 0026): on every instance, at start and then daily; its update is idempotent.
  const log = app.log.child({ component: 'volunteer-retention' });
  const retention = createPeriodicJob({
    name: 'volunteer retention',
    work: async () => {
      const ids = await inbox.anonymiseExpired();
      if (ids.length > 0) log.info({ ids }, `anonymised ${ids.length} declined volunteer applications`);
    },
    delayMs: () => RETENTION_INTERVAL_MS,
    log,
  });
  app.addHook('onListen', async () => retention.start());
  app.addHook('onClose', async () => retention.stop());

  app.get(
    '/api/admin/volunteer-settings',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'The mails to applicants per status and the retention period of declined applications (coordinator)',
        response: { 200: volunteerSettingsResponseSchema, ...errors },
      },
    },
    async () => ({ data: await inbox.getSettings() }),
  );

  app.put(
    '/api/admin/volunteer-settings',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Replace the applicant mail templates and the retention period (coordinator; audited)',
        body: volunteerSettingsSchema,
        response: { 200: volunteerSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await inbox.updateSettings(request.body, actorOf(request)),
      message: INBOX_MESSAGES.volunteerUpdated,
    }),
  );

  const url = '/api/admin/volunteers';

  listRoute(app, url, {
    guard,
    errors,
    summary:
      'Volunteer applications, newest first; filter by status, search name, e-mail, phone and seva (coordinator). Aadhaar only masked.',
    querystring: volunteerListQuerySchema,
    response: volunteerListResponseSchema,
    list: inbox.list,
  });

  detailRoute(app, url, {
    guard,
    errors,
    summary: 'A volunteer application with its notes and status changes, oldest first (coordinator)',
    response: volunteerDetailResponseSchema,
    get: inbox.get,
  });

  app.patch(
    `${url}/:id`,
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'Move an application new → contacted → active or declined, with an optional note; the current status with a note adds the note (coordinator)',
        params: idParamsSchema,
        body: updateVolunteerRequestSchema,
        response: { 200: volunteerDetailResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => ({
      data: await inbox.update(request.params.id, request.body, actorOf(request)),
      message: INBOX_MESSAGES.volunteerUpdated,
    }),
  );

  csvRoute(app, INBOX_EXPORTS.volunteers, {
    guard,
    errors,
    summary:
      'Active volunteers as CSV, safe to open in a spreadsheet, without Aadhaar (coordinator; audited)',
    export: inbox.exportActive,
  });
};
