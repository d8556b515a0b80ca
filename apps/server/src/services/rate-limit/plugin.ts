import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

/**
 * Per-route rate limits (docs/product/privacy-and-limits.md "Abuse resistance"). Nothing is limited globally:
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
  },
  { name: 'rate-limit', dependencies: ['errors', 'redis'] },
);
