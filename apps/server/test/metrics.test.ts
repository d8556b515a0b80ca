import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '#src/services/mail/outbox.ts';
import { createPeriodicJob } from '#src/services/scheduler/periodic-job.ts';
import { createTestApp, testDatabases, type TestContext } from './support/test-app.ts';
import { fixtures } from './support/fixtures.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';
/** A scrape with `authorization` (null: without the header). */
const scrape = (ctx: TestContext, authorization: string | null = `Bearer ${TOKEN}`) =>
  ctx.app.inject({ url: '/metrics', headers: authorization === null ? {} : { authorization } });

/** The value of one sample line (`name{labels} value`), or undefined when the text has none. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testDatabases)('GET /metrics on %s', (database) => {
  let ctx: TestContext;
  let off: TestContext;
  /** Scraped by one test only, so its database figures are read afresh there (they are kept 10 s). */
  let queues: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(database, { METRICS_TOKEN: TOKEN }, undefined, {
      microCacheMs: 60_000,
      contentCache: true,
    });
    off = await createTestApp(database);
    queues = await createTestApp(database, { METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await ctx.close();
    await off.close();
    await queues.close();
  });

  it('does not exist without METRICS_TOKEN', async () => {
    expect((await scrape(off)).statusCode).toBe(404);
  });

  it('answers 401 without the token or with a wrong one, and never caches', async () => {
    for (const authorization of [null, '', 'Bearer wrong', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const response = await scrape(ctx, authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('http_request');
    }
    const ok = await scrape(ctx);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('times requests by route pattern and status, never by the URL asked for', async () => {
    for (const id of [987654, 987655, 987656]) {
      expect((await ctx.app.inject(`/api/event/display/${id}`)).statusCode).toBe(404);
    }
    // A GET of any other path is the web app's page route (`/*`); a POST nowhere matches no route and is not timed.
    await ctx.app.inject('/no-such-page/123456789');
    await ctx.app.inject({ method: 'POST', url: '/api/no-such-route/123456789' });
    const text = (await scrape(ctx)).body;
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/event/display/:id",status_code="404"}',
      ),
    ).toBe(3);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/*",status_code="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('method="POST"');
    // A histogram: cumulative buckets ending in +Inf, which equals the count.
    const series = 'method="GET",route="/api/event/display/:id",status_code="404"';
    expect(sample(text, `http_request_duration_seconds_bucket{${series},le="10"}`)).toBe(3);
    expect(sample(text, `http_request_duration_seconds_bucket{${series},le="+Inf"}`)).toBe(3);
    expect(sample(text, `http_request_duration_seconds_sum{${series}}`)).toBeGreaterThan(0);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).not.toContain('98765');
    expect(text).not.toContain('123456789');
    // The scrape itself is left out.
    expect(text).not.toContain('route="/metrics"');
    // Process and event-loop figures.
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });

  it('reads the outbox, newsletter deliveries and webhook events from the database, kept a few seconds', async () => {
    const { db } = queues.app;
    await enqueueMail(db, { to: 'a@example.org', subject: 'one', text: 'one', html: '<p>one</p>' });
    await enqueueMail(db, { to: 'b@example.org', subject: 'two', text: 'two', html: '<p>two</p>' });
    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    await db.updateTable('mail_outbox').set({ created_at: hourAgo }).where('subject', '=', 'one').execute();

    const subscriptions = [];
    for (const n of [1, 2, 3]) {
      subscriptions.push(
        await db
          .insertInto('subscriptions')
          .values({
            name: `S ${n}`,
            email: `s${n}@example.org`,
            phone: '9876543210',
            ebook: 0,
            event: 0,
            blog: 0,
            crossword: 0,
            newsletter: 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    }
    const newsletter = await db
      .insertInto('newsletters')
      .values({
        subject: 'News',
        body_html: '<p>x</p>',
        body_text: 'x',
        topics: '["newsletter"]',
        status: 'sending',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('newsletter_deliveries')
      .values(
        subscriptions.map((s, i) => ({
          newsletter_id: newsletter.id,
          subscription_id: s.id,
          status: i === 0 ? ('queued' as const) : ('waiting' as const),
        })),
      )
      .execute();
    for (const n of [1, 2, 3]) {
      await db
        .insertInto('gateway_events')
        .values({
          event_id: `evt_metrics_${n}`,
          event: 'payment.captured',
          order_id: null,
          payment_id: null,
          payload: '{}',
          received_at: new Date().toISOString(),
          processed_at: n === 3 ? null : new Date().toISOString(),
        })
        .execute();
    }

    const text = (await scrape(queues)).body;
    expect(sample(text, 'charity_database_figures_up')).toBe(1);
    expect(sample(text, 'charity_mail_outbox_pending')).toBe(2);
    const age = sample(text, 'charity_mail_outbox_oldest_pending_age_seconds') ?? 0;
    expect(age).toBeGreaterThanOrEqual(3600);
    expect(age).toBeLessThan(3600 + 600);
    expect(sample(text, 'charity_newsletter_deliveries_pending')).toBe(2);
    expect(sample(text, 'charity_webhook_events_received')).toBe(3);
    expect(sample(text, 'charity_webhook_events_processed')).toBe(2);

    // Read on scrape and kept FIGURES_TTL_MS (10 s): a scrape right after does not query again.
    await enqueueMail(db, { to: 'c@example.org', subject: 'three', text: 'three', html: '<p>three</p>' });
    expect(sample((await scrape(queues)).body, 'charity_mail_outbox_pending')).toBe(2);
  });

  it('counts scheduled job runs and failures, and cache hits and misses', async () => {
    let calls = 0;
    const job = createPeriodicJob({
      name: `metrics test ${database}`,
      work: async () => {
        calls++;
        if (calls === 1) throw new Error('first run fails');
      },
      delayMs: () => 0,
      log: ctx.app.log,
      // Two scheduled runs, then no more: the third setTimeout is never fired.
      timers: {
        setTimeout: (callback) => {
          if (calls < 2) setImmediate(callback);
          return 0;
        },
        clearTimeout: () => undefined,
      },
    });
    job.start();
    while (job.ticks < 2) await new Promise((resolve) => setImmediate(resolve));
    await job.stop();

    await fixtures.event(ctx.app.db, { status: 1 });
    const list = '/api/event/paginate?status=1&metrics=1';
    await ctx.app.inject(list);
    await ctx.app.inject(list);

    const text = (await scrape(ctx)).body;
    expect(sample(text, `charity_scheduled_job_runs_total{job="metrics test ${database}"}`)).toBe(2);
    expect(sample(text, `charity_scheduled_job_failures_total{job="metrics test ${database}"}`)).toBe(1);
    expect(sample(text, 'charity_cache_hits_total{cache="micro"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'charity_cache_misses_total{cache="micro"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'charity_cache_misses_total{cache="content"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'charity_cache_hit_ratio{cache="micro"}')).toBeGreaterThan(0);
    // No backup yet (a PostgreSQL site is never backed up by the server): the state says so, and the time of the
    // last good one is 0 (never).
    const state = database === 'postgres' ? 'off' : 'none';
    expect(sample(text, `charity_backup_state{state="${state}"}`)).toBe(1);
    expect(sample(text, 'charity_backup_state{state="ok"}')).toBeUndefined();
    expect(sample(text, 'charity_backup_last_success_timestamp_seconds')).toBe(0);
  });
});
