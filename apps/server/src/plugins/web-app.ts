import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pLimit from 'p-limit';
import {
  DEFAULT_LOCALE,
  isKnownPath,
  isLocalisablePath,
  isPreviewPage,
  isRecordPage,
  isTokenPage,
  languageAlternates,
  LOCALE_DETAILS,
  MESSAGES,
  splitLocalePath,
  PAGE_RENDERER_EXPORT,
  type CreatePageRenderer,
  type ErrorBody,
  type PageHead,
  type PageRenderer,
  type SsrFetch,
} from '@charity/shared';
import type { Config } from '#src/config.ts';
import { importWithProductionReact } from '#src/production-react.ts';
import {
  createPageCache,
  encodedBody,
  encodedEtag,
  fingerprint,
  PAGE_ENCODINGS,
  type CachedPage,
  type PageAnswer,
  type PageEncoding,
} from '#src/plugins/page-cache.ts';
import { writeHead } from '#src/plugins/page-head.ts';
import type { CacheStats } from '#src/shared/cache-stats.ts';
import { createEncodingNegotiator } from '#src/shared/encoding-negotiator.ts';
import { redactUrl } from '#src/shared/redact-url.ts';
import { sanitizeRenderedHtml } from '#src/shared/stored-html.ts';
import { isPublicUpload } from '#src/services/storage/local-storage.ts';
import { isTranslated } from '#src/services/translations/repository.ts';

export type WebAppOptions = {
  config: Config;
  /** Root paths the server answers itself (e.g. /robots.txt): a web build file of the same name is not served. */
  serverOwnedFiles?: string[];
  /**
   * A link preview's head for one URL (event pages), written over the page's own; null when the URL has none.
   * It runs for every client route, so it must be cheap for URLs it does not handle.
   */
  linkPreview?: (url: string) => Promise<PageHead | null>;
  /**
   * Whether a preview page's URL carries a token that opens it now (docs/product/console.md "Preview"). Without
   * it every preview page is refused.
   */
  previewAllowed?: (url: string) => boolean;
  /**
   * The web app's server renderer (apps/web/src/entry-server.tsx, built into dist-server/ beside dist/). Default:
   * found beside WEB_DIST; null turns server rendering off. Without it every page is the plain SPA shell.
   */
  ssrEntry?: string | null;
  /**
   * How long a server-rendered page is reused by this instance, in ms (0: every request renders). The app passes
   * its micro-cache time: pages and the API answers they are made of are kept alike (docs/decisions/0028).
   */
  pageCacheMs?: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The rendered pages' cache hits and misses (GET /metrics). */
    pageCacheStats: CacheStats;
  }
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * A server-rendered page may be kept by a CDN or proxy for a minute (s-maxage), like the public API's answers;
 * browsers revalidate every time (max-age=0) with the ETag, so a deploy or an edit reaches them at once, in a
 * bodyless 304 when nothing changed.
 */
export const RENDERED_PAGE_CACHE = 'public, max-age=0, s-maxage=60';
/** Everything else index.html answers (the plain shell, a 404, a page tied to the session) is revalidated. */
const SHELL_CACHE = 'no-cache';
/** Upper bound of kept pages (distinct URLs, query strings included) per instance. */
const PAGE_CACHE_ENTRIES = 500;
/**
 * Upper bound of their bytes per instance, HTML and compressed copies (a home page is ~60 kB and ~20 kB more in
 * brotli and gzip): the cache's share of a process's memory. A page is kept 2 s, so this holds every page asked
 * for in a burst of about a hundred distinct URLs; past that a page is rendered again (docs/decisions/0044).
 */
const PAGE_CACHE_BYTES = 8 * 1024 * 1024;
/**
 * Renders in progress at once. A render is mostly synchronous work on the one event loop: more at a time only
 * makes each take longer and keeps every other request (/api/health included) waiting behind all of them.
 */
const MAX_CONCURRENT_RENDERS = 2;
/**
 * Renders that may wait for a slot. Past that the page is answered with the plain app shell, which the browser
 * renders itself: a burst of distinct URLs (a crawler) then costs the server nothing and no request goes
 * unanswered.
 */
const MAX_WAITING_RENDERS = 32;

/**
 * What every page says about its language (docs/product/languages.md, docs/decisions/0067): `<html lang>` from
 * the URL's prefix; and on a page that exists in every language (a public page rendered with a 200), its
 * canonical address, `og:locale`, and the same page in each language as hreflang alternates, English also as
 * x-default, with the query string kept. Absolute URLs from PUBLIC_URL. A record's page is the exception below.
 */
export function languageHead(url: string, publicUrl: string, page: boolean, translated = false): PageHead {
  const [pathname = '/', query] = url.split('?', 2);
  const search = query === undefined ? '' : `?${query}`;
  const { locale, path } = splitLocalePath(pathname);
  if (!page || !isLocalisablePath(path)) return { lang: locale };
  const address = (target: string) => `${publicUrl}${target}${search}`;
  // A record's page (an event) is English until an editor translates it (docs/product/languages.md "Translating
  // content"): until then the English page is the canonical one, its text is English (og:locale), and no other
  // language is listed; once translated it is a page in every language like any other.
  if (isRecordPage(path) && !translated)
    return {
      lang: locale,
      canonical: address(path),
      openGraph: { locale: LOCALE_DETAILS[DEFAULT_LOCALE].ogLocale },
    };
  return {
    lang: locale,
    canonical: address(pathname),
    openGraph: { locale: LOCALE_DETAILS[locale].ogLocale },
    languages: languageAlternates(path).map(({ hreflang, path: target }) => ({
      hreflang,
      href: address(target),
    })),
  };
}

/**
 * Loads the server renderer and gives it a fetch that answers from this app's own routes in process (no socket,
 * no cookies: only public data is ever rendered on the server), and the DOM-free sanitiser of stored HTML
 * (shared/stored-html.ts; the browser runs DOMPurify). Null when the bundle is missing or unusable.
 */
async function loadPageRenderer(app: FastifyInstance, entry: string): Promise<PageRenderer | null> {
  if (!existsSync(entry)) {
    app.log.info({ entry }, 'server renderer not built; pages are rendered in the browser only');
    return null;
  }
  try {
    const module: unknown = await importWithProductionReact(pathToFileURL(entry).href);
    const create =
      typeof module === 'object' && module !== null && PAGE_RENDERER_EXPORT in module
        ? (module as Record<string, unknown>)[PAGE_RENDERER_EXPORT]
        : undefined;
    if (typeof create !== 'function') {
      app.log.error(
        { entry },
        `server renderer has no ${PAGE_RENDERER_EXPORT}(); pages are rendered in the browser only`,
      );
      return null;
    }
    const apiFetch: SsrFetch = async (url, init) => {
      // Pages only read; nothing rendered on the server may change anything.
      if ((init.method ?? 'GET') !== 'GET')
        throw new Error(`the server renderer only reads (${init.method} ${url})`);
      // An answer the micro-cache keeps is what the request below would get: taken as it is, a page made of six
      // API answers skips six trips through the app's hooks (docs/decisions/0036).
      const kept = app.microCache.peek(url);
      if (kept)
        return new Response(kept.payload, { status: 200, headers: { 'content-type': kept.contentType } });
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      const noBody = response.statusCode === 204 || response.statusCode === 304;
      return new Response(noBody ? null : new Uint8Array(response.rawPayload), {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type'] ?? 'application/octet-stream') },
      });
    };
    // The bundle is built from entry-server.tsx, which is typed by the same CreatePageRenderer.
    return (create as CreatePageRenderer)({ fetch: apiFetch, sanitizeHtml: sanitizeRenderedHtml });
  } catch (error) {
    // A broken bundle must not keep the site down: the browser renders every page itself.
    app.log.error(
      { err: error, entry },
      'server renderer failed to load; pages are rendered in the browser only',
    );
    return null;
  }
}

/**
 * Serves uploaded media and the built web app. Vite's hashed assets never change, so they are cached for a year;
 * index.html is revalidated every time so a deploy is picked up at once. Every path that is not a file and not
 * under /api gets index.html, and the client router decides (including its own 404 page). Known pages are also
 * rendered to HTML here by the web app's server renderer (ADR 8), which the browser then hydrates.
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
      // A receipt's signature and logo stay private: a 404 here, as if absent (docs/decisions/0032).
      allowedPath: (pathname) => isPublicUpload(pathname),
    });

    const indexFile = path.join(webDist, 'index.html');
    const hasWebApp = existsSync(indexFile);
    if (hasWebApp) {
      // Vite's hashed assets: one wildcard route for the folder rather than a GET and a HEAD route per file (a
      // hundred files made two hundred routes, a noticeable part of a start, docs/decisions/0036). A missing
      // asset goes to the not-found handler: a 404, never index.html.
      const assetsDir = path.join(webDist, 'assets');
      if (existsSync(assetsDir))
        await app.register(fastifyStatic, {
          root: assetsDir,
          prefix: '/assets/',
          index: false,
          wildcard: true,
          // The build writes a brotli (quality 11) and a gzip (level 9) copy beside each script and stylesheet
          // (apps/web/precompress.config.ts): the copy the browser accepts goes out as it is, smaller than
          // @fastify/compress's per-request brotli and at no CPU cost here. Files without copies (pictures,
          // fonts, anything under a kilobyte) are sent as before.
          preCompressed: true,
          setHeaders(reply) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          },
        });
      // The few files at the root of the build (the favicon), a route each.
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        index: false,
        wildcard: false,
        decorateReply: false,
        // Registering a route for these too would clash with the server's own (a duplicate-route error).
        globIgnore: ['assets/**', ...(opts.serverOwnedFiles ?? []).map((file) => file.replace(/^\/+/, ''))],
        setHeaders(reply) {
          reply.header('cache-control', 'public, max-age=3600');
        },
      });
    } else {
      app.log.warn({ webDist }, 'web app not built: run `npm run build`; only the API is served');
    }
    const indexHtml = hasWebApp ? readFileSync(indexFile, 'utf8') : null;
    const ssrEntry =
      opts.ssrEntry === undefined
        ? path.join(path.dirname(webDist), 'dist-server', 'entry-server.js')
        : opts.ssrEntry;
    const renderPage =
      indexHtml?.includes(ROOT_ELEMENT) && ssrEntry ? await loadPageRenderer(app, ssrEntry) : null;

    const notFound = (reply: FastifyReply) =>
      reply.code(404).send({ message: MESSAGES.notFound } satisfies ErrorBody);

    // The build the pages come from: a page kept from one build is never served, nor revalidated, for another.
    const buildId = fingerprint(
      indexHtml ?? '',
      renderPage && ssrEntry ? readFileSync(ssrEntry, 'utf8') : 'no server renderer',
    );
    const pageCache = createPageCache({
      buildId,
      ttlMs: opts.pageCacheMs ?? 0,
      maxEntries: PAGE_CACHE_ENTRIES,
      maxBytes: PAGE_CACHE_BYTES,
    });
    // The console's content writes clear the micro-cache; the pages made from that content go with it.
    app.microCache.onClear(() => pageCache.clear());
    app.decorate('pageCacheStats', pageCache.stats);
    app.addHook('onClose', async () => pageCache.close());
    const renderSlots = pLimit(MAX_CONCURRENT_RENDERS);
    const encodings = createEncodingNegotiator<PageEncoding>(PAGE_ENCODINGS);

    /**
     * Whether the URL is a record's page (an event's) whose record has a published translation into every language
     * content is translated into: then its Kannada page is a page of its own (languageHead). Read when the page is
     * rendered; the page cache keeps the answer until the next content write clears it.
     */
    const recordTranslated = async (url: string): Promise<boolean> => {
      const { path: pagePath } = splitLocalePath(url.split('?', 1)[0] ?? '/');
      if (!isRecordPage(pagePath)) return false;
      const id = Number(pagePath.replace(/\/+$/, '').split('/').pop());
      if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return false;
      try {
        return await isTranslated(app.db, 'events', id);
      } catch (error) {
        app.log.warn(
          { err: error },
          'could not tell whether a record is translated; listing its English page only',
        );
        return false;
      }
    };

    /** index.html with the URL's link preview and, when `render` is set, the page rendered into it. */
    const answerPage = async (
      request: FastifyRequest,
      shell: string,
      status: number,
      render: boolean,
    ): Promise<PageAnswer> => {
      let html = shell;
      let preview: PageHead | null = null;
      if (opts.linkPreview) {
        try {
          preview = await opts.linkPreview(request.url);
        } catch (error) {
          // A preview is an extra: if it fails (say, the database hiccups) the visitor still gets the page.
          request.log.warn(
            { err: error, url: redactUrl(request.url) },
            'page preview failed; serving plain index.html',
          );
        }
      }
      let pageHead: PageHead = {};
      let rendered = false;
      if (renderPage && render) {
        try {
          const page = await renderPage(request.url);
          if (page) {
            // A page the route's prefetch did not cover renders more than once: still right, only slower.
            if (page.renders > 1)
              request.log.debug(
                { url: redactUrl(request.url), renders: page.renders },
                'page rendered more than once',
              );
            html = html.replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>${page.stateScript}`);
            pageHead = page.head;
            status = page.status;
            rendered = true;
          }
        } catch (error) {
          // The browser renders the page itself from the plain shell; the visitor never sees this fail.
          request.log.error(
            { err: error, url: redactUrl(request.url) },
            'server rendering failed; serving the app shell',
          );
        }
      }
      // A link preview's fuller tags win over what the page said about itself; the language's tags are the URL's,
      // its alternates those of a page the renderer drew (the plain shell is a stand-in, not the page).
      const shared = rendered && status === 200;
      const language = languageHead(
        request.url,
        opts.config.publicUrl,
        shared,
        shared && (await recordTranslated(request.url)),
      );
      const head = { ...language, ...pageHead, ...preview };
      html = writeHead(html, {
        ...head,
        ...(language.openGraph ? { openGraph: { ...head.openGraph, ...language.openGraph } } : {}),
      });
      // Only a page the renderer drew with a 200 is the same for everyone: the shell of a session page
      // (/payment, the console), of a failed render or of a 404 is not kept.
      return { status, html, shared: rendered && status === 200 };
    };

    /**
     * A preview of a saved record (docs/product/console.md "Preview"): rendered for this request only, as the
     * public page renders it, never kept here or by anyone else (its URL holds a secret, and a draft must not
     * outlive its link), never indexed, and not passed on as a referrer. A link that does not open it now is
     * refused before anything is rendered; the browser's app then says the link has expired.
     */
    const servePreview = async (request: FastifyRequest, reply: FastifyReply, shell: string) => {
      reply
        .header('x-robots-tag', 'noindex')
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8');
      const allowed = opts.previewAllowed?.(request.url) ?? false;
      const answer = allowed
        ? await renderSlots(() => answerPage(request, shell, 200, true))
        : { status: 403, html: shell };
      return reply.code(answer.status).send(writeHead(answer.html, { robots: 'noindex, nofollow' }));
    };

    /** index.html for a client route: with its link preview and, for known pages, the server-rendered page. */
    const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      // Client routes never end in a file name; /assets/app-old.js or /logo.png are files that do not exist.
      const isFile = /\.[a-z0-9]+$/i.test(pathname);
      if (isApi || isFile || !indexHtml) return notFound(reply);
      if (isPreviewPage(pathname)) return servePreview(request, reply, indexHtml);
      // Unknown pages still get the app (it renders its own "Page not found"), but with a real 404 status.
      const status = isKnownPath(pathname) ? 200 : 404;
      // A page whose URL carries a signed token (the thank-you page) is the browser's alone: never rendered here,
      // so never kept by URL in the page cache, and never indexed (ADR 33).
      const tokenPage = isTokenPage(pathname);
      if (tokenPage) reply.header('x-robots-tag', 'noindex');
      let answer: CachedPage;
      if (!renderPage || status !== 200 || tokenPage) {
        const shell = await answerPage(request, indexHtml, status, false);
        answer = {
          status: shell.status,
          shared: false,
          body: Buffer.from(shell.html),
          etag: null,
          encoded: {},
          encodedBytes: 0,
        };
      } else {
        const { page, hit } = await pageCache.get(request.url, async () => {
          if (renderSlots.pendingCount >= MAX_WAITING_RENDERS) {
            request.log.warn(
              { url: redactUrl(request.url) },
              'too many pages waiting to render; serving the app shell',
            );
            return answerPage(request, indexHtml, status, false);
          }
          return renderSlots(() => answerPage(request, indexHtml, status, true));
        });
        if (hit) reply.header('x-cache', 'hit');
        answer = page;
      }
      reply
        .code(answer.status)
        .header('cache-control', answer.shared ? RENDERED_PAGE_CACHE : SHELL_CACHE)
        .type('text/html; charset=utf-8');
      if (!answer.shared || !answer.etag) return reply.send(answer.body);
      // A kept page goes out compressed from its own copy; @fastify/compress passes an encoded body through.
      const accepted = request.headers['accept-encoding'];
      const encoding = accepted ? encodings.negotiate(accepted.toLowerCase()) : null;
      reply.header('vary', 'accept-encoding');
      if (!encoding) return reply.header('etag', answer.etag).send(answer.body);
      return reply
        .header('etag', encodedEtag(answer.etag, encoding))
        .header('content-encoding', encoding)
        .send(await encodedBody(answer, encoding));
    };

    // A route rather than the not-found handler, so @fastify/compress (which hooks into routes) compresses pages:
    // a rendered page is ~30 kB of HTML and ~6 kB compressed. Files and API routes are more specific and win.
    app.get('/*', servePage);
    app.setNotFoundHandler(async (_request, reply) => notFound(reply));
  },
  // http-cache provides app.microCache, whose clear() also clears the pages kept here.
  { name: 'web-app', dependencies: ['http-cache'] },
);
