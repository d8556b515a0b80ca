import { existsSync, mkdtempSync, readFileSync, rmdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, fastifyTrustProxy, loadConfig, prepareDataDir } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'charity-config-'));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('needs nothing for the embedded default, and touches nothing on disk', () => {
    const dir = dataDir();
    rmdirSync(dir);
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: dir,
      uploadsDir: path.join(dir, 'uploads'),
      database: { kind: 'sqlite', file: path.join(dir, 'site.db') },
      publicUrl: 'http://localhost:3000',
      razorpay: null,
      razorpayApiUrl: 'https://api.razorpay.com/v1',
      smtpUrl: undefined,
      blogUrl: undefined,
      redisUrl: undefined,
      seedDemo: true,
      appSecret: '',
      appSecretFile: path.join(dir, 'app-secret'),
    });
    expect(existsSync(dir)).toBe(false);
  });

  it('prepareDataDir creates DATA_DIR and uploads and keeps one generated development secret there', () => {
    const dir = path.join(dataDir(), 'nested', 'data');
    const first = prepareDataDir(loadConfig({ DATA_DIR: dir }));
    expect(first.appSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(first.uploadsDir).isDirectory()).toBe(true);
    expect(prepareDataDir(loadConfig({ DATA_DIR: dir })).appSecret).toBe(first.appSecret);
    expect(readFileSync(path.join(dir, 'app-secret'), 'utf8').trim()).toBe(first.appSecret);
    expect(statSync(path.join(dir, 'app-secret')).mode & 0o777).toBe(0o600);
  });

  it('prepareDataDir never writes a secret file when APP_SECRET is set', () => {
    const dir = dataDir();
    const config = prepareDataDir(loadConfig({ DATA_DIR: dir, APP_SECRET: 's'.repeat(32) }));
    expect(config.appSecret).toBe('s'.repeat(32));
    expect(config.appSecretFile).toBeUndefined();
    expect(existsSync(path.join(dir, 'app-secret'))).toBe(false);
  });

  it('seeds demo content unless production, or as SEED_DEMO says', () => {
    const secret = { APP_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', ...secret })
        .seedDemo,
    ).toBe(false);
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        NODE_ENV: 'production',
        PAYMENTS_SANDBOX: 'true',
        SEED_DEMO: 'true',
        ...secret,
      }).seedDemo,
    ).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(problemsOf({ SEED_DEMO: '1' })).toEqual(['SEED_DEMO must be true or false (got "1")']);
  });

  it('takes the first admin’s address from ADMIN_EMAIL, and refuses one that is not an address', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).adminEmail).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'trustee@example.org' }).adminEmail).toBe(
      'trustee@example.org',
    );
    expect(problemsOf({ ADMIN_EMAIL: 'trustee' })).toEqual([
      'ADMIN_EMAIL must be an e-mail address (got "trustee")',
    ]);
  });

  it('reads every variable of the configuration contract', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://user:pass@db:5432/site',
      PUBLIC_URL: 'https://saimayee.org/',
      APP_SECRET: 'a'.repeat(40),
      SMTP_URL: 'smtp://user:pass@mail:587',
      MAIL_FROM: 'Trusts <hello@saimayee.org>',
      RAZORPAY_KEY_ID: 'rzp_test_abc123',
      RAZORPAY_KEY_SECRET: 'shh',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
      RAZORPAY_API_URL: 'http://127.0.0.1:9999/v1/',
      BLOG_URL: 'https://blog.saimayee.org/',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      database: { kind: 'postgres', url: 'postgres://user:pass@db:5432/site' },
      publicUrl: 'https://saimayee.org',
      appSecret: 'a'.repeat(40),
      smtpUrl: 'smtp://user:pass@mail:587',
      mailFrom: 'Trusts <hello@saimayee.org>',
      razorpay: { keyId: 'rzp_test_abc123', keySecret: 'shh' },
      razorpayWebhookSecret: 'hook',
      razorpayApiUrl: 'http://127.0.0.1:9999/v1',
      blogUrl: 'https://blog.saimayee.org',
      redisUrl: 'redis://127.0.0.1:6379',
    });
  });

  it('runs the content job every minute unless CONTENT_JOB_SECONDS says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).contentJobIntervalMs).toBe(60_000);
    expect(loadConfig({ DATA_DIR: dataDir(), CONTENT_JOB_SECONDS: '2' }).contentJobIntervalMs).toBe(2000);
    expect(problemsOf({ CONTENT_JOB_SECONDS: '0' })).toEqual([
      expect.stringMatching(/^CONTENT_JOB_SECONDS must be a number of seconds, 1 to 3600/),
    ]);
  });

  it('accepts a SQLite file URL', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'sqlite:/tmp/site-test.db' });
    expect(config.database).toEqual({ kind: 'sqlite', file: '/tmp/site-test.db' });
  });

  it('names each bad variable in one readable error', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/site',
      SMTP_URL: 'mail.example.com',
      REDIS_URL: 'localhost:6379',
      LOG_LEVEL: 'loud',
    });
    expect(problems).toHaveLength(5);
    expect(problems.find((p) => p.startsWith('PORT'))).toContain('"eighty"');
    expect(problems.find((p) => p.startsWith('DATABASE_URL'))).toContain('postgres://');
    expect(problems.find((p) => p.startsWith('SMTP_URL'))).toContain('smtp://');
    expect(problems.some((p) => p.startsWith('REDIS_URL'))).toBe(true);
    expect(problems.some((p) => p.startsWith('LOG_LEVEL'))).toBe(true);
  });

  it('refuses half a Razorpay key pair, a malformed key id, and a short secret', () => {
    expect(problemsOf({ RAZORPAY_KEY_ID: 'rzp_test_abc' })).toEqual([
      'RAZORPAY_KEY_SECRET RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
    ]);
    expect(problemsOf({ RAZORPAY_KEY_ID: 'key', RAZORPAY_KEY_SECRET: 's' })[0]).toMatch(
      /^RAZORPAY_KEY_ID must look like/,
    );
    expect(problemsOf({ APP_SECRET: 'short' })[0]).toMatch(/^APP_SECRET must be at least 32 characters/);
  });

  it('requires APP_SECRET in production', () => {
    expect(problemsOf({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' })).toEqual([
      'APP_SECRET is required in production',
    ]);
  });

  // docs/decisions/0040-payments-test-mode.md: the sandbox in production takes no money, so it runs only on purpose.
  it('refuses production without Razorpay keys unless PAYMENTS_SANDBOX=true says it is a test copy', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) };
    const problems = problemsOf(production);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required in production: /);
    expect(problems[0]).toContain('PAYMENTS_SANDBOX=true');
    expect(problemsOf({ ...production, PAYMENTS_SANDBOX: 'false' })).toHaveLength(1);
    expect(problemsOf({ ...production, PAYMENTS_SANDBOX: 'yes' })[0]).toMatch(
      /^PAYMENTS_SANDBOX must be true or false/,
    );

    expect(loadConfig({ DATA_DIR: dataDir(), ...production, PAYMENTS_SANDBOX: 'true' })).toMatchObject({
      razorpay: null,
      paymentsTestMode: true,
    });
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_abc123', RAZORPAY_KEY_SECRET: 'shh' };
    expect(loadConfig({ DATA_DIR: dataDir(), ...production, ...keys }).paymentsTestMode).toBe(false);
    // Development's sandbox is the everyday one, not test mode: its receipts keep the trust's series.
    expect(loadConfig({ DATA_DIR: dataDir() }).paymentsTestMode).toBe(false);
  });

  it('trusts X-Forwarded-For behind a proxy: the nearest hop by default in production, or as TRUST_PROXY says', () => {
    const secret = { APP_SECRET: 'x'.repeat(32), PAYMENTS_SANDBOX: 'true' };
    const trustOf = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env }).trustProxy;
    expect(trustOf({})).toBe(false);
    // Not `true`: that would believe the left-most X-Forwarded-For address, which the client writes itself.
    expect(trustOf({ NODE_ENV: 'production', ...secret })).toBe(1);
    expect(trustOf({ NODE_ENV: 'production', TRUST_PROXY: 'false', ...secret })).toBe(false);
    expect(trustOf({ NODE_ENV: 'production', TRUST_PROXY: '', ...secret })).toBe(1);
    expect(trustOf({ TRUST_PROXY: 'true' })).toBe(true);
    expect(trustOf({ TRUST_PROXY: ' 2 ' })).toBe(2);
    expect(trustOf({ TRUST_PROXY: '10.0.0.5' })).toEqual(['10.0.0.5']);
    expect(trustOf({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8, loopback' })).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    const expected =
      'must be true, false, a hop count, or a comma-separated list of proxy addresses or CIDRs (not an address:';
    expect(problemsOf({ TRUST_PROXY: 'yes' })).toEqual([`TRUST_PROXY ${expected} "yes") (got "yes")`]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33,nginx' })).toEqual([
      `TRUST_PROXY ${expected} "10.0.0.0/33", "nginx") (got "10.0.0.0/33,nginx")`,
    ]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.1,' })[0]).toContain('not an address: ""');
    expect(problemsOf({ TRUST_PROXY: '0' })).toEqual([
      'TRUST_PROXY as a hop count must be from 1 to 32 (got "0")',
    ]);
  });

  it('hands Fastify a hop count as a function of the hop, nearest first (Fastify trusts no bare number)', () => {
    const nearest = fastifyTrustProxy(1);
    expect(typeof nearest).toBe('function');
    if (typeof nearest !== 'function') return;
    expect(nearest('127.0.0.1', 0)).toBe(true);
    expect(nearest('198.51.100.7', 1)).toBe(false);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });

  it('requires an https PUBLIC_URL in production, except on this machine', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), PAYMENTS_SANDBOX: 'true' };
    expect(problemsOf({ ...production, PUBLIC_URL: 'http://saimayee.org' })).toEqual([
      'PUBLIC_URL must start with https:// in production (http:// only for localhost or 127.0.0.1) (got "http://saimayee.org")',
    ]);
    for (const url of ['https://saimayee.org', 'http://localhost:3000', 'http://127.0.0.1:8080', undefined]) {
      const env = url === undefined ? production : { ...production, PUBLIC_URL: url };
      expect(loadConfig({ DATA_DIR: dataDir(), ...env }).secureCookies, url).toBe(true);
    }
    // Outside production, http is fine and cookies are Secure only under https.
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'http://saimayee.org' }).secureCookies).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://saimayee.org' }).secureCookies).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), SMTP_URL: '', BLOG_URL: '' }).smtpUrl).toBeUndefined();
  });
});
