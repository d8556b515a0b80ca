import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staleReason } from '../../../scripts/build-if-stale.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The bench's targets, as its table names them (bench/bench.ts). */
const TARGETS = [
  'bare fastify route',
  'GET /api/event/paginate?filter=madhava-seva&status=1',
  'same, database on every request',
  'GET /api/health',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Runs a bench script as its npm script would (`--expose-gc` as bench:export and bench:newsletter pass it), with
 * `extraEnv`, killed if it outlives `timeoutMs`.
 */
function runBench(
  script: string,
  extraEnv: Record<string, string>,
  timeoutMs: number,
): Promise<{ code: number | null; output: string }> {
  // BENCH_SECONDS from the caller's shell would turn the smoke run into a long one.
  const { BENCH_SECONDS: _seconds, ...env } = process.env;
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', script], {
    cwd: serverDir,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** The page rows of bench/pages.ts: each page as a browser asks and without Accept-Encoding. */
const PAGE_ROWS = ['home /', 'home /kn', 'event list', 'event list /kn', 'event detail'].flatMap((page) => [
  `${page}, browser`,
  `${page}, identity`,
]);

// Keeps `npm run bench` (a README command) working: every target must answer 2xx, or the bench exits 1. The
// timeouts are generous: the smoke run also pays a few donations and draws their receipt PDFs, and with a current
// build seeds a demo database for the pages, on a shared machine.
describe('BENCH_SMOKE=1 npm run bench', () => {
  it('exercises every target briefly and exits 0 with a requests/s row for each', async () => {
    // Decided before the run: a smoke run measures the pages only on a current build (it never builds).
    const pagesExpected = staleReason(root) === null;
    const { code, output } = await runBench('bench/bench.ts', { BENCH_SMOKE: '1' }, 220_000);
    expect(code, output).toBe(0);
    expect(output).toMatch(/autocannon: 2 connections, pipelining 1, 1 s per target/);
    expect(output).toMatch(/^target\s+requests\/s \(mean\)\s+p99 ms\s+ratio to bare\s+failed$/m);
    for (const target of TARGETS) {
      // name, requests/s, p99 ms, ratio, failed: some requests went through, none failed.
      const row = new RegExp(
        `^${escape(target)}\\s+(\\d+)\\s+[\\d.]+\\s+(?:\\d+%|n/a)\\s+(\\d+)\\s*$`,
        'm',
      ).exec(output);
      expect(row, `no row for ${target} in:\n${output}`).not.toBeNull();
      expect(Number(row?.[1]), target).toBeGreaterThan(0);
      expect(row?.[2], target).toBe('0');
    }
    // Payments of one trust (ADR 24): some were paid, and their receipt mails sent afterwards.
    const payments = /^payments of one trust: (\d+) paid in [\d.]+ s, ([\d.]+) payments\/s/m.exec(output);
    expect(payments, output).not.toBeNull();
    expect(Number(payments?.[1])).toBeGreaterThan(0);
    expect(Number(payments?.[2])).toBeGreaterThan(0);
    const mails = /^receipt mails, PDF drawn by the mail worker after the payments: (\d+) sent/m.exec(output);
    expect(Number(mails?.[1]), output).toBe(Number(payments?.[1]));

    // The pages (docs/decisions/0028): a row each with some requests through and none failed, the cold start,
    // the render CPU and the RSS; or the reason they were skipped.
    if (!pagesExpected) {
      expect(output).toMatch(/^pages: skipped: .+ \(npm run build first\)$/m);
      return;
    }
    for (const name of PAGE_ROWS) {
      const row = new RegExp(`^${escape(name)}\\s+(\\d+)\\s+(\\d+)\\s+\\d+% .*\\s(\\d+)\\s*$`, 'm').exec(
        output,
      );
      expect(row, `no row for ${name} in:\n${output}`).not.toBeNull();
      expect(Number(row?.[1]), name).toBeGreaterThan(0);
      expect(Number(row?.[2]), name).toBeGreaterThan(0);
      expect(row?.[3], name).toBe('0');
    }
    // Kannada beside English: each /kn page's throughput as a share of its English page's, both ways of asking.
    for (const name of ['home /kn', 'event list /kn'].flatMap((page) => [
      `${page}, browser`,
      `${page}, identity`,
    ])) {
      expect(output).toMatch(
        new RegExp(`^Kannada/English, ${escape(name)} against .+: \\d+% (ok|MISSED)`, 'm'),
      );
    }
    expect(output).toMatch(/^cold start to the first answer \(GET \/\): \d+ ms/m);
    expect(output).toMatch(/^RSS: \d+ MB after the first answer, \d+ MB at most under load/m);
    // Metrics on against off (docs/decisions/0043): a ratio printed, and the scrape answered.
    expect(output).toMatch(/^metrics on\/off, home page \(browser\), .* ratio [\d.]+ (ok|MISSED)/m);
    expect(output).toMatch(/^ {2}one scrape of \/metrics: 200 in \d+ ms/m);
  }, 230_000);
});

// The two benches kept out of `npm run bench` (README commands too), run small: they still measure and exit 0.
describe('npm run bench:export and bench:newsletter, small', () => {
  it('streams a small donations export and prints the memory figures', async () => {
    const { code, output } = await runBench('bench/export-memory.ts', { EXPORT_ROWS: '300' }, 90_000);
    expect(code, output).toBe(0);
    expect(output).toMatch(/streamed [\d.]+ \w?B of CSV in [\d.]+ s/);
  }, 100_000);

  it('sends a small newsletter exactly once to everyone and prints mails per second', async () => {
    const { code, output } = await runBench(
      'bench/newsletter-send.ts',
      { NEWSLETTER_SUBSCRIBERS: '40' },
      90_000,
    );
    expect(code, output).toBe(0);
    expect(output).toMatch(/newsletter to 40 subscribers/);
    expect(output).toMatch(/the sink accepted 40 mails/);
    expect(output).toMatch(/\d+ mails\/s/);
  }, 100_000);
});

// bench:scale (ADR 29) is kept out of `npm run bench` too; its smoke run seeds 300 rows and measures each request
// for a second: every request must answer 2xx and have its row.
describe('npm run bench:scale, smoke', () => {
  it('measures every request at both sizes and prints the ratio', async () => {
    const { code, output } = await runBench('bench/scale.ts', { BENCH_SMOKE: '1' }, 150_000);
    expect(code, output).toBe(0);
    for (const name of [
      'events: page 1',
      'events: last page',
      'events: console search "temple"',
      'gallery: page 1',
      'gallery: last page',
      'gallery: search "temple"',
      'sitemap index',
    ]) {
      // name, req/s small and large, server µs small and large, the ratio.
      const row = new RegExp(`^${escape(name)}\\s+(\\d+)\\s+(\\d+)\\s+\\d+\\s+\\d+\\s+[\\d.]+x`, 'm').exec(
        output,
      );
      expect(row, `no row for ${name} in:\n${output}`).not.toBeNull();
      expect(Number(row?.[1]), name).toBeGreaterThan(0);
      expect(Number(row?.[2]), name).toBeGreaterThan(0);
    }
    expect(output).toMatch(/^large \/sitemap-events-1\.xml \(br, \d+ kB on the wire\): \d+ req\/s/m);
  }, 160_000);
});
