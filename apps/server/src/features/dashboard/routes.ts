import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardResponseSchema } from '@charity/shared';
import { currentStaff, requireRole } from '#src/services/staff-auth/guard.ts';
import { createDashboardService, type DashboardServiceDeps } from './service.ts';
import { errorResponses } from '#src/shared/http-errors.ts';

const errors = errorResponses(401, 403, 404, 409, 422, 429);

/** The console's dashboard (docs/product/console.md "Dashboard"): any signed-in member, each role its own figures. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ now?: DashboardServiceDeps['now'] }> = async (
  app,
  opts,
) => {
  const service = createDashboardService({ db: app.db, ...(opts.now ? { now: opts.now } : {}) });

  app.get(
    '/api/admin/dashboard',
    {
      onRequest: requireRole(),
      schema: {
        tags: ['admin'],
        summary: "The signed-in member's figures (money only for finance and admin)",
        response: { 200: dashboardResponseSchema, ...errors },
      },
    },
    async (request) => {
      const role = currentStaff(request).role;
      const figures = await service.dashboard(role);
      // Whether the site is being backed up is the admin's to watch (docs/product/console.md, "Dashboard").
      if (role === 'admin') figures.backups = app.backups.status();
      return { data: figures };
    },
  );
};
