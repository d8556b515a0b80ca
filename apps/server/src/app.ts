import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fastifyTrustProxy, type Config } from '#src/config.ts';
import { apiDocsPlugin } from '#src/plugins/api-docs.ts';
import { browserRequestsPlugin } from '#src/plugins/browser-requests.ts';
import { errorsPlugin } from '#src/plugins/errors.ts';
import { formBodiesPlugin } from '#src/plugins/form-bodies.ts';
import { httpCachePlugin } from '#src/plugins/http-cache.ts';
import { requestLocalePlugin } from '#src/plugins/request-locale.ts';
import { OneLinePerRequest, requestLogPlugin, serializeRequest } from '#src/plugins/request-log.ts';
import { securityPlugin } from '#src/plugins/security.ts';
import { webAppPlugin } from '#src/plugins/web-app.ts';
import { contentCachePlugin } from '#src/services/content-cache/plugin.ts';
import { cryptoPlugin } from '#src/services/crypto/plugin.ts';
import { databasePlugin } from '#src/services/database/plugin.ts';
import { mailPlugin } from '#src/services/mail/plugin.ts';
import { paymentsPlugin } from '#src/services/payments/plugin.ts';
import { rateLimitPlugin } from '#src/services/rate-limit/plugin.ts';
import { redisPlugin } from '#src/services/redis/plugin.ts';
import { sessionsPlugin } from '#src/services/sessions/plugin.ts';
import { auditRoutes } from '#src/features/audit/routes.ts';
import { contentConsoleRoutes } from '#src/features/content/console/routes.ts';
import { translationRoutes } from '#src/features/content/translations/routes.ts';
import { contentPreviewRoutes } from '#src/features/content/preview/routes.ts';
import { eventPreviewRoutes } from '#src/features/events/preview-routes.ts';
import { previewLinksPlugin } from '#src/services/previews/preview-links.ts';
import { authRoutes } from '#src/features/auth/routes.ts';
import { blogRoutes } from '#src/features/blog/routes.ts';
import { contactRoutes } from '#src/features/contact/routes.ts';
import { contentRoutes } from '#src/features/content/routes.ts';
import { pagesRoutes } from '#src/features/pages/routes.ts';
import { pagesPreviewRoutes } from '#src/features/pages/preview-routes.ts';
import { dashboardRoutes } from '#src/features/dashboard/routes.ts';
import { eventRoutes } from '#src/features/events/routes.ts';
import { galleryRoutes } from '#src/features/gallery/routes.ts';
import { healthRoutes } from '#src/features/health/routes.ts';
import { inboxRoutes } from '#src/features/inboxes/routes.ts';
import { homeRoutes } from '#src/features/home/routes.ts';
import { givingRoutes } from '#src/features/giving/routes.ts';
import { createEventLinkPreview } from '#src/features/seo/link-preview.ts';
import { SEO_FILES, seoRoutes } from '#src/features/seo/routes.ts';
import { settingsRoutes } from '#src/features/settings/routes.ts';
import { siteRoutes } from '#src/features/site/routes.ts';
import { staffRoutes } from '#src/features/staff/routes.ts';
import { accountRoutes } from '#src/features/staff/account-routes.ts';
import { newsletterRoutes } from '#src/features/newsletters/routes.ts';
import { subscriptionRoutes } from '#src/features/subscriptions/routes.ts';
import { uploadRoutes } from '#src/features/uploads/routes.ts';
import { mediaRoutes } from '#src/features/uploads/media-routes.ts';
import { createMediaLibrary } from '#src/features/uploads/media-service.ts';
import { storagePlugin } from '#src/services/storage/plugin.ts';
import { backupPlugin } from '#src/services/backup/plugin.ts';
import { actorOf, requireRole } from '#src/services/staff-auth/guard.ts';
import { volunteerRoutes } from '#src/features/volunteer/routes.ts';

export type AppOptions = {
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** See HttpCacheOptions; tests default to 0 so a read always sees the rows just written. */
  microCacheMs?: number;
  /**
   * Whether list ids and sitemap parts are reused until a content change or their expiry
   * (services/content-cache); tests default to false so a read always sees the rows just written.
   */
  contentCache?: boolean;
  /** Called with every route as it is registered: the route-walk test checks each admin route's guard. */
  onRoute?: (route: RouteOptions) => void;
};

/** How long an instance reuses a public answer it has just produced. */
const MICRO_CACHE_MS = 2000;

/** The JSON body limit; uploads (multipart) set their own per route. */
const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * The whole application as a Fastify instance, without a port: tests drive it with `inject`, main.ts listens.
 * Plugins load in a visible order: framework plugins, our services, then routes, then the web app fallback.
 */
export async function buildApp({
  config,
  logger = false,
  microCacheMs = config.env === 'test' ? 0 : MICRO_CACHE_MS,
  contentCache = config.env !== 'test',
  onRoute,
}: AppOptions) {
  // Without APP_SECRET, the secret comes from prepareDataDir; an empty key would encrypt with nothing.
  if (!config.appSecret) throw new Error('config.appSecret is empty: call prepareDataDir(config) first');
  const app = Fastify({
    // One line per request, with secrets out of its URL, from plugins/request-log.ts (docs/decisions/0044).
    logger:
      logger && typeof logger === 'object'
        ? { ...logger, serializers: { req: serializeRequest, ...logger.serializers } }
        : logger,
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Keep-alive sockets that are idle are closed on shutdown; in-flight requests finish first.
    forceCloseConnections: 'idle',
    // A slow client must not hold a socket and a request's memory forever (slowloris): the whole request, body
    // included, has 30 s (uploads are small), and a connection that sends nothing is dropped after 10 s.
    requestTimeout: 30_000,
    connectionTimeout: 10_000,
    routerOptions: { ignoreTrailingSlash: false },
  }).withTypeProvider<ZodTypeProvider>();
  // During shutdown, answers still in flight tell the client to drop the socket; otherwise the idle keep-alive
  // connection they leave behind holds close() open until the keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  // framework
  await app.register(requestLogPlugin);
  await app.register(errorsPlugin);
  await app.register(requestLocalePlugin);
  // Before the routes, whose durations it times as they are added; only with METRICS_TOKEN, and only then imported,
  // so a site that does not scrape pays nothing, not even the client's loading (docs/decisions/0043, 0036).
  if (config.metricsToken) {
    const { metricsPlugin } = await import('#src/plugins/metrics.ts');
    await app.register(metricsPlugin, { token: config.metricsToken });
  }
  await app.register(securityPlugin);
  // Before compression: its onSend hooks must see the uncompressed body (ETag, micro-cache).
  await app.register(httpCachePlugin, { microCacheMs });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(formbody);
  await app.register(formBodiesPlugin);
  await app.register(apiDocsPlugin);

  // services (src/services): what features use but do not own, each a named decorator
  await app.register(databasePlugin, { config });
  await app.register(cryptoPlugin);
  await app.register(previewLinksPlugin);
  await app.register(redisPlugin, { config });
  await app.register(rateLimitPlugin);
  await app.register(sessionsPlugin, { config });
  // After sessions (it reads their cookies): refuses cookie calls from other sites (docs/decisions/0041).
  await app.register(browserRequestsPlugin);
  await app.register(mailPlugin, { config });
  await app.register(paymentsPlugin, { config });
  await app.register(storagePlugin, { config: config.storage });
  await app.register(contentCachePlugin, { enabled: contentCache });
  await app.register(backupPlugin, { config });
  // What clears the public answers (every console content write) clears what they are built from too.
  app.microCache.onClear(() => app.contentCache.clear());

  // routes
  await app.register(healthRoutes);
  await app.register(homeRoutes);
  await app.register(galleryRoutes);
  await app.register(eventRoutes);
  await app.register(eventPreviewRoutes);
  await app.register(contentRoutes);
  await app.register(pagesRoutes);
  await app.register(pagesPreviewRoutes);
  await app.register(siteRoutes);
  await app.register(blogRoutes);
  await app.register(seoRoutes);
  await app.register(contactRoutes);
  await app.register(volunteerRoutes);
  await app.register(subscriptionRoutes);
  await app.register(authRoutes);
  await app.register(givingRoutes);
  await app.register(staffRoutes);
  await app.register(accountRoutes);
  await app.register(auditRoutes);
  await app.register(settingsRoutes);
  await app.register(dashboardRoutes);
  await app.register(inboxRoutes);
  await app.register(newsletterRoutes);
  await app.register(contentConsoleRoutes);
  await app.register(translationRoutes);
  await app.register(contentPreviewRoutes);
  const mediaLibrary = createMediaLibrary(app.db, app.storage);
  await app.register(uploadRoutes, {
    requireEditor: requireRole('editor'),
    record: (upload, name, request) => mediaLibrary.register(upload, name, actorOf(request)),
  });
  await app.register(mediaRoutes, { library: mediaLibrary });

  // Last: static files and the SPA fallback answer only what no route above did.
  await app.register(webAppPlugin, {
    config,
    serverOwnedFiles: SEO_FILES,
    linkPreview: createEventLinkPreview(app.db, config.publicUrl),
    previewAllowed: app.previewLinks.pageAllowed,
    // Rendered pages are kept as long as the API answers they are made of (docs/decisions/0028).
    pageCacheMs: microCacheMs,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}
