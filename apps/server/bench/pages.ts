import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { staleReason } from '../../../scripts/build-if-stale.ts';
import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from '#src/node-flags.ts';

/**
 * Server-rendered pages against the events API, on the built site in production mode (docs/decisions/0036,
 * docs/decisions/0028): the built server (apps/server/dist/server.js) runs as its own process on a temp SQLite
 * database seeded with the demo content, so its cold start, its CPU time and its memory are its own.
 *
 * - cold start: from spawning the process to the first answer of GET / (the home page, rendered);
 * - CPU per uncached render: sequential requests for distinct URLs (a query string the page ignores), so the HTML
 *   cache never has them; the API answers the pages are made of stay micro-cached as deployed (ADR 5), except the
 *   event detail's own, since each request is another event. Read from /proc/<pid>/stat;
 * - throughput: the events API (A) and a page (B) in alternating rounds, A B A B A B, each CONNECTIONS for
 *   `seconds`, medians reported, so noise from other work on the machine falls on both alike; once asking as a
 *   browser does and once without Accept-Encoding (CLIENTS). During the page rounds one client asks
 *   GET /api/health every 50 ms (how long the event loop keeps others waiting) and the server's RSS is sampled.
 * - Kannada beside English: the home page and the event list under `/kn` too (docs/product/languages.md), and each
 *   one's throughput as a share of its English page's (kannadaRatios). Each page is compared through its share of
 *   the API's requests per second in its own rounds, so a machine busier during one page's rounds than the
 *   other's does not read as a difference between the languages.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER = path.join(root, 'apps/server/dist/server.js');
const HOST = '127.0.0.1';
const API = '/api/event/paginate?filter=madhava-seva&status=1';
/** A page keeps at least this share of the API's requests per second, with a p99 at most this many times the API's. */
export const PAGE_TARGETS = {
  ratio: 0.5,
  p99Factor: 2,
  renderCpuMs: 8,
  coldStartMs: 1000,
  healthMs: 100,
  rssMb: 300,
  /** A Kannada page keeps at least this share of its English page's throughput (within 10 %). */
  kannadaRatio: 0.9,
};

export type PagesOptions = {
  smoke: boolean;
  seconds: number;
  connections: number;
  rounds: number;
  /** Renders per page for the CPU figure. */
  renders: number;
  /** Seconds of idling after the last load round before the server's RSS is read again (rssAfterIdle). */
  idleSeconds: number;
};

type Load = { requestsPerSecond: number; p99: number; unanswered: number; failed: number };
export type PageRow = {
  name: string;
  /** For a Kannada page (`/kn…`), the name of the row of the same page in English, asked the same way. */
  english?: string;
  api: Load[];
  page: Load[];
  renderCpuMs: number;
  healthP99: number;
  healthMax: number;
};
export type PagesResult = {
  coldStartMs: number;
  coldStartCpuMs: number;
  apiCpuMs: number;
  rows: PageRow[];
  peakRssMb: number;
  idleRssMb: number;
  /** RSS after `idleSeconds` without requests following the load (rssAfterIdle). */
  rssAfterIdleMb: number;
};

export const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const quantile = (values: number[], q: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
};

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

const ticksPerSecond = (() => {
  const out = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  const value = Number(out.stdout?.trim());
  return Number.isFinite(value) && value > 0 ? value : 100;
})();

/** User + system CPU time of a process so far, in ms (Linux /proc). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) is in parentheses and may hold spaces; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** Resident memory of a process, in MB (Linux /proc). */
function rssMb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

export type Server = { child: ChildProcess; pid: number; base: string; output: () => string };

export function startServer(dataDir: string, port: number, env: Record<string, string> = {}): Server {
  // With the flags and allocator settings `npm start` gives it: its memory is measured as deployed.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER], {
    env: {
      PATH: process.env.PATH,
      ...SERVER_MALLOC_ENV,
      NODE_ENV: 'production',
      APP_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
      // No Razorpay keys: production starts only with the sandbox asked for (docs/decisions/0040).
      PAYMENTS_SANDBOX: 'true',
      DATA_DIR: dataDir,
      HOST,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // The bench measures serving: a scheduled backup (docs/decisions/0043) would copy the site mid-round.
      BACKUP_INTERVAL_HOURS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  if (child.pid === undefined) throw new Error('the built server did not start');
  return { child, pid: child.pid, base: `http://${HOST}:${port}`, output: () => output };
}

/** Polls `url` until it answers 200; the time it took, in ms. */
export async function firstAnswer(server: Server, url: string, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (server.child.exitCode !== null) throw new Error(`the built server exited:\n${server.output()}`);
    try {
      const response = await fetch(`${server.base}${url}`);
      await response.arrayBuffer();
      if (response.ok) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    await sleep(5);
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms:\n${server.output()}`);
}

export async function stopServer(server: Server) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/**
 * How the load asks: as a browser does (every browser sends Accept-Encoding, so pages and API answers go out
 * compressed), and without it (identity: a 60 kB home page is then 30 times the events API's 2 kB of JSON on the
 * wire, which bounds its requests per second on loopback whatever the server does).
 */
const CLIENTS = [
  { name: 'browser', headers: { 'accept-encoding': 'gzip, deflate, br' } },
  { name: 'identity', headers: {} },
] as const;
type Client = (typeof CLIENTS)[number];

async function load(url: string, client: Client, options: PagesOptions): Promise<Load> {
  const result = await autocannon({
    url,
    headers: client.headers,
    connections: options.connections,
    pipelining: 1,
    duration: options.seconds,
    workers: 1,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    unanswered: result.errors + result.timeouts,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

/** GET /api/health every 50 ms and the server's RSS every 100 ms, until `stop()`. */
function watch(server: Server) {
  const latencies: number[] = [];
  let peakRss = 0;
  let running = true;
  const probe = (async () => {
    while (running) {
      const at = performance.now();
      try {
        const response = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        latencies.push(performance.now() - at);
      } catch {
        latencies.push(10_000);
      }
      await sleep(50);
    }
  })();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(server.pid));
  }, 100);
  return async () => {
    running = false;
    clearInterval(sampler);
    await probe;
    return { latencies, peakRss };
  };
}

/**
 * The renders' CPU time: `count` sequential requests for distinct URLs (`url(i)`), none of them in the HTML cache,
 * after as many unmeasured ones. The warm-up puts each page on the footing of a running server, whose code is
 * compiled by then: measured from the first request after the start, the figure mixed in V8's compiling of the
 * render code (the first renders cost about twice the later ones), more for whichever page came first.
 */
async function cpuPerRequest(server: Server, url: (i: number) => string, count: number): Promise<number> {
  const ask = async (path: string) => {
    const response = await fetch(`${server.base}${path}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  };
  for (let i = 0; i < count; i++) await ask(url(count + i));
  const before = cpuMs(server.pid);
  for (let i = 0; i < count; i++) await ask(url(i));
  return (cpuMs(server.pid) - before) / count;
}

/**
 * Memory after the load: the server's RSS once it has had `seconds` without a request (docs/decisions/0044). A
 * server that keeps what a burst left behind (expired pages, dead buffers, a heap grown for the burst) shows it
 * here rather than under load: the target is to come back near the RSS after the first answer.
 */
async function rssAfterIdle(server: Server, seconds: number): Promise<number> {
  await sleep(seconds * 1000);
  return rssMb(server.pid);
}

/** `url` with a `bench=<tag>` query parameter the page ignores, so each request is another cache key. */
const tagged = (url: string) => (tag: number) => `${url}${url.includes('?') ? '&' : '?'}bench=${tag}`;

/**
 * The page figures, or why there are none: a smoke run skips them when the build is missing or stale (the full
 * bench builds first, as `npm start` does).
 */
export async function measurePages(options: PagesOptions): Promise<PagesResult | string> {
  const reason = staleReason(root);
  if (reason !== null) {
    if (options.smoke) return `skipped: ${reason} (npm run build first)`;
    console.log(`building the site for the page figures: ${reason}`);
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'charity-bench-pages-'));
  try {
    // A first start seeds the demo content (then stops): the measured start is one on a seeded database.
    const seeding = startServer(dataDir, await freePort(), { SEED_DEMO: 'true' });
    try {
      await firstAnswer(seeding, '/api/health', 180_000);
    } finally {
      // Stopped even when it never answered: an error must not leave it running after the bench.
      await stopServer(seeding);
    }

    const port = await freePort();
    const started = performance.now();
    const server = startServer(dataDir, port);
    try {
      await firstAnswer(server, '/', 60_000);
      const coldStartMs = performance.now() - started;
      // Its own CPU time too: on a shared machine the wall time also counts the others' work.
      const coldStartCpuMs = cpuMs(server.pid);
      const idleRssMb = rssMb(server.pid);

      const sample = (await (await fetch(`${server.base}${API}`)).json()) as { data: Array<{ id: number }> };
      const ids = sample.data.map((event) => event.id);
      if (ids.length === 0) throw new Error(`${API} listed no events: was the demo seeded?`);
      const detail = (id: number | undefined) => `/madhava-seva/past-events/${id}`;
      const pages: { name: string; url: string; render: (i: number) => string; english?: string }[] = [
        { name: 'home /', url: '/', render: tagged('/') },
        { name: 'home /kn', url: '/kn', render: tagged('/kn'), english: 'home /' },
        { name: 'event list', url: '/madhava-seva/past-events', render: tagged('/madhava-seva/past-events') },
        {
          name: 'event list /kn',
          url: '/kn/madhava-seva/past-events',
          render: tagged('/kn/madhava-seva/past-events'),
          english: 'event list',
        },
        {
          name: 'event detail',
          url: detail(ids[0]),
          // Each request another event, so its own API answer is not micro-cached either.
          render: (i: number) => tagged(detail(ids[i % ids.length]))(i),
        },
      ];

      /*
       * Every page's render cost first, before any load: measured between the load rounds, a page's figure carried
       * the collection of the garbage the previous page's 50 connections had left (up to twice the cost).
       */
      const apiCpuMs = await cpuPerRequest(server, tagged(API), options.renders);
      const measured = [];
      for (const page of pages) {
        measured.push({ ...page, renderCpuMs: await cpuPerRequest(server, page.render, options.renders) });
      }
      const rows: PageRow[] = [];
      let peakRssMb = 0;
      for (const { renderCpuMs, ...page } of measured) {
        for (const client of CLIENTS) {
          const row: PageRow = {
            name: `${page.name}, ${client.name}`,
            ...(page.english ? { english: `${page.english}, ${client.name}` } : {}),
            api: [],
            page: [],
            renderCpuMs,
            healthP99: 0,
            healthMax: 0,
          };
          const health: number[] = [];
          for (let round = 0; round < options.rounds; round++) {
            row.api.push(await load(`${server.base}${API}`, client, options));
            const stop = watch(server);
            row.page.push(await load(`${server.base}${page.url}`, client, options));
            const watched = await stop();
            health.push(...watched.latencies);
            peakRssMb = Math.max(peakRssMb, watched.peakRss);
          }
          row.healthP99 = quantile(health, 0.99);
          row.healthMax = Math.max(0, ...health);
          rows.push(row);
        }
      }
      const rssAfterIdleMb = await rssAfterIdle(server, options.idleSeconds);
      return { coldStartMs, coldStartCpuMs, apiCpuMs, rows, peakRssMb, idleRssMb, rssAfterIdleMb };
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A page's requests per second as a share of the API's in the same rounds (the median of the rounds). */
const shareOfApi = (row: PageRow) =>
  median(
    row.page.map(
      (load, round) => load.requestsPerSecond / Math.max(row.api[round]?.requestsPerSecond ?? 0, 1),
    ),
  );

/**
 * Each Kannada row's throughput as a share of its English row's: the ratio of their shares of the API's requests
 * per second, each measured in its own alternating rounds.
 */
export function kannadaRatios(rows: readonly PageRow[]): { name: string; english: string; ratio: number }[] {
  return rows.flatMap((row) => {
    const english = rows.find((other) => other.name === row.english);
    if (!row.english || !english) return [];
    return [
      { name: row.name, english: english.name, ratio: shareOfApi(row) / Math.max(shareOfApi(english), 1e-9) },
    ];
  });
}

/** Prints the page figures; returns how many requests went unanswered or failed. */
export function printPages(result: PagesResult, options: PagesOptions): number {
  const t = PAGE_TARGETS;
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  console.log(
    `\npages, built site in production mode (seeded demo database): ${options.rounds} rounds of the events API ` +
      `and the page alternating (A B A B), ${options.connections} connections, ${options.seconds} s each, medians`,
  );
  const lines = [
    [
      'page',
      'API req/s',
      'page req/s',
      'page/API',
      'API p99',
      'page p99',
      'p99 ×API',
      'render CPU ms',
      'health p99/max ms',
      'failed',
    ],
  ];
  let failed = 0;
  for (const row of result.rows) {
    const apiRate = median(row.api.map((load) => load.requestsPerSecond));
    const pageRate = median(row.page.map((load) => load.requestsPerSecond));
    const apiP99 = median(row.api.map((load) => load.p99));
    const pageP99 = median(row.page.map((load) => load.p99));
    const rowFailed = [...row.api, ...row.page].reduce((sum, load) => sum + load.failed, 0);
    failed += rowFailed;
    lines.push([
      row.name,
      apiRate.toFixed(0),
      pageRate.toFixed(0),
      `${((pageRate / apiRate) * 100).toFixed(0)}% ${verdict(pageRate >= apiRate * t.ratio)}`,
      apiP99.toFixed(0),
      pageP99.toFixed(0),
      `${(pageP99 / Math.max(apiP99, 1)).toFixed(1)} ${verdict(pageP99 <= Math.max(apiP99, 1) * t.p99Factor)}`,
      `${row.renderCpuMs.toFixed(1)} ${verdict(row.renderCpuMs <= t.renderCpuMs)}`,
      `${row.healthP99.toFixed(0)}/${row.healthMax.toFixed(0)} ${verdict(row.healthMax <= t.healthMs)}`,
      String(rowFailed),
    ]);
  }
  const widths = lines[0]?.map((_, col) => Math.max(...lines.map((line) => (line[col] ?? '').length))) ?? [];
  for (const line of lines) console.log(line.map((cell, col) => cell.padEnd(widths[col] ?? 0)).join('  '));
  for (const row of result.rows) {
    const rates = (loads: Load[]) => loads.map((load) => load.requestsPerSecond.toFixed(0)).join(' ');
    console.log(`  rounds, ${row.name}: API ${rates(row.api)}; page ${rates(row.page)} req/s`);
  }
  for (const { name, english, ratio } of kannadaRatios(result.rows)) {
    console.log(
      `Kannada/English, ${name} against ${english}: ${(ratio * 100).toFixed(0)}% ` +
        `${verdict(ratio >= t.kannadaRatio)} (target >= ${(t.kannadaRatio * 100).toFixed(0)}%, each as a share of the API's requests/s)`,
    );
  }
  console.log(
    `cold start to the first answer (GET /): ${result.coldStartMs.toFixed(0)} ms ` +
      `${verdict(result.coldStartMs <= t.coldStartMs)} (target <= ${t.coldStartMs} ms), ` +
      `${result.coldStartCpuMs.toFixed(0)} ms of the server's CPU`,
  );
  console.log(
    `CPU per uncached render, targets <= ${t.renderCpuMs} ms: see the table; an events API answer without the ` +
      `micro-cache costs ${result.apiCpuMs.toFixed(1)} ms the same way`,
  );
  console.log(
    `RSS: ${result.idleRssMb.toFixed(0)} MB after the first answer, ${result.peakRssMb.toFixed(0)} MB at most ` +
      `under load ${verdict(result.peakRssMb <= t.rssMb)} (target <= ${t.rssMb} MB)`,
  );
  console.log(
    `RSS after ${options.idleSeconds} s of idling after the load: ${result.rssAfterIdleMb.toFixed(0)} MB ` +
      `(${(result.rssAfterIdleMb - result.idleRssMb).toFixed(0)} MB above the RSS after the first answer)`,
  );
  return failed;
}
