import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isKnownPath, MESSAGES, type ErrorBody } from '@charity/shared';
import type { Config } from '#src/config.ts';

export type WebAppOptions = {
  config: Config;
  /** Root paths the server answers itself (e.g. /robots.txt): a web build file of the same name is not served. */
  serverOwnedFiles?: string[];
  /**
   * Lets a feature write into index.html for one URL (link previews); null serves index.html unchanged.
   * It runs for every client route, so it must be cheap for URLs it does not handle.
   */
  renderIndex?: (url: string, indexHtml: string) => Promise<string | null>;
};

/**
 * Serves uploaded media and the built web app. Vite's hashed assets never change, so they are cached for a year;
 * index.html is revalidated every time so a deploy is picked up at once. Every path that is not a file and not
 * under /api gets index.html, and the client router decides (including its own 404 page).
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, opts: WebAppOptions) => {
    const { webDist, uploadsDir } = opts.config;
    // The seeder fills it after the app is built; @fastify/static wants the folder to exist when registered.
    mkdirSync(uploadsDir, { recursive: true });

    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      // Upload file names carry a content hash (see seed/images.ts), so they can be cached like assets.
      immutable: true,
      maxAge: '365d',
    });

    const indexFile = path.join(webDist, 'index.html');
    const hasWebApp = existsSync(indexFile);
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        index: false,
        wildcard: false,
        // Registering a route for these too would clash with the server's own (a duplicate-route error).
        globIgnore: (opts.serverOwnedFiles ?? []).map((file) => file.replace(/^\/+/, '')),
        setHeaders(reply, filePath) {
          const isAsset = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
          reply.header(
            'cache-control',
            isAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    } else {
      app.log.warn({ webDist }, 'web app not built: run `npm run build`; only the API is served');
    }
    const indexHtml = hasWebApp ? readFileSync(indexFile, 'utf8') : null;

    app.setNotFoundHandler(async (request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      // Client routes never end in a file name; /assets/app-old.js or /logo.png are files that do not exist.
      const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
      if (isApi || isFile || !wantsPage || !indexHtml) {
        return reply.code(404).send({ message: MESSAGES.notFound } satisfies ErrorBody);
      }
      let html = indexHtml;
      if (opts.renderIndex) {
        try {
          html = (await opts.renderIndex(request.url, indexHtml)) ?? indexHtml;
        } catch (error) {
          // A preview is an extra: if it fails (say, the database hiccups) the visitor still gets the page.
          request.log.warn({ err: error, url: request.url }, 'page preview failed; serving plain index.html');
        }
      }
      // Unknown pages still get the app (it renders its own "Page not found"), but with a real 404 status.
      const status = isKnownPath(request.url.split('?')[0] ?? '/') ? 200 : 404;
      return reply
        .code(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    });
  },
  { name: 'web-app' },
);
