import { mkdtempSync, rmSync } from 'node:fs';
import { benchConfig } from './bench-config.ts';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { CATEGORIES, EVENT_STATUSES } from '@charity/shared';
import { buildApp, type App } from '#src/app.ts';
import { fixtures } from '../test/support/fixtures.ts';
import { measurePages, printPages, type PagesOptions } from './pages.ts';
import { measureMetricsOverhead, metricsOverheadSeconds, printMetricsOverhead } from './metrics-overhead.ts';

/**
 * Throughput of the public event list against a bare Fastify route that answers a body of the same size, so the
 * ratio shows what our stack (validation, zod serialisation, two SQL queries, security headers, ETag) costs.
 * Figures, not assertions: the machine is shared and noisy, so only failed requests make the run fail.
 *
 * Then the server-rendered pages against the events API on the built site (bench/pages.ts, docs/decisions/0028).
 *
 * Smoke mode, `BENCH_SMOKE=1` or `--smoke` (run by test/bench.test.ts under `npm test`): 1 s per target (unless
 * BENCH_SECONDS says otherwise) with 2 connections and one round of pages, so every target is exercised and a
 * failed request still exits 1, without loading a shared machine. Its figures mean nothing. It measures the pages
 * only when the build is current (it never builds). The variable exists because the root
 * `npm run bench` calls npm again, which would take a `--smoke` after `--` for one of its own options.
 */

const SMOKE = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? (SMOKE ? 1 : 5));
const CONNECTIONS = SMOKE ? 2 : 50;
/** The event list should keep at least this share of the bare route's requests per second. */
const TARGET_RATIO = 0.5;
const EVENT_LIST = '/api/event/paginate?filter=madhava-seva&status=1';
const HOST = '127.0.0.1';
/** Server-rendered pages against the events API (bench/pages.ts): alternating rounds, medians. */
const PAGES: PagesOptions = {
  smoke: SMOKE,
  // 5 pages (3 in English, 2 of them under /kn too), 2 clients, 3 rounds of 2 loads: 60 loads, a few seconds each.
  seconds: Math.min(SECONDS, 3),
  connections: CONNECTIONS,
  rounds: SMOKE ? 1 : 3,
  renders: SMOKE ? 3 : 40,
  // RSS read again after a minute without requests (bench/pages.ts, rssAfterIdle).
  idleSeconds: SMOKE ? 1 : 60,
};

type Target = { name: string; url: string };
type Row = { name: string; requestsPerSecond: number; p99: number; failed: number };

if (!Number.isFinite(SECONDS) || SECONDS <= 0 || SECONDS > 300) {
  console.error(
    `BENCH_SECONDS must be a number of seconds between 1 and 300 (got ${process.env.BENCH_SECONDS})`,
  );
  process.exit(1);
}

// A hung server or client must not keep a CI job (or a shared machine) busy forever.
const watchdog = setTimeout(
  () => {
    console.error('bench: timed out');
    process.exit(1);
  },
  // The API targets, then the pages: seeding a database and a build when stale, then 3 pages in alternating rounds.
  (SECONDS * 3 +
    60 +
    3 * 2 * PAGES.rounds * 2 * PAGES.seconds +
    PAGES.idleSeconds +
    420 +
    metricsOverheadSeconds(PAGES)) *
    1000,
);
watchdog.unref();

/** 10 events per category and status, with the description sizes the seeded site has. */
async function insertEvents(app: App) {
  const paragraph =
    '<p>Volunteers served freshly cooked meals, distributed blankets and spent the afternoon with the residents. ' +
    'Thanks to every donor who made this possible.</p>';
  let day = 0;
  for (const category of CATEGORIES) {
    for (const status of EVENT_STATUSES) {
      for (let i = 0; i < 10; i++) {
        day++;
        const date = `2025-${String((day % 12) + 1).padStart(2, '0')}-${String((day % 28) + 1).padStart(2, '0')}`;
        await fixtures.event(app.db, {
          category,
          status,
          sdate: status === 2 ? null : date,
          edate: status === 2 ? null : date,
          description1: paragraph.repeat(3),
          description2: paragraph,
        });
      }
    }
  }
}

/** Payments of one trust verified at once: how many and how many in flight together. */
const PAYMENTS = SMOKE ? 4 : 60;
const PAYMENT_CONCURRENCY = SMOKE ? 2 : 10;

/** A client address per request, so the per-IP limits of create and verify do not throttle the bench. */
let ipCounter = 0;
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;

async function injectOk(app: App, method: 'POST', url: string, payload: Record<string, string>) {
  const res = await app.inject({ method, url, payload, remoteAddress: nextIp() });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json<{ data: Record<string, string> }>().data;
}

type PaymentRow = {
  payments: number;
  seconds: number;
  perSecond: number;
  p99: number;
  /** The receipt mails those payments queued, drawn and sent by the mail worker afterwards. */
  mails: number;
  mailSeconds: number;
};

/**
 * Payments per second of ONE trust (ADR 24): donations are created and paid in the sandbox first, then
 * their verify calls, the step that marks a donation paid, draws its receipt number and queues its receipt mail in
 * one transaction, run PAYMENT_CONCURRENCY at a time. All of one trust, so they contend for the same receipt
 * series; through app.inject, so the figure is the server's work without the network.
 */
async function measurePayments(app: App, otherInstance: App): Promise<PaymentRow> {
  const verifies: Record<string, string>[] = [];
  for (let i = 0; i < PAYMENTS; i++) {
    const checkout = await injectOk(app, 'POST', '/api/donation/create', {
      first_name: 'Bench',
      last_name: 'Donor',
      email: `bench.${i}@example.org`,
      phone: '98450 12345',
      amount: '501',
      city: 'Mysuru',
      state: 'Karnataka',
      trust: '1',
      pan: 'ABCPE1234F',
      address: '7 Chamundi Road',
      pin_code: '570001',
      indian_citizen: 'on',
    });
    verifies.push(
      await injectOk(app, 'POST', '/api/payments/sandbox/pay', {
        order_id: String(checkout.order_id),
        outcome: 'success',
      }),
    );
  }
  // The mail worker draws each receipt PDF when it sends the mail (ADR 24). Paused while the payments run, so
  // the figure is the payment path's own; its rendering is then timed on its own. The other app on the same
  // database has a worker too, which would take some of the mails.
  await app.mail.stop();
  await otherInstance.mail.stop();
  const latencies: number[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: PAYMENT_CONCURRENCY }, async () => {
      while (next < verifies.length) {
        const body = verifies[next++];
        if (!body) break;
        const at = performance.now();
        await injectOk(app, 'POST', '/api/donation/verify-payment/', body);
        latencies.push(performance.now() - at);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const mailStarted = performance.now();
  const mails = await app.mail.flush();
  const mailSeconds = (performance.now() - mailStarted) / 1000;
  app.mail.start();
  return {
    mails,
    mailSeconds,
    payments: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0,
  };
}

/** A Fastify instance with nothing but one route that answers `body` as JSON (serialised per request). */
async function buildBare(body: unknown): Promise<FastifyInstance> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', () => body);
  return bare;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: HOST });
  const { port } = app.server.address() as AddressInfo;
  return `http://${HOST}:${port}`;
}

async function measure(target: Target): Promise<Row> {
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: SECONDS,
    // The client gets its own thread, so it does not steal the servers' event loop (they share this process).
    workers: 1,
  });
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

function printTable(rows: Row[]) {
  const bareRate = rows[0]?.requestsPerSecond ?? 0;
  const lines = [
    ['target', 'requests/s (mean)', 'p99 ms', 'ratio to bare', 'failed'],
    ...rows.map((row) => [
      row.name,
      row.requestsPerSecond.toFixed(0),
      row.p99.toFixed(1),
      bareRate > 0 ? `${((row.requestsPerSecond / bareRate) * 100).toFixed(0)}%` : 'n/a',
      String(row.failed),
    ]),
  ];
  const widths = lines[0]?.map((_, col) => Math.max(...lines.map((line) => (line[col] ?? '').length))) ?? [];
  for (const line of lines) console.log(line.map((cell, col) => cell.padEnd(widths[col] ?? 0)).join('  '));
}

/** The API targets and the payments, in this process; the exit status. */
async function measureApi(): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'charity-bench-'));
  const config = benchConfig(dataDir);
  // As deployed (public answers micro-cached for 2 s), and a second app on the same SQLite file that goes to
  // the database on every request, so the table shows what the cache buys and what the query path costs.
  const app = await buildApp({ config, microCacheMs: 2000 });
  const uncached = await buildApp({ config, microCacheMs: 0 });
  let bare: FastifyInstance | undefined;
  try {
    await app.ready();
    await insertEvents(app);
    const appUrl = await listen(app);
    const uncachedUrl = await listen(uncached);

    // The bare route answers the very body the event list answers, so both serialise the same payload.
    const sample = await fetch(`${appUrl}${EVENT_LIST}`);
    if (!sample.ok) throw new Error(`${EVENT_LIST} answered ${sample.status}`);
    const body: unknown = await sample.json();
    bare = await buildBare(body);
    const bareUrl = await listen(bare);

    const targets: Target[] = [
      { name: 'bare fastify route', url: `${bareUrl}/bare` },
      { name: `GET ${EVENT_LIST}`, url: `${appUrl}${EVENT_LIST}` },
      { name: 'same, database on every request', url: `${uncachedUrl}${EVENT_LIST}` },
      { name: 'GET /api/health', url: `${appUrl}/api/health` },
    ];
    const payloadBytes = Buffer.byteLength(JSON.stringify(body));
    console.log(
      `autocannon: ${CONNECTIONS} connections, pipelining 1, ${SECONDS} s per target; event page ${payloadBytes} bytes of JSON`,
    );
    if (SMOKE)
      console.log('smoke run: checks that every target answers 2xx; the figures are not a measurement');
    // Other work on the machine moves every figure; the load average says how far to trust this run.
    const load = () => `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
    console.log(`before: ${load()}`);
    const rows: Row[] = [];
    // One at a time: two targets measured together would compete for the same two cores.
    for (const target of targets) rows.push(await measure(target));
    console.log(`after: ${load()}\n`);
    printTable(rows);

    const [bareRow, listRow] = rows;
    const ratio = bareRow && listRow ? listRow.requestsPerSecond / bareRow.requestsPerSecond : 0;
    console.log(
      `\nEvent list at ${(ratio * 100).toFixed(0)}% of the bare route: ` +
        (ratio >= TARGET_RATIO ? 'reached' : 'did NOT reach') +
        ` the target of >= ${TARGET_RATIO * 100}%.`,
    );

    const payments = await measurePayments(app, uncached);
    console.log(
      `\npayments of one trust: ${payments.payments} paid in ${payments.seconds.toFixed(1)} s, ` +
        `${payments.perSecond.toFixed(1)} payments/s (${PAYMENT_CONCURRENCY} at a time), p99 ${payments.p99.toFixed(0)} ms`,
    );
    console.log(
      `receipt mails, PDF drawn by the mail worker after the payments: ${payments.mails} sent in ` +
        `${payments.mailSeconds.toFixed(1)} s, ${(payments.mails / payments.mailSeconds).toFixed(1)} mails/s`,
    );

    const failed = rows.filter((row) => row.failed > 0);
    for (const row of failed) console.error(`${row.name}: ${row.failed} requests errored or were not 2xx`);
    return failed.length > 0 ? 1 : 0;
  } finally {
    await bare?.close();
    await uncached.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Pages (bench/pages.ts) after the API apps have closed, so their rounds have the machine's cores to themselves. */
async function main(): Promise<number> {
  const apiStatus = await measureApi();
  const pages = await measurePages(PAGES);
  if (typeof pages === 'string') {
    console.log(`\npages: ${pages}`);
    return apiStatus;
  }
  const pagesFailed = printPages(pages, PAGES);
  if (pagesFailed > 0)
    console.error(`pages: ${pagesFailed} requests errored, went unanswered or were not 2xx`);
  return pagesFailed > 0 ? 1 : apiStatus;
}

/** Metrics on against off (bench/metrics-overhead.ts), last, on its own servers; its exit status. */
async function metricsSection(): Promise<number> {
  const result = await measureMetricsOverhead(PAGES);
  if (typeof result === 'string') {
    console.log(`\nmetrics on/off: ${result}`);
    return 0;
  }
  const failed = printMetricsOverhead(result, PAGES);
  if (failed > 0) console.error(`metrics on/off: ${failed} requests errored or were not 2xx`);
  return failed > 0 ? 1 : 0;
}

const status = await main();
process.exitCode = (await metricsSection()) || status;
