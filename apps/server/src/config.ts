import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { storageConfigFrom, type StorageConfig } from '#src/services/storage/config.ts';
import { seedDemoWanted } from '#src/config-seed-demo.ts';

/**
 * The one place that reads process.env. Every variable is validated at start-up and a bad one stops the process
 * with a readable line per problem, instead of failing later inside a request. Reading the configuration touches
 * nothing on disk: the process start calls prepareDataDir for that.
 */

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .optional()
    .superRefine((v, ctx) => {
      if (v === undefined) return;
      if (!protocols.some((p) => v.startsWith(`${p}:`))) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
        });
      } else if (!URL.canParse(v)) {
        ctx.addIssue({ code: 'custom', message: 'is not a valid URL' });
      }
    });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'must be a whole number from 0 to 65535' })
      .int('must be a whole number from 0 to 65535')
      .min(0, 'must be a whole number from 0 to 65535')
      .max(65535, 'must be a whole number from 0 to 65535')
      .default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql', 'sqlite', 'file']),
    PUBLIC_URL: optionalUrl(['http', 'https']),
    APP_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -hex 32`)').optional(),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: z.string().trim().min(3).default('Sai Mayee Trusts <no-reply@saimayee.org>'),
    RAZORPAY_KEY_ID: z
      .string()
      .trim()
      .regex(/^rzp_(test|live)_\w+$/, 'must look like rzp_test_… or rzp_live_…')
      .optional(),
    RAZORPAY_KEY_SECRET: z.string().trim().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
    RAZORPAY_API_URL: optionalUrl(['http', 'https']),
    /**
     * Production without Razorpay keys runs the sandbox only when this says so (a staging copy): its gifts move no
     * money and get TEST receipts (docs/product/giving.md "Test mode", docs/decisions/0040-payments-test-mode.md).
     */
    PAYMENTS_SANDBOX: z
      .string()
      .trim()
      .regex(/^(true|false)$/, 'must be true or false')
      .optional(),
    BLOG_URL: optionalUrl(['http', 'https']),
    REDIS_URL: optionalUrl(['redis', 'rediss']),
    /**
     * Which proxies X-Forwarded-For is believed from (README "Behind a proxy"): true or false, a hop count, or a
     * comma-separated list of proxy addresses/CIDRs. Parsed by trustProxySetting.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .transform((v) => (v === '' ? undefined : v))
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Whether a database that has never held demo content gets it at start (docs/product/content-and-pages.md).
     * Unset: yes in development and tests, no in production.
     */
    SEED_DEMO: z
      .string()
      .trim()
      .regex(/^(true|false)$/, 'must be true or false')
      .optional(),
    /**
     * The first admin of the trust console (docs/product/console.md): while no admin exists, each start makes
     * sure an invitation has been mailed to this address.
     */
    ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
    /** Where the built web app lives; the default is the monorepo's apps/web/dist. */
    WEB_DIST: z.string().trim().min(1).optional(),
    /**
     * Operations (docs/decisions/0043-metrics-doctor-and-scheduled-backups.md): GET /metrics answers only a request
     * bearing this token; unset, /metrics does not exist (404).
     */
    METRICS_TOKEN: z
      .string()
      .trim()
      .min(16, 'must be at least 16 characters (e.g. `openssl rand -hex 32`)')
      .optional(),
    /** Where scheduled backups of a SQLite site go (and `npm run backup` without a folder); default DATA_DIR/backups. */
    BACKUP_DIR: z.string().trim().min(1).optional(),
    /** Hours between scheduled backups; 0 turns them off. */
    BACKUP_INTERVAL_HOURS: z.coerce
      .number({ error: 'must be a number of hours (0 turns scheduled backups off)' })
      .min(0, 'must be a number of hours (0 turns scheduled backups off)')
      .max(24 * 365, 'must be at most a year of hours')
      .default(24),
    /** How many of the newest backups the scheduler keeps in BACKUP_DIR. */
    BACKUP_KEEP: z.coerce
      .number({ error: 'must be a whole number of backups, 1 or more' })
      .int('must be a whole number of backups, 1 or more')
      .min(1, 'must be a whole number of backups, 1 or more')
      .default(7),
    /**
     * Seconds between runs of the content job (publish and withdraw what is due, purge old trash: docs/product/
     * console.md "Scheduling"). A minute in production; the browser tests run it every couple of seconds.
     */
    CONTENT_JOB_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds, 1 to 3600' })
      .min(1, 'must be a number of seconds, 1 to 3600')
      .max(3600, 'must be a number of seconds, 1 to 3600')
      .default(60),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.RAZORPAY_KEY_ID ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID'],
        message: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
      });
    }
    if (
      env.NODE_ENV === 'production' &&
      !env.RAZORPAY_KEY_ID &&
      !env.RAZORPAY_KEY_SECRET &&
      env.PAYMENTS_SANDBOX !== 'true'
    ) {
      // The sandbox would take "payments" that move no money and issue tax receipts for them.
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_KEY_ID'],
        message:
          'and RAZORPAY_KEY_SECRET are required in production: without them donations would run in the sandbox, which takes no money; set PAYMENTS_SANDBOX=true only for a test copy',
      });
    }
    if (env.NODE_ENV === 'production' && !env.APP_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: 'is required in production' });
    }
    if (env.TRUST_PROXY !== undefined) {
      const parsed = trustProxySetting(env.TRUST_PROXY);
      if ('problem' in parsed)
        ctx.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: parsed.problem });
    }
    // Session cookies are Secure in production, and a browser sends them back only over https: a production site
    // on http would sign nobody in, and on the open network would show its links without TLS. A staging start on
    // one machine (localhost, 127.0.0.1) is the exception, since browsers treat those as secure origins.
    if (env.NODE_ENV === 'production' && env.PUBLIC_URL && !secureOrigin(env.PUBLIC_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'must start with https:// in production (http:// only for localhost or 127.0.0.1)',
      });
    }
  });

export type DatabaseConfig =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  /** Where uploads are stored: the uploads folder, or an S3-compatible bucket when S3_BUCKET is set. */
  storage: StorageConfig;
  outboxDir: string;
  database: DatabaseConfig;
  publicUrl: string;
  appSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  razorpay: { keyId: string; keySecret: string } | null;
  /**
   * Production running the sandbox on purpose (PAYMENTS_SANDBOX=true, no Razorpay keys): the giving pages say no
   * money is taken and sandbox receipts are numbered in the TEST/ series. Development's sandbox is not test mode.
   */
  paymentsTestMode: boolean;
  razorpayWebhookSecret: string | undefined;
  razorpayApiUrl: string;
  blogUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  webDist: string;
  /** Fastify's trustProxy: see TRUST_PROXY. */
  trustProxy: TrustProxy;
  /** Whether cookies carry Secure: always in production, else when PUBLIC_URL is https. */
  secureCookies: boolean;
  /** See SEED_DEMO. */
  seedDemo: boolean;
  /** See ADMIN_EMAIL. */
  adminEmail: string | undefined;
  /**
   * Set when APP_SECRET is not (development and tests only): the file in DATA_DIR that keeps a generated secret.
   * appSecret is empty until prepareDataDir has read or written it.
   */
  appSecretFile: string | undefined;
  /** See METRICS_TOKEN. */
  metricsToken: string | undefined;
  /** See BACKUP_DIR, BACKUP_INTERVAL_HOURS (0: off) and BACKUP_KEEP. */
  backups: { dir: string; intervalHours: number; keep: number };
  /** See CONTENT_JOB_SECONDS: milliseconds between runs of the content job. */
  contentJobIntervalMs: number;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** apps/web/dist, found from this file whether it runs from src/ (tsx, tests) or from the dist/ bundle. */
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Parses the environment into a Config, with no side effects. In development, a missing APP_SECRET is left for
 * prepareDataDir, which generates it once and keeps it in DATA_DIR.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.') || 'environment';
        const value = typeof issue.path[0] === 'string' ? source[issue.path[0]] : undefined;
        const shown =
          value === undefined
            ? ''
            : ` (got ${JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)})`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const uploadsDir = path.join(dataDir, 'uploads');
  let storage: StorageConfig;
  try {
    storage = storageConfigFrom(source, { uploadsDir });
  } catch (error) {
    // The storage schema lives with the storage service; its problems are reported like every other variable's.
    const lines = error instanceof Error ? error.message.split('\n').slice(1) : [String(error)];
    throw new ConfigError(lines.map((line) => line.trim().replace(/^(\w+): /, '$1 ')));
  }

  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    uploadsDir,
    storage,
    outboxDir: path.join(dataDir, 'outbox'),
    database: databaseConfig(env.DATABASE_URL, dataDir),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    appSecret: env.APP_SECRET ?? '',
    appSecretFile: env.APP_SECRET ? undefined : path.join(dataDir, 'app-secret'),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
        ? { keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET }
        : null,
    paymentsTestMode: env.NODE_ENV === 'production' && !(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET),
    razorpayWebhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
    razorpayApiUrl: (env.RAZORPAY_API_URL ?? 'https://api.razorpay.com/v1').replace(/\/+$/, ''),
    blogUrl: env.BLOG_URL?.replace(/\/+$/, ''),
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL,
    webDist: path.resolve(env.WEB_DIST ?? defaultWebDist),
    trustProxy: trustProxy(env.TRUST_PROXY, env.NODE_ENV),
    secureCookies: env.NODE_ENV === 'production' || (env.PUBLIC_URL ?? '').startsWith('https:'),
    seedDemo: seedDemoWanted(env),
    adminEmail: env.ADMIN_EMAIL,
    metricsToken: env.METRICS_TOKEN,
    backups: {
      dir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      intervalHours: env.BACKUP_INTERVAL_HOURS,
      keep: env.BACKUP_KEEP,
    },
    contentJobIntervalMs: Math.round(env.CONTENT_JOB_SECONDS * 1000),
  };
}

/**
 * Which X-Forwarded-For hops are believed: none (false: clients connect directly), all (true: the left-most
 * address, which the client may have written itself, becomes request.ip), a hop count (the address that many
 * proxies back from the socket), or the proxies' own addresses/CIDRs (any hop from one of them is believed).
 */
export type TrustProxy = boolean | number | string[];

/**
 * TrustProxy as Fastify's option. Fastify 5 refuses a bare number (it fails closed, trusting nothing, because a
 * hop count cannot tell a proxy from a client that connects directly), so a hop count becomes the function
 * proxy-addr calls for each hop, nearest first: the socket's peer is hop 0. That is why the README asks for
 * HOST=127.0.0.1 (or a container network only the proxy reaches) when TRUST_PROXY is a count.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/**
 * Unset in production: one hop, the proxy in front of us. It appends the address it saw to X-Forwarded-For, so
 * whatever a client wrote there itself (left of that address) never names the client (docs/product/
 * privacy-and-limits.md "Rate limits"). Development and tests are reached directly.
 */
export const PRODUCTION_TRUST_PROXY: TrustProxy = 1;

function trustProxy(value: string | undefined, nodeEnv: string): TrustProxy {
  if (value === undefined) return nodeEnv === 'production' ? PRODUCTION_TRUST_PROXY : false;
  const parsed = trustProxySetting(value);
  // The schema has already refused a value that does not parse.
  return 'value' in parsed ? parsed.value : false;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address or CIDR proxy-addr (Fastify's trustProxy) understands: 10.0.0.1, 10.0.0.0/8, ::1, fd00::/8. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Fastify's trustProxy, or what is wrong with it: `true`, `false`, a hop count from 1, or a
 * comma-separated list of addresses, CIDRs and proxy-addr's names (loopback, linklocal, uniquelocal).
 */
export function trustProxySetting(value: string): { value: TrustProxy } | { problem: string } {
  const text = value.trim();
  if (text === 'true') return { value: true };
  if (text === 'false') return { value: false };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 32 ? { value: hops } : { problem: 'as a hop count must be from 1 to 32' };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !PROXY_NAMES.has(entry) && !isAddressOrCidr(entry));
  if (bad.length > 0) {
    const named = bad.map((entry) => JSON.stringify(entry)).join(', ');
    return {
      problem: `must be true, false, a hop count, or a comma-separated list of proxy addresses or CIDRs (not an address: ${named})`,
    };
  }
  return { value: entries };
}

/** https, or http on this machine only (a staging start). */
function secureOrigin(url: string): boolean {
  if (url.startsWith('https:')) return true;
  if (!URL.canParse(url)) return true; // PUBLIC_URL's own check reports it
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

function databaseConfig(url: string | undefined, dataDir: string): DatabaseConfig {
  if (!url) return { kind: 'sqlite', file: path.join(dataDir, 'site.db') };
  if (url.startsWith('postgres')) return { kind: 'postgres', url };
  // sqlite:relative/or/absolute.db and file:... both name a SQLite file.
  const file = url.replace(/^(sqlite|file):(\/\/)?/, '');
  return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
}

/**
 * What a process does with the configuration before it opens anything (main.ts and the command-line tools):
 * creates DATA_DIR and its uploads folder and, in development, reads or generates the APP_SECRET kept there so
 * sessions and encrypted fields survive a restart. Returns the config with appSecret filled in.
 */
export function prepareDataDir(config: Config): Config {
  mkdirSync(config.uploadsDir, { recursive: true });
  if (!config.appSecretFile) return config;
  return { ...config, appSecret: devSecret(config.appSecretFile) };
}

function devSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
