import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_MESSAGES, siteSettingsPatchSchema, siteSettingsResponseSchema } from '@charity/shared';
import { actorOf, requireRole } from '#src/services/staff-auth/guard.ts';
import { settingsImageRoutes } from './image-routes.ts';
import { createSettingsService, type SettingsServiceDeps } from './service.ts';
import { errorResponses } from '#src/shared/http-errors.ts';

const errors = errorResponses(401, 403, 404, 409, 422, 429);

/**
 * The console's trust settings (docs/product/console.md "Trust settings"), admins only: read, change, and the
 * receipt's logo and signature uploaded from the same screen.
 */
export const settingsRoutes: FastifyPluginAsyncZod<{ now?: SettingsServiceDeps['now'] }> = async (
  app,
  opts,
) => {
  const service = createSettingsService({
    db: app.db,
    images: app.storage,
    ...(opts.now ? { now: opts.now } : {}),
  });

  const tags = ['admin'];

  app.get(
    '/api/admin/settings',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Trust settings (admin)',
        response: { 200: siteSettingsResponseSchema, ...errors },
      },
    },
    async () => {
      const { settings, updatedAt } = await service.settings();
      return { data: settings, meta: { updated_at: updatedAt } };
    },
  );

  app.patch(
    '/api/admin/settings',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Change trust settings (admin); given objects are merged one level deep',
        body: siteSettingsPatchSchema,
        response: { 200: siteSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { settings, updatedAt } = await service.updateSettings(request.body, actorOf(request));
      // The public details are on every page (GET /api/site): this instance shows the change at once.
      app.microCache.clear();
      return { data: settings, meta: { updated_at: updatedAt }, message: STAFF_MESSAGES.settingsSaved };
    },
  );

  // The receipt's logo and signature, uploaded from the settings screen.
  await app.register(settingsImageRoutes);
};
