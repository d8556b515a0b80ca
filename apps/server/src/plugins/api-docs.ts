import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SITE } from '@charity/shared';

/**
 * OpenAPI generated from the same zod schemas that validate requests: JSON at /api/docs/json, Swagger UI at
 * /api/docs. Must be registered before the routes it documents.
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
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'api-docs' },
);
