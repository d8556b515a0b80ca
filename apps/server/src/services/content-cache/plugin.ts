import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createContentCache, type ContentCache } from './content-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's cache of list ids and sitemap parts (content-cache.ts). */
    contentCache: ContentCache;
  }
}

/** The content cache; `enabled: false` makes every read go to the database (tests). */
export const contentCachePlugin = fp(
  (app: FastifyInstance, opts: { enabled: boolean }) => {
    app.decorate('contentCache', createContentCache({ enabled: opts.enabled }));
  },
  { name: 'content-cache' },
);
