import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardResponseSchema, errorBodySchema } from '@charity/shared';
import { currentStaff, requireRole } from '#src/services/staff-auth/guard.ts';
import { createDashboardService, type DashboardServiceDeps } from './service.ts';

const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
};

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
