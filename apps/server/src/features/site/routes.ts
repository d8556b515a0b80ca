import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, publicSite, publicSiteSchema } from '@charity/shared';
import { PUBLIC_CONTENT_CACHE } from '#src/plugins/http-cache.ts';
import { createSettingsReader } from '#src/services/settings/settings.ts';

/**
 * The organisation's public details as admins last saved them (docs/product/console.md), for the footer, contact, find-us and
 * legal pages, in the request's language where the settings have its texts (docs/product/languages.md). Cacheable like other public content: an admin's change shows within the minute of Cache-Control
 * (plus the instance's couple of seconds of micro-cache, which has no per-route invalidation).
 */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = createSettingsReader(app.db);
  app.get(
    '/api/site',
    {
      config: { cacheControl: PUBLIC_CONTENT_CACHE },
      schema: {
        tags: ['site'],
        summary: "The organisation's public details: contact, social links, each trust's address",
        response: { 200: dataEnvelope(publicSiteSchema) },
      },
    },
    async (request) => ({
      data: publicSite(await settings.get(), {
        paymentsTestMode: app.payments.testMode,
        locale: request.locale,
      }),
    }),
  );
};
