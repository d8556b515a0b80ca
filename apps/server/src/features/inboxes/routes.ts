import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageInboxRoutes } from './messages/routes.ts';
import { subscriberInboxRoutes } from './subscribers/routes.ts';
import { volunteerInboxRoutes } from './volunteers/routes.ts';

/**
 * The console's inboxes (docs/product/console.md "Inboxes", ADR 16): contact messages, volunteer applications and
 * subscribers, each its own plugin as before. The public forms that fill them stay with their features (contact,
 * volunteer, subscriptions).
 */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(messageInboxRoutes);
  await app.register(volunteerInboxRoutes);
  await app.register(subscriberInboxRoutes);
};
