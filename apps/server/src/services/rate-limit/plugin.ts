import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from '#src/config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection when REDIS_URL is set (rate limits, caches shared across instances). */
    redis: Redis | null;
  }
}

/**
 * Per-route rate limits (docs/product/privacy-and-limits.md "Abuse resistance"). Nothing is limited globally:
 * each public form and auth route opts in with `config: { rateLimit: { max, timeWindow } }`. With REDIS_URL
 * the counters live in Redis, so several instances behind a load balancer share one limit; without it each
 * process counts in memory. A 429 goes through the errors plugin like every other error, with a Retry-After
 * header.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    let redis: Redis | null = null;
    if (opts.config.redisUrl) {
      redis = new Redis(opts.config.redisUrl, {
        // Fail fast rather than queue commands forever while Redis is down; see skipOnError below.
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        enableOfflineQueue: true,
        lazyConnect: false,
      });
      // An unreachable Redis is logged, not thrown: limits fail open (skipOnError) so donations keep working.
      redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis error'));
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => redis?.disconnect());
      });
    }
    app.decorate('redis', redis);
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'charity:rl:', skipOnError: true } : {}),
    });
  },
  { name: 'rate-limit', dependencies: ['errors'] },
);
