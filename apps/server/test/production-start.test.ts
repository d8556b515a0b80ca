import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Sqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The bundled server as production starts it (docs/decisions/0013-demo-content-only-when-asked.md): with
 * NODE_ENV=production and SEED_DEMO unset, no demo rows go in and the seed chunk (with sharp) is never loaded.
 * A start with SEED_DEMO=true is the control that proves the load recorder sees the chunk when it is loaded.
 */

const serverDir = fileURLToPath(new URL('..', import.meta.url));
// Inside apps/server so the bundle finds its external packages in node_modules, as dist/ does.
const outdir = mkdtempSync(path.join(serverDir, '.build-test-'));
const work = mkdtempSync(path.join(tmpdir(), 'charity-production-start-'));
const loadLog = path.join(work, 'loaded.txt');
const recorder = path.join(work, 'record-loads.mjs');

// Records every module the process resolves, through import or require. The seeding child (started with the
// server's own flags, so with this hook too) writes to a log of its own.
writeFileSync(
  recorder,
  `import { registerHooks } from 'node:module';
import { appendFileSync } from 'node:fs';
const log = process.env.LOAD_LOG + (process.argv.includes('--seed-demo-only') ? '.seed' : '');
registerHooks({
  resolve(specifier, context, next) {
    const result = next(specifier, context);
    appendFileSync(log, result.url + '\\n');
    return result;
  },
});
`,
);

type Started = {
  /** What the server process loaded. */
  loaded: string[];
  /** What the process that seeded the demo loaded (none without SEED_DEMO). */
  seedLoaded: string[];
  events: number;
  seeded: string | undefined;
  output: string;
};

const readLoads = (file: string) => {
  try {
    return readFileSync(file, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
};

/** Starts the bundle, waits until it listens, stops it with SIGTERM, and reports what it loaded and wrote. */
async function startOnce(name: string, env: Record<string, string>): Promise<Started> {
  const dataDir = path.join(work, name);
  const log = `${loadLog}.${name}`;
  writeFileSync(log, '');
  const child = spawn(process.execPath, ['--import', recorder, path.join(outdir, 'server.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      APP_SECRET: 'production-start-test-secret-of-32-chars',
      // No Razorpay keys here: production then starts only with the sandbox asked for (docs/decisions/0040).
      PAYMENTS_SANDBOX: 'true',
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(work, 'no-web-build'),
      LOAD_LOG: log,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listening = new Promise<void>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening at')) resolve();
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  await listening;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;

  const db = new Sqlite(path.join(dataDir, 'site.db'), { readonly: true });
  try {
    const events = db.prepare('select count(*) as n from events').get() as { n: number };
    const seeded = db.prepare(`select value from site_state where key = 'demo_seeded_at'`).get() as
      { value: string } | undefined;
    return {
      loaded: readLoads(log),
      seedLoaded: readLoads(`${log}.seed`),
      events: events.n,
      seeded: seeded?.value,
      output,
    };
  } finally {
    db.close();
  }
}

describe('a production start of the built server', () => {
  let seedChunk: string;

  beforeAll(() => {
    execFileSync(process.execPath, ['build.mjs', `--outdir=${outdir}`], { cwd: serverDir, stdio: 'inherit' });
    const chunk = readdirSync(outdir).find((file) => /^seed-[\w-]+\.js$/.test(file));
    if (!chunk) throw new Error(`no seed chunk in ${readdirSync(outdir).join(', ')}`);
    seedChunk = chunk;
  }, 120_000);
  afterAll(() => {
    rmSync(outdir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  it('keeps the seed in a chunk that the server only imports dynamically', () => {
    // server.js turns the compile cache on and imports main.ts's chunk, which imports the seed when asked.
    const code = readdirSync(outdir)
      .filter((file) => file.endsWith('.js') && file !== seedChunk)
      .map((file) => readFileSync(path.join(outdir, file), 'utf8'))
      .join('\n');
    expect(code).toContain(`import("./${seedChunk}")`);
    expect(code).not.toMatch(new RegExp(`from ["']\\./${seedChunk.replace('.', '\\.')}["']`));
  });

  it('seeds nothing and never loads the seed code or sharp when SEED_DEMO is unset', async () => {
    const started = await startOnce('production', {});
    expect(started.events).toBe(0);
    // No Razorpay keys, PAYMENTS_SANDBOX=true: test mode, said at warn level (pino's 40) at start (ADR 40).
    const warning = started.output.split('\n').find((line) => line.includes('PAYMENTS IN TEST MODE'));
    expect(warning).toContain('"level":40');
    expect(started.seeded).toBeUndefined();
    expect(started.loaded.some((url) => url.endsWith('/server.js'))).toBe(true);
    expect(started.loaded.filter((url) => url.endsWith(`/${seedChunk}`) || /\/sharp\//.test(url))).toEqual(
      [],
    );
    // Nor what only some requests, or another configuration, need: loaded on first use (docs/decisions/0036).
    const onFirstUse =
      /\/node_modules\/(@aws-sdk|nodemailer|pdfkit|unpdf|ioredis|pg|qrcode|sanitize-html|jsdom|dompurify|@prometheus-io)\//;
    expect(started.loaded.filter((url) => onFirstUse.test(url))).toEqual([]);
  }, 60_000);

  it('with SEED_DEMO=true seeds once, in a process that never loads the app (docs/decisions/0063)', async () => {
    const started = await startOnce('asked', { SEED_DEMO: 'true' });
    expect(started.events).toBeGreaterThan(0);
    expect(started.seeded).toBeDefined();
    expect(started.seedLoaded.some((url) => url.endsWith(`/${seedChunk}`))).toBe(true);
    expect(started.seedLoaded.some((url) => /\/sharp\//.test(url))).toBe(true);
    // The app's routes, services and the server renderer live in app.ts's chunk and what it imports.
    const appChunk = readdirSync(outdir).find((file) => /^app-[\w-]+\.js$/.test(file));
    expect(appChunk).toBeDefined();
    const isApp = (url: string) =>
      url.endsWith(`/${appChunk}`) ||
      /\/node_modules\/@fastify\/(compress|static|multipart|swagger)\//.test(url);
    expect(started.loaded.some(isApp)).toBe(true);
    expect(started.seedLoaded.filter(isApp)).toEqual([]);
    // And the server never holds what drew the artwork.
    expect(started.loaded.filter((url) => url.endsWith(`/${seedChunk}`) || /\/sharp\//.test(url))).toEqual(
      [],
    );
  }, 120_000);
});
