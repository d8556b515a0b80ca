import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpStandIn, type SmtpStandIn } from '@charity/test-support';
import { loadConfig, type Config } from '#src/config.ts';
import { backupSite } from '#src/services/backup/site-backup.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../test/stand-ins/razorpay-stand-in.ts';
import {
  createTestApp,
  testDatabases,
  testRedisUrl,
  useTestApp,
  type TestContext,
} from '../../test/support/test-app.ts';
import { runDoctor, type CheckResult, type DoctorOptions } from './doctor-checks.ts';

const work = mkdtempSync(path.join(tmpdir(), 'charity-doctor-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const STRONG_SECRET = randomBytes(32).toString('hex');
let dirs = 0;
const freshDir = () => path.join(work, `site-${++dirs}`);
/** Timeouts sized for a loaded 2-core machine; a refused connection fails at once anyway. */
const options: DoctorOptions = { timeoutMs: 15_000 };

/** A configuration as a site's environment gives it. */
const configOf = (env: Record<string, string>): Config =>
  loadConfig({ DATA_DIR: freshDir(), LOG_LEVEL: 'silent', ...env });
const production = (env: Record<string, string> = {}) =>
  configOf({
    NODE_ENV: 'production',
    APP_SECRET: STRONG_SECRET,
    PUBLIC_URL: 'https://saimayee.example.org',
    // Production refuses to start without payment keys unless the sandbox is asked for (docs/decisions/0040).
    PAYMENTS_SANDBOX: 'true',
    ...env,
  });

async function check(config: Config, name: string): Promise<CheckResult> {
  const result = (await runDoctor(config, options)).find((r) => r.name === name);
  if (!result) throw new Error(`no check named ${name}`);
  return result;
}

/** A TCP port nothing listens on: one the SMTP stand-in had, closed again. */
async function closedPort(): Promise<number> {
  const smtp = await startSmtpStandIn();
  const { port } = new URL(smtp.url);
  await smtp.close();
  return Number(port);
}

describe.each(testDatabases)('doctor: the database on %s', (database) => {
  const ctx = useTestApp(database);

  it('is ok when reachable and migrated, and fails when unreachable', async () => {
    const ok = await check(ctx.config, 'database');
    expect(ok.status).toBe('ok');
    expect(ok.detail).toMatch(/all \d+ migrations applied/);

    const unreachable = {
      ...ctx.config,
      database: {
        kind: 'postgres' as const,
        url: `postgres://postgres@127.0.0.1:${await closedPort()}/site`,
      },
    };
    expect(await check(unreachable, 'database')).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/unreachable/) as unknown,
    });
  });
});

describe('doctor', () => {
  it('warns of a missing SQLite database in development and fails in production', async () => {
    expect((await check(configOf({}), 'database')).status).toBe('warn');
    expect((await check(production(), 'database')).status).toBe('fail');
  });

  it('checks APP_SECRET: random is ok, a typed one fails in production and warns in development', async () => {
    expect((await check(production(), 'APP_SECRET')).status).toBe('ok');
    const typed = 'our-trust-secret-please-change-it-2026';
    expect((await check(production({ APP_SECRET: typed }), 'APP_SECRET')).status).toBe('fail');
    expect((await check(configOf({ APP_SECRET: typed }), 'APP_SECRET')).status).toBe('warn');
    expect((await check(configOf({ APP_SECRET: 'a'.repeat(40) }), 'APP_SECRET')).status).toBe('warn');
  });

  it('wants PUBLIC_URL on https in production only', async () => {
    expect((await check(production(), 'PUBLIC_URL')).status).toBe('ok');
    expect(
      // The configuration itself refuses any other http address in production; localhost is a staging start.
      (await check(production({ PUBLIC_URL: 'http://localhost:3000' }), 'PUBLIC_URL')).status,
    ).toBe('fail');
    expect((await check(configOf({}), 'PUBLIC_URL')).status).toBe('warn');
  });

  describe('SMTP, against a real SMTP server', () => {
    let smtp: SmtpStandIn;
    beforeAll(async () => {
      smtp = await startSmtpStandIn();
    });
    afterAll(() => smtp.close());

    it('is ok when the server answers, and fails on a wrong port', async () => {
      expect((await check(production({ SMTP_URL: smtp.url }), 'SMTP')).status).toBe('ok');
      const wrong = await check(production({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }), 'SMTP');
      expect(wrong).toMatchObject({
        status: 'fail',
        detail: expect.stringMatching(/ECONNREFUSED.*SMTP_URL/) as unknown,
      });
      // No SMTP_URL: mails only pile up in a folder. Fine while developing, not for a live site.
      expect((await check(production(), 'SMTP')).status).toBe('fail');
      expect((await check(configOf({}), 'SMTP')).status).toBe('warn');
    });
  });

  describe('Razorpay, against the local stand-in', () => {
    let razorpay: RazorpayStandIn;
    beforeAll(async () => {
      razorpay = await startRazorpayStandIn();
    });
    afterAll(() => razorpay.close());

    it('is ok when the API accepts the keys, and fails on a bad key', async () => {
      const ok = await check(production({ ...razorpay.env, RAZORPAY_WEBHOOK_SECRET: 'whsec' }), 'Razorpay');
      // Test keys in production take no money: said, as a warning.
      expect(ok).toMatchObject({
        status: 'warn',
        detail: expect.stringMatching(/accepted.*test keys in production/) as unknown,
      });
      expect((await check(configOf(razorpay.env), 'Razorpay')).status).toBe('ok');
      const request = razorpay.requests.at(-1);
      expect(request).toMatchObject({ method: 'GET', url: '/v1/orders?count=1' });

      const bad = await check(
        production({ ...razorpay.env, RAZORPAY_KEY_SECRET: 'not-the-secret' }),
        'Razorpay',
      );
      expect(bad).toMatchObject({ status: 'fail', detail: expect.stringMatching(/refused.*401/) as unknown });
    });

    it('wants the keys and the webhook secret in production only', async () => {
      expect((await check(production(), 'Razorpay')).status).toBe('fail');
      expect((await check(configOf({}), 'Razorpay')).status).toBe('warn');
      expect((await check(production(razorpay.env), 'webhook secret')).status).toBe('fail');
      expect(
        (await check(production({ ...razorpay.env, RAZORPAY_WEBHOOK_SECRET: 'whsec' }), 'webhook secret'))
          .status,
      ).toBe('ok');
    });
  });

  it('checks that the uploads folder is writable', async () => {
    const config = configOf({});
    mkdirSync(config.uploadsDir, { recursive: true });
    expect((await check(config, 'uploads')).status).toBe('ok');
    // A folder nobody can write into. The tests may run as root, whom permissions do not stop, so the "folder" is
    // a file: writing into it fails for every user alike (ENOTDIR).
    const blocked = configOf({});
    mkdirSync(blocked.dataDir, { recursive: true });
    writeFileSync(blocked.uploadsDir, 'not a folder');
    expect(
      await check({ ...blocked, storage: { kind: 'local', uploadsDir: blocked.uploadsDir } }, 'uploads'),
    ).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/not writable/) as unknown,
    });
  });

  describe('an S3 bucket', () => {
    let server: S3rver;
    let endpoint: string;
    beforeAll(async () => {
      server = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory: path.join(work, 's3'),
        configureBuckets: [{ name: 'uploads' }],
      });
      const { port } = await server.run();
      endpoint = `http://127.0.0.1:${port}`;
    });
    afterAll(() => server.close());

    const s3 = (bucket: string) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });

    it('is ok when a file goes in and comes back, and fails on a bucket that does not exist', async () => {
      expect(await check(production(s3('uploads')), 'uploads')).toMatchObject({
        status: 'ok',
        detail: 'bucket uploads writable and readable',
      });
      expect((await check(production(s3('no-such-bucket')), 'uploads')).status).toBe('fail');
    });
  });

  it('checks Redis when it is configured', async (context) => {
    expect((await check(configOf({}), 'Redis')).status).toBe('ok');
    expect(
      (await check(configOf({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` }), 'Redis')).status,
    ).toBe('fail');
    if (!testRedisUrl) return context.skip();
    expect((await check(configOf({ REDIS_URL: testRedisUrl }), 'Redis')).status).toBe('ok');
  });

  describe('backups', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp('sqlite');
    });
    afterAll(() => ctx.close());

    const now = new Date('2026-11-28T12:00:00Z');
    const withBackupsIn = (dir: string, env: Record<string, string> = {}) => ({
      ...production(env),
      backups: { dir, intervalHours: 24, keep: 7 },
    });

    it('is ok with a recent backup, and fails on old or missing ones in production (a warning in development)', async () => {
      const dir = path.join(work, 'backups-recent');
      await backupSite(ctx.config, path.join(dir, 'recent'), new Date(now.getTime() - 3 * 3600_000));
      const recent = (await runDoctor(withBackupsIn(dir), { ...options, now: () => now })).find(
        (r) => r.name === 'backups',
      );
      expect(recent).toMatchObject({
        status: 'ok',
        detail: expect.stringMatching(/^newest recent, 3\.0 h old/) as unknown,
      });

      const oldDir = path.join(work, 'backups-old');
      await backupSite(ctx.config, path.join(oldDir, 'old'), new Date(now.getTime() - 3 * 24 * 3600_000));
      const old = (await runDoctor(withBackupsIn(oldDir), { ...options, now: () => now })).find(
        (r) => r.name === 'backups',
      );
      expect(old).toMatchObject({
        status: 'fail',
        detail: expect.stringMatching(/3 days old.*npm run backup/) as unknown,
      });
      const oldInDevelopment = { ...configOf({}), backups: { dir: oldDir, intervalHours: 24, keep: 7 } };
      expect(
        (await runDoctor(oldInDevelopment, { ...options, now: () => now })).find((r) => r.name === 'backups')
          ?.status,
      ).toBe('warn');

      const none = (await runDoctor(withBackupsIn(path.join(work, 'no-backups')), options)).find(
        (r) => r.name === 'backups',
      );
      expect(none?.status).toBe('fail');
    });
  });
});

describe('npm run doctor', () => {
  const repo = fileURLToPath(new URL('../../../..', import.meta.url));
  const doctor = (env: Record<string, string>) =>
    spawnSync('npx', ['tsx', 'apps/server/src/cli/doctor.ts'], {
      cwd: repo,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      encoding: 'utf8',
      timeout: 120_000,
    });

  it('passes on a fresh development DATA_DIR (warnings only) and prints one line per check', () => {
    const result = doctor({ DATA_DIR: freshDir() });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const lines = result.stdout.split('\n').filter((line) => /^(ok|warn|FAIL) /.test(line));
    expect(lines.map((line) => line.split(/\s+/)[1])).toEqual([
      'database',
      'APP_SECRET',
      'PUBLIC_URL',
      'SMTP',
      'Razorpay',
      'webhook',
      'uploads',
      'Redis',
      'backups',
    ]);
    expect(lines.filter((line) => line.startsWith('FAIL'))).toEqual([]);
  });

  it('exits 1 when a check fails: a production site with nothing set up', () => {
    const result = doctor({
      DATA_DIR: freshDir(),
      NODE_ENV: 'production',
      APP_SECRET: STRONG_SECRET,
      PAYMENTS_SANDBOX: 'true',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^FAIL {2}PUBLIC_URL/m);
    expect(result.stdout).toMatch(/check\(s\) failed/);
  });
});
