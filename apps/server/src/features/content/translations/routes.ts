import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentIdParamsSchema,
  TRANSLATABLE_RESOURCES,
  TRANSLATION_MESSAGES,
  translationParamsSchema,
  translationResponseSchema,
  translationsResponseSchema,
  translationStatusQuerySchema,
  translationStatusResponseSchema,
} from '@charity/shared';
import { actorOf, requireRole } from '#src/services/staff-auth/guard.ts';
import { errorResponses } from '#src/shared/http-errors.ts';
import { createTranslationService, type TranslationServiceDeps } from './service.ts';

const errors = errorResponses(401, 403, 404, 422);

/**
 * `/api/admin/{resource}/{id}/translations[/{locale}]` and `/api/admin/{resource}/translation-status` for each
 * translated resource (docs/product/languages.md "Translating content"; docs/decisions/0076), for editors and
 * admins. A save or delete clears this instance's micro-cache (and with it the rendered pages), as any content
 * write does, so a /kn page shows it at once here.
 */
export const translationRoutes: FastifyPluginAsyncZod<{ now?: TranslationServiceDeps['now'] }> = async (
  app,
  opts,
) => {
  const translations = createTranslationService({ db: app.db, ...(opts.now ? { now: opts.now } : {}) });
  const guard = requireRole('editor');
  const tags = ['admin translations'];

  for (const resource of TRANSLATABLE_RESOURCES) {
    const member = `/api/admin/${resource}/:id/translations`;
    const one = `${member}/:locale`;

    app.get(
      `/api/admin/${resource}/translation-status`,
      {
        onRequest: guard,
        schema: {
          tags,
          summary: `Where each of these ${resource} stands in each language: missing, outdated or current (editor)`,
          querystring: translationStatusQuerySchema,
          response: { 200: translationStatusResponseSchema, ...errors },
        },
      },
      async (request) => ({ data: await translations.statuses(resource, request.query.ids) }),
    );

    app.get(
      member,
      {
        onRequest: guard,
        schema: {
          tags,
          summary: `Every language's translation of one of ${resource}, null where there is none (editor)`,
          params: contentIdParamsSchema,
          response: { 200: translationsResponseSchema(resource), ...errors },
        },
      },
      async (request) => ({ data: await translations.readAll(resource, request.params.id) }),
    );

    app.get(
      one,
      {
        onRequest: guard,
        schema: {
          tags,
          summary: `One language's translation of one of ${resource}, or null (editor)`,
          params: translationParamsSchema,
          response: { 200: translationResponseSchema(resource), ...errors },
        },
      },
      async (request) => ({
        data: await translations.read(resource, request.params.id, request.params.locale),
      }),
    );

    app.put(
      one,
      {
        onRequest: guard,
        schema: {
          tags,
          summary: `Save one language's translation of one of ${resource} (editor; rich text sanitised; audited)`,
          params: translationParamsSchema,
          // Checked by the service, so each field's message lands on its field (and rich text is cleaned first).
          body: z.record(z.string(), z.unknown()),
          response: { 200: translationResponseSchema(resource), ...errors },
        },
      },
      async (request) => {
        const { id, locale } = request.params;
        const saved = await translations.save(resource, id, locale, request.body, actorOf(request));
        app.microCache.clear();
        return { data: saved, message: TRANSLATION_MESSAGES.saved };
      },
    );

    app.delete(
      one,
      {
        onRequest: guard,
        schema: {
          tags,
          summary: `Delete one language's translation of one of ${resource} (editor; audited): visitors read the English`,
          params: translationParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { id, locale } = request.params;
        await translations.remove(resource, id, locale, actorOf(request));
        app.microCache.clear();
        return reply.code(204).send(null);
      },
    );
  }
};
