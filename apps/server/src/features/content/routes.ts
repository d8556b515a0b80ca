import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const contentRoutes: FastifyPluginAsyncZod = async () => {};
