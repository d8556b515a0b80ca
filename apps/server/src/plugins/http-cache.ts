import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import etag from '@fastify/etag';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache-Control for a successful answer of this route; routes without it are `no-store`. */
    cacheControl?: string;
  }
}

/** Public content changes rarely: browsers and a CDN may keep it a minute and revalidate with the ETag after. */
export const PUBLIC_CONTENT_CACHE = 'public, max-age=60, stale-while-revalidate=600';
/** "Random" picks change per request by design; keep them briefly so a CDN still absorbs bursts. */
export const RANDOM_CONTENT_CACHE = 'public, max-age=30';

/**
 * ETag on every answer (a repeat visit gets a bodyless 304) and Cache-Control from the route's config, so API
 * answers are never cached by accident (DESIGN §8: public GETs cacheable by a CDN, everything else not).
 */
export const httpCachePlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(etag, { weak: true });
    app.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const cacheControl = request.routeOptions.config.cacheControl;
      if (cacheControl && reply.statusCode < 400) reply.header('cache-control', cacheControl);
      else reply.header('cache-control', 'no-store');
    });
  },
  { name: 'http-cache' },
);
