/**
 * `npm run lighthouse`: Lighthouse 12 (mobile, its default preset with simulated throttling) against the built
 * site, in Debian's chromium (DESIGN §3). It builds nothing: run `npm run build` first. It starts the built
 * server on a free loopback port with a fresh temporary DATA_DIR (seeded with the demo content), audits home, an
 * event list, an event detail and the image gallery, prints the four category scores per page and what cost
 * points, and exits non-zero when performance is under 90 or accessibility, best practices or SEO under 100
 * (the targets are performance >= 95 and 100 for the rest). A benchmark, not part of `npm test`: the scores
 * depend on the machine. The JSON reports are kept in a temporary folder whose path is printed.
 *
 * Environment: CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_PAGES (comma-separated paths to audit instead).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { paths } from '@charity/shared/routes';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/server.js');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');

const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? [
  paths.home,
  paths.eventList('madhava-seva', 'upcoming-events'),
  // The seed makes event 2 the upcoming Madhava Seva event the Army-2024 page links to.
  paths.eventDetail('madhava-seva', 'upcoming-events', 2),
  paths.galleryImages,
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type CategoryId = (typeof CATEGORIES)[number];
/** Fail below these (0-100); the targets are 95 for performance and 100 for the rest. */
const THRESHOLDS: Record<CategoryId, number> = {
  performance: 90,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/* The few parts of lighthouse and chrome-launcher used here, checked at run time (see loadTools). */
type Audit = { title: string; score: number | null; scoreDisplayMode: string; displayValue?: string };
type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  runWarnings?: string[];
};
type LighthouseFn = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: readonly string[] },
) => Promise<{ lhr: Lhr; report: string | string[] } | undefined>;
type LaunchedChrome = { port: number; kill: () => void | Promise<void> };
type LaunchFn = (options: { chromePath: string; chromeFlags: string[] }) => Promise<LaunchedChrome>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Imports lighthouse and chrome-launcher by name so this file typechecks without them. They are not
 * dependencies of the workspace (Lighthouse pulls in a large tree for a benchmark); install them where the
 * benchmark runs: `npm install --no-save lighthouse@12 chrome-launcher`.
 */
async function loadTools(): Promise<{ lighthouse: LighthouseFn; launch: LaunchFn } | undefined> {
  const names = { lighthouse: 'lighthouse', launcher: 'chrome-launcher' };
  try {
    const lighthouseModule: unknown = await import(names.lighthouse);
    const launcherModule: unknown = await import(names.launcher);
    const lighthouse = isRecord(lighthouseModule) ? lighthouseModule.default : undefined;
    const launch = isRecord(launcherModule) ? launcherModule.launch : undefined;
    if (typeof lighthouse !== 'function' || typeof launch !== 'function') {
      throw new Error('unexpected module shape (lighthouse 12 and chrome-launcher 1 expected)');
    }
    return { lighthouse: lighthouse as LighthouseFn, launch: launch as LaunchFn };
  } catch (error) {
    console.error(
      `npm run lighthouse needs lighthouse@12 and chrome-launcher, which are not installed here ` +
        `(${error instanceof Error ? error.message : String(error)}).\n` +
        'Install them for the run: npm install --no-save lighthouse@12 chrome-launcher',
    );
    return undefined;
  }
}

/** A port nobody listens on right now, on the loopback interface. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(origin: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${origin}/api/health within ${timeoutMs / 1000} s`);
}

async function startServer(dataDir: string): Promise<{ origin: string; server: ChildProcess }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // The built app's own defaults (embedded SQLite, in-memory caches, no blog) for a repeatable run.
  const { DATABASE_URL: _db, REDIS_URL: _redis, BLOG_URL: _blog, WEB_DIST: _web, ...inherited } = process.env;
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // A throwaway secret: the data folder is deleted afterwards.
      APP_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(origin, server, 120_000);
  return { origin, server };
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? NaN : value * 100;

/** The audits of a category that lost points, worst first, for the summary under the table. */
function lostPoints(lhr: Lhr, category: CategoryId): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ ref, audit }) =>
        audit !== undefined &&
        (ref.weight > 0 || category === 'performance') &&
        audit.scoreDisplayMode !== 'notApplicable' &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual' &&
        audit.score !== null &&
        audit.score < 1,
    )
    .sort((a, b) => b.ref.weight - a.ref.weight)
    .map(
      ({ ref, audit }) =>
        `${ref.id}: ${audit?.title ?? ''}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`,
    );
}

async function main(): Promise<number> {
  for (const [file, what] of [
    [SERVER_ENTRY, 'server'],
    [WEB_INDEX, 'web app'],
  ] as const) {
    if (!existsSync(file)) {
      console.error(`The ${what} is not built (${path.relative(ROOT, file)}): run \`npm run build\` first.`);
      return 1;
    }
  }
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) {
    console.error(`No Chromium at ${chromePath} (Debian: apt-get install chromium), or set CHROME_PATH.`);
    return 1;
  }
  const tools = await loadTools();
  if (!tools) return 1;

  const dataDir = mkdtempSync(path.join(tmpdir(), 'charity-lighthouse-data-'));
  const reportDir = mkdtempSync(path.join(tmpdir(), 'charity-lighthouse-report-'));
  let server: ChildProcess | undefined;
  let chrome: LaunchedChrome | undefined;
  try {
    const started = await startServer(dataDir);
    server = started.server;
    chrome = await tools.launch({ chromePath, chromeFlags: CHROME_FLAGS });

    const results: { page: string; scores: Record<CategoryId, number>; lhr: Lhr }[] = [];
    for (const page of PAGES) {
      const url = `${started.origin}${page}`;
      console.log(`auditing ${url}`);
      const run = await tools.lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
      const report = Array.isArray(run.report) ? run.report.join('\n') : run.report;
      const slug = page === '/' ? 'home' : page.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-');
      writeFileSync(path.join(reportDir, `${slug}.json`), report);
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [category, score(run.lhr.categories[category]?.score)]),
      ) as Record<CategoryId, number>;
      results.push({ page, scores, lhr: run.lhr });
    }

    const width = Math.max(...PAGES.map((page) => page.length), 'page'.length);
    console.log(`\n${'page'.padEnd(width)}  ${CATEGORIES.map((c) => c.padStart(14)).join('')}`);
    for (const { page, scores } of results) {
      console.log(
        `${page.padEnd(width)}  ${CATEGORIES.map((c) => String(Math.round(scores[c])).padStart(14)).join('')}`,
      );
    }

    let failed = false;
    for (const { page, scores, lhr } of results) {
      for (const category of CATEGORIES) {
        const value = scores[category];
        const below = Number.isNaN(value) || value < THRESHOLDS[category];
        if (below) failed = true;
        if (value < 100 || Number.isNaN(value)) {
          const lost = lostPoints(lhr, category);
          console.log(`\n${page} ${category} ${Math.round(value)}${below ? ' (BELOW THRESHOLD)' : ''}`);
          for (const line of lost) console.log(`  - ${line}`);
        }
      }
      for (const warning of lhr.runWarnings ?? []) console.log(`\n${page} warning: ${warning}`);
    }
    console.log(`\nJSON reports: ${reportDir}`);
    if (failed) {
      console.error(
        `\nnpm run lighthouse: below threshold (performance >= ${THRESHOLDS.performance}, the rest 100).`,
      );
      return 1;
    }
    return 0;
  } finally {
    await chrome?.kill();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
