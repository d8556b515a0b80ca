import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SITE } from '@charity/shared';
import { requireRole } from '#src/services/staff-auth/guard.ts';

/** Where the docs live outside production: open to anyone working on the site. */
export const PUBLIC_DOCS_PREFIX = '/api/docs';
/**
 * Where they live in production: under the console's API, where the staff cookie (scoped to /api/admin) reaches,
 * for signed-in staff only (docs/decisions/0041).
 */
export const STAFF_DOCS_PREFIX = '/api/admin/docs';

/**
 * OpenAPI generated from the same zod schemas that validate requests: Swagger UI at the prefix, JSON at
 * `<prefix>/json`. Outside production that is /api/docs, open. In production the document lists every console
 * route, which is a map for nobody but staff: it moves to /api/admin/docs behind the staff guard (401 without a
 * session, on the UI, the JSON and its files alike), and /api/docs is a 404 like any unknown path.
 * Must be registered before the routes it documents.
 */
export const apiDocsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${SITE.name} API`,
          description: 'Public content, forms, donor accounts and donations.',
          version: '1.0.0',
        },
      },
      transform: jsonSchemaTransform,
    });
    const production = app.config.env === 'production';
    const anyStaff = requireRole();
    await app.register(swaggerUi, {
      routePrefix: production ? STAFF_DOCS_PREFIX : PUBLIC_DOCS_PREFIX,
      staticCSP: true,
      // swagger-ui takes callback-style hooks: the guard's promise is handed to `done`.
      ...(production
        ? {
            uiHooks: {
              onRequest: (request, reply, done) => {
                anyStaff.call(app, request, reply).then(() => done(), done);
              },
            },
          }
        : {}),
    });
  },
  { name: 'api-docs' },
);
