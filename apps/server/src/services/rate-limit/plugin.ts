import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

/**
 * Per IP, for requests no route answers (the not-found handler, and /api/ paths the web app's catch-all refuses):
 * a person never comes near it, a scanner probing thousands of paths gets 429s instead of our work.
 */
export const NOT_FOUND_RATE_LIMIT = { max: 300, timeWindow: '1 minute' };

/**
 * Per-route rate limits (docs/product/privacy-and-limits.md "Rate limits"). Nothing is limited globally:
 * each public form and auth route opts in with `config: { rateLimit: { max, timeWindow } }`. With REDIS_URL
 * the counters live in Redis (`app.redis`, services/redis), so several instances behind a load balancer share
 * one limit; without it each process counts in memory. A 429 goes through the errors plugin like every other
 * error, with a Retry-After header.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const redis = app.redis;
    await app.register(rateLimit, {
      global: false,
      // skipOnError: an unreachable Redis fails open so donations keep working.
      ...(redis ? { redis, nameSpace: 'charity:rl:', skipOnError: true } : {}),
    });
    const notFoundLimit = app.rateLimit({
      ...NOT_FOUND_RATE_LIMIT,
      // Its own counters, apart from any route's.
      keyGenerator: (request) => `not-found:${request.ip}`,
    });
    app.addHook('onRequest', async (request, reply) => {
      const unrouted =
        request.is404 || (request.routeOptions.url === '/*' && request.url.startsWith('/api/'));
      if (unrouted) await notFoundLimit.call(app, request, reply);
    });
  },
  { name: 'rate-limit', dependencies: ['errors', 'redis'] },
);
