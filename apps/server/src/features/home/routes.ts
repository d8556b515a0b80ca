import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const homeRoutes: FastifyPluginAsyncZod = async () => {};
