import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import client from '@prometheus-io/client';
import { jobRunCounts } from '#src/services/scheduler/periodic-job.ts';
import type { CacheStats } from '#src/shared/cache-stats.ts';
import { hashToken, safeEqual } from '#src/shared/crypto.ts';
import { readOperationsFigures, type OperationsFigures } from './metrics-figures.ts';

/**
 * GET /metrics in Prometheus's text format, for a site that sets METRICS_TOKEN (docs/decisions/0043-metrics-doctor-
 * and-scheduled-backups.md, docs/product/privacy-and-limits.md "Operations"):
 *
 * - request durations by route PATTERN, method and status: `/api/event/display/:id`, never the URL a visitor
 *   typed, so the series stay as many as the routes (every page is the web app's `/*`);
 * - process and event-loop figures (the client's default metrics);
 * - the mail outbox's depth and oldest pending age, newsletter deliveries waiting, webhook events received and
 *   processed: read from the database when scraped, kept FIGURES_TTL_MS, never per request;
 * - scheduled job runs and failures (services/scheduler), the three caches' hits and misses and the last backup.
 *
 * Everything lives in a registry of this app's own (the client's global one would mix two apps of one process).
 * Per request the cost is one hook and a few additions (see the request durations below); fastify-metrics' two
 * hooks per request cost 2 to 4 µs, up to a tenth of a cached page (the ADR has the figures).
 */

/** How long the database figures are reused: a scrape every few seconds still costs one set of queries. */
export const FIGURES_TTL_MS = 10_000;

/** Buckets from 5 ms (a cached page) to 10 s (an upload, an export). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The durations of one route pattern's requests of one method and status, as a histogram's plain numbers. */
type DurationSeries = { method: string; status: number; buckets: number[]; sum: number; count: number };

const DURATIONS = 'http_request_duration_seconds';

/** The request durations as a Prometheus histogram, built when scraped from the hooks' numbers. */
function durationsMetric(routes: Array<{ pattern: string; series: Map<number | string, DurationSeries> }>) {
  const help = 'Time from the request to the end of the answer, by route pattern, method and status';
  const metric = {
    name: DURATIONS,
    help,
    type: 'histogram',
    aggregator: 'sum',
    get() {
      const values: Array<{ metricName: string; labels: Record<string, string | number>; value: number }> =
        [];
      for (const { pattern, series } of routes) {
        for (const { method, status, buckets, sum, count } of series.values()) {
          const labels = { method, route: pattern, status_code: status };
          let cumulative = 0;
          DURATION_BUCKETS.forEach((le, i) => {
            cumulative += buckets[i] ?? 0;
            values.push({ metricName: `${DURATIONS}_bucket`, labels: { ...labels, le }, value: cumulative });
          });
          values.push({ metricName: `${DURATIONS}_bucket`, labels: { ...labels, le: '+Inf' }, value: count });
          values.push({ metricName: `${DURATIONS}_sum`, labels, value: sum });
          values.push({ metricName: `${DURATIONS}_count`, labels, value: count });
        }
      }
      return { name: DURATIONS, help, type: 'histogram', aggregator: 'sum', values };
    },
  };
  // The registry takes any metric that answers get() in this shape (as the client's own classes do); its types
  // name only those classes.
  return metric as unknown as Parameters<client.Registry['registerMetric']>[0];
}

export type MetricsPluginOptions = {
  /** METRICS_TOKEN: the bearer token a scrape must carry. */
  token: string;
  now?: () => Date;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Leave this route out of the request durations (/metrics itself). */
    disableMetrics?: boolean;
  }
}

/** The token a request carries, compared in constant time whatever its length (both sides are hashed first). */
function authorized(request: FastifyRequest, tokenHash: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return safeEqual(hashToken(match?.[1] ?? ''), tokenHash) && match !== null;
}

export const metricsPlugin = fp(
  async (app: FastifyInstance, { token, now = () => new Date() }: MetricsPluginOptions) => {
    const registry = new client.Registry();
    client.collectDefaultMetrics({ register: registry });

    // ---- request durations ---------------------------------------------------------------------------------
    // Each route gets its own onResponse hook, made when the route is added, with its pattern in the closure: no
    // hook on routes that have none, no look-up of the pattern per request, Fastify's own timing
    // (reply.elapsedTime) rather than a second timer, and a few additions to plain numbers. The client's Histogram
    // validates and hashes the labels on every observation, which measured a few per cent of a cached page's CPU
    // on its own (docs/decisions/0043); its exposition format is produced here, on scrape, from those numbers.
    const routes: Array<{ pattern: string; series: Map<number | string, DurationSeries> }> = [];
    app.addHook('onRoute', (route) => {
      if (route.config?.disableMetrics) return;
      const pattern = route.url;
      const series = new Map<number | string, DurationSeries>();
      routes.push({ pattern, series });
      const observe: onResponseHookHandler = (request, reply, done) => {
        const status = reply.statusCode;
        const key = request.method === 'GET' ? status : `${request.method} ${status}`;
        let counts = series.get(key);
        if (!counts) {
          counts = {
            method: request.method,
            status,
            buckets: DURATION_BUCKETS.map(() => 0),
            sum: 0,
            count: 0,
          };
          series.set(key, counts);
        }
        const seconds = reply.elapsedTime / 1000;
        let bucket = 0;
        while (bucket < DURATION_BUCKETS.length && seconds > (DURATION_BUCKETS[bucket] ?? 0)) bucket++;
        if (bucket < counts.buckets.length) counts.buckets[bucket] = (counts.buckets[bucket] ?? 0) + 1;
        counts.sum += seconds;
        counts.count++;
        done();
      };
      const existing = route.onResponse;
      route.onResponse = existing === undefined ? [observe] : [...[existing].flat(), observe];
    });
    registry.registerMetric(durationsMetric(routes));

    // ---- the database's queues, read on scrape -------------------------------------------------------------
    let figures: { at: number; value: Promise<OperationsFigures | null> } | undefined;
    const readFigures = (): Promise<OperationsFigures | null> => {
      const at = now().getTime();
      if (!figures || at - figures.at >= FIGURES_TTL_MS) {
        figures = {
          at,
          value: readOperationsFigures(app.db, now()).catch((error: unknown) => {
            app.log.warn({ err: error }, 'metrics: the database figures could not be read');
            figures = undefined;
            return null;
          }),
        };
      }
      return figures.value;
    };
    const figureGauge = (name: string, help: string, pick: (f: OperationsFigures) => number) =>
      new client.Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          const value = await readFigures();
          this.reset();
          if (value) this.set(pick(value));
        },
      });
    new client.Gauge({
      name: 'charity_database_figures_up',
      help: '1 when the last scrape could read the queues below from the database, else 0',
      registers: [registry],
      async collect() {
        this.set((await readFigures()) ? 1 : 0);
      },
    });
    figureGauge('charity_mail_outbox_pending', 'Mails waiting in the outbox', (f) => f.outboxPending);
    figureGauge(
      'charity_mail_outbox_oldest_pending_age_seconds',
      'Seconds since the oldest mail still waiting in the outbox was queued (0 when none waits)',
      (f) => f.outboxOldestPendingSeconds,
    );
    figureGauge(
      'charity_newsletter_deliveries_pending',
      'Newsletter deliveries not yet queued as mail',
      (f) => f.newsletterDeliveriesPending,
    );
    figureGauge(
      'charity_webhook_events_received',
      'Razorpay webhook events stored, all time (duplicates are stored once)',
      (f) => f.webhookEventsReceived,
    );
    figureGauge(
      'charity_webhook_events_processed',
      'Razorpay webhook events acted on, all time; received minus processed were unreadable',
      (f) => f.webhookEventsProcessed,
    );

    // ---- in-process counters, read on scrape ---------------------------------------------------------------
    new client.Counter({
      name: 'charity_scheduled_job_runs_total',
      help: 'Scheduled runs of each background job in this process',
      labelNames: ['job'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [job, counts] of jobRunCounts()) this.inc({ job }, counts.runs);
      },
    });
    new client.Counter({
      name: 'charity_scheduled_job_failures_total',
      help: 'Scheduled runs of each background job in this process that failed',
      labelNames: ['job'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [job, counts] of jobRunCounts()) this.inc({ job }, counts.failures);
      },
    });

    const caches = (): Array<[string, CacheStats]> => [
      ['micro', app.microCache.stats],
      ['content', app.contentCache.stats],
      ...(app.hasDecorator('pageCacheStats') ? [['page', app.pageCacheStats] as [string, CacheStats]] : []),
    ];
    new client.Counter({
      name: 'charity_cache_hits_total',
      help: 'Look-ups answered from a cache: page (rendered pages), micro (public API answers), content (list ids)',
      labelNames: ['cache'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [cache, stats] of caches()) this.inc({ cache }, stats.hits);
      },
    });
    new client.Counter({
      name: 'charity_cache_misses_total',
      help: 'Look-ups a cache could not answer',
      labelNames: ['cache'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [cache, stats] of caches()) this.inc({ cache }, stats.misses);
      },
    });
    new client.Gauge({
      name: 'charity_cache_hit_ratio',
      help: 'Hits over look-ups since the process started (the rate of the two counters is the recent ratio)',
      labelNames: ['cache'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [cache, { hits, misses }] of caches()) {
          if (hits + misses > 0) this.set({ cache }, hits / (hits + misses));
        }
      },
    });

    // ---- backups -------------------------------------------------------------------------------------------
    new client.Gauge({
      name: 'charity_backup_state',
      help: 'The scheduled backups: 1 on the current state, ok, failed (the last one), none (not yet) or off',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.reset();
        this.set({ state: app.backups.status().state }, 1);
      },
    });
    new client.Gauge({
      name: 'charity_backup_last_success_timestamp_seconds',
      help: 'When the last backup that worked was taken (Unix time; 0: never)',
      registers: [registry],
      collect() {
        const at = app.backups.status().last_success_at;
        this.set(at ? Date.parse(at) / 1000 : 0);
      },
    });
    new client.Gauge({
      name: 'charity_backup_last_size_bytes',
      help: 'Size of the last backup that worked, database and uploads (0: none yet)',
      registers: [registry],
      collect() {
        this.set(app.backups.status().bytes ?? 0);
      },
    });

    const tokenHash = hashToken(token);
    app.get(
      '/metrics',
      { config: { disableMetrics: true }, schema: { hide: true }, logLevel: 'warn' },
      async (request: FastifyRequest, reply: FastifyReply) => {
        reply.header('cache-control', 'no-store');
        if (!authorized(request, tokenHash)) {
          return reply
            .code(401)
            .header('www-authenticate', 'Bearer')
            .send({ message: 'Send Authorization: Bearer <METRICS_TOKEN>.' });
        }
        return reply.type(registry.contentType).send(await registry.metrics());
      },
    );
  },
  { name: 'metrics' },
);
