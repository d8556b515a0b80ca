import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { staleReason } from '../../../scripts/build-if-stale.ts';
import {
  cpuMs,
  firstAnswer,
  freePort,
  median,
  startServer,
  stopServer,
  type PagesOptions,
  type Server,
} from './pages.ts';

/**
 * What GET /metrics costs the pages (docs/decisions/0043-metrics-doctor-and-scheduled-backups.md): the built site in
 * production mode twice on one seeded database, one without METRICS_TOKEN and one with it, and the home page asked
 * of each in alternating rounds (off on, on off, ...), as a browser asks (Accept-Encoding). The ratio of the medians
 * is printed against its target: with metrics on, at most 3 % fewer requests per second. Each server's own CPU
 * time per request is printed beside it: on a machine shared with other work, requests per second swing by a
 * factor of two or three from round to round, while the CPU a request costs the server barely moves, so that
 * ratio is the steadier reading of the same question. Then one scrape, which must answer 200 with the request
 * durations in it.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** With metrics on, the home page keeps at least this share of its requests per second. */
export const METRICS_TARGET_RATIO = 0.97;
const TOKEN = 'bench-metrics-token-0123456789abcdef';
const PAGE = '/';

/** Upper bound of this section's time, in seconds, for bench.ts's watchdog: a build, seeding, two starts, rounds. */
export const metricsOverheadSeconds = (options: PagesOptions): number =>
  180 + 240 + 2 * 60 + 2 + (options.smoke ? 1 : options.rounds * 2) * 2 * (options.seconds + 2) + 30;

export type MetricsOverheadResult = {
  off: number[];
  on: number[];
  ratio: number;
  /** The server's CPU time per request, in microseconds, over all rounds. */
  cpuPerRequestUs: { off: number; on: number };
  failed: number;
  scrape: { status: number; ms: number; series: number };
};

async function homeRate(server: Server, options: PagesOptions) {
  const cpuBefore = cpuMs(server.pid);
  const result = await autocannon({
    url: `${server.base}${PAGE}`,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    connections: options.connections,
    pipelining: 1,
    duration: options.seconds,
    workers: 1,
  });
  return {
    rate: result.requests.average,
    requests: result.requests.total,
    cpuMs: cpuMs(server.pid) - cpuBefore,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

/** The rounds with metrics off and on, or why there are none (a smoke run with no current build). */
export async function measureMetricsOverhead(options: PagesOptions): Promise<MetricsOverheadResult | string> {
  // As the pages do: a smoke run never builds, the full bench builds when the build is stale.
  const reason = staleReason(root);
  if (reason !== null) {
    if (options.smoke) return `skipped: ${reason} (npm run build first)`;
    console.log(`building the site for the metrics figures: ${reason}`);
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'charity-bench-metrics-'));
  const servers: Server[] = [];
  try {
    // The demo content, so the home page is the real one; a smoke run only checks that both answer 2xx and skips
    // the seeding (a minute on a loaded machine).
    if (!options.smoke) {
      const seeding = startServer(dataDir, await freePort(), { SEED_DEMO: 'true' });
      await firstAnswer(seeding, '/api/health', 180_000);
      await stopServer(seeding);
    }

    // One after the other: the first start migrates the database (a smoke run has no seeding start before).
    const off = startServer(dataDir, await freePort());
    servers.push(off);
    await firstAnswer(off, PAGE, 60_000);
    const on = startServer(dataDir, await freePort(), { METRICS_TOKEN: TOKEN });
    servers.push(on);
    await firstAnswer(on, PAGE, 60_000);
    // A short warm-up each, so neither round starts with V8 still compiling the render code.
    if (!options.smoke) {
      await homeRate(off, { ...options, seconds: 1 });
      await homeRate(on, { ...options, seconds: 1 });
    }

    const rates = { off: [] as number[], on: [] as number[] };
    const cpu = { off: { ms: 0, requests: 0 }, on: { ms: 0, requests: 0 } };
    let failed = 0;
    // More rounds than the pages get: the difference sought is a few per cent, under the machine's noise.
    const rounds = options.smoke ? 1 : options.rounds * 2;
    for (let round = 0; round < rounds; round++) {
      // Alternating which goes first, so a drift of the machine's load falls on both alike.
      const order = round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const);
      for (const which of order) {
        const round = await homeRate(which === 'off' ? off : on, options);
        rates[which].push(round.rate);
        cpu[which].ms += round.cpuMs;
        cpu[which].requests += round.requests;
        failed += round.failed;
      }
    }

    const started = performance.now();
    const scrape = await fetch(`${on.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const text = await scrape.text();
    const ms = performance.now() - started;
    if (!text.includes('http_request_duration_seconds_count{method="GET",route="/*",status_code="200"}'))
      failed++;
    return {
      off: rates.off,
      on: rates.on,
      ratio: median(rates.on) / median(rates.off),
      cpuPerRequestUs: {
        off: (cpu.off.ms * 1000) / Math.max(1, cpu.off.requests),
        on: (cpu.on.ms * 1000) / Math.max(1, cpu.on.requests),
      },
      failed: failed + (scrape.ok ? 0 : 1),
      scrape: {
        status: scrape.status,
        ms,
        series: text.split('\n').filter((l) => l && !l.startsWith('#')).length,
      },
    };
  } finally {
    for (const server of servers) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the comparison; returns how many requests failed. */
export function printMetricsOverhead(result: MetricsOverheadResult, options: PagesOptions): number {
  const rates = (values: number[]) => values.map((v) => v.toFixed(0)).join(' ');
  const ok = result.ratio >= METRICS_TARGET_RATIO;
  console.log(
    `\nmetrics on/off, home page (browser), ${result.off.length} rounds alternating, ${options.connections} ` +
      `connections, ${options.seconds} s each, medians: off ${median(result.off).toFixed(0)} req/s, on ` +
      `${median(result.on).toFixed(0)} req/s, ratio ${result.ratio.toFixed(3)} ${ok ? 'ok' : 'MISSED'} ` +
      `(target >= ${METRICS_TARGET_RATIO})`,
  );
  console.log(`  rounds: off ${rates(result.off)}; on ${rates(result.on)} req/s`);
  const { off, on } = result.cpuPerRequestUs;
  const cpuRatio = off / on;
  console.log(
    `  server CPU per request: off ${off.toFixed(0)} µs, on ${on.toFixed(0)} µs: requests/s the same CPU buys, ` +
      `on/off ${cpuRatio.toFixed(3)} ${cpuRatio >= METRICS_TARGET_RATIO ? 'ok' : 'MISSED'} (steadier on a busy machine)`,
  );
  console.log(
    `  one scrape of /metrics: ${result.scrape.status} in ${result.scrape.ms.toFixed(0)} ms, ${result.scrape.series} series`,
  );
  return result.failed;
}
