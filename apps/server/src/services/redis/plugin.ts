import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '#src/config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection when REDIS_URL is set (rate limits, account limits shared across instances). */
    redis: Redis | null;
  }
}

/**
 * One Redis connection for the whole process, or null without REDIS_URL. Its own service so the rate limiter
 * and the account limiter of the auth feature share it instead of each opening one.
 */
export const redisPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    let redis: Redis | null = null;
    if (opts.config.redisUrl) {
      // Imported only when REDIS_URL is set: without it, a start would load ioredis for nothing (docs/decisions/0036).
      const { Redis } = await import('ioredis');
      redis = new Redis(opts.config.redisUrl, {
        // Fail fast rather than queue commands forever while Redis is down; the rate limiter skips on error.
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        enableOfflineQueue: true,
        lazyConnect: false,
      });
      // An unreachable Redis is logged, not thrown: limits fail open so donations keep working.
      redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis error'));
      const connection = redis;
      app.addHook('onClose', async () => {
        await connection.quit().catch(() => connection.disconnect());
      });
    }
    app.decorate('redis', redis);
  },
  { name: 'redis' },
);
