import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '#src/config.ts';
import { createDatabase, ping } from '#src/db/database.ts';
import { pendingMigrations } from '#src/db/migrate.ts';
import { listBackups } from '#src/services/backup/scheduler.ts';
import { createStorage } from '#src/services/storage/plugin.ts';

/**
 * The checks of `npm run doctor` (docs/decisions/0043-metrics-doctor-and-scheduled-backups.md, README "Is the site
 * healthy?"): each reaches the real thing (the database, the SMTP server, Razorpay's API, the bucket, Redis, the
 * folders) and answers ok, warn or fail with what to do. Outside production, what only production needs (payment
 * keys, https, backups, a mail server) is a warning, so a fresh development site passes.
 */

export type CheckStatus = 'ok' | 'warn' | 'fail';
export type CheckResult = { name: string; status: CheckStatus; detail: string };

export type DoctorOptions = {
  /** How long each network check may take. */
  timeoutMs?: number;
  now?: () => Date;
};

const HOUR = 60 * 60_000;

const message = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/** Runs every check in turn; never throws (a check that throws is a fail with its message). */
export async function runDoctor(config: Config, options: DoctorOptions = {}): Promise<CheckResult[]> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? (() => new Date());
  const production = config.env === 'production';
  /** A problem that only matters in production: a fail there, a warning elsewhere. */
  const productionOnly: CheckStatus = production ? 'fail' : 'warn';

  const checks: Array<[string, () => Promise<Omit<CheckResult, 'name'>> | Omit<CheckResult, 'name'>]> = [
    ['database', () => checkDatabase(config, productionOnly)],
    ['APP_SECRET', () => checkAppSecret(config, productionOnly)],
    ['PUBLIC_URL', () => checkPublicUrl(config, productionOnly)],
    ['SMTP', () => checkSmtp(config, productionOnly, timeoutMs)],
    ['Razorpay', () => checkRazorpay(config, productionOnly, timeoutMs)],
    ['webhook secret', () => checkWebhookSecret(config, productionOnly)],
    ['uploads', () => checkUploads(config)],
    ['Redis', () => checkRedis(config, timeoutMs)],
    ['backups', () => checkBackups(config, productionOnly, now())],
  ];
  const results: CheckResult[] = [];
  for (const [name, check] of checks) {
    try {
      results.push({ name, ...(await check()) });
    } catch (error) {
      results.push({ name, status: 'fail', detail: message(error) });
    }
  }
  return results;
}

/** One line per check: `ok    database    reachable; 15 migrations applied`. */
export const formatResult = ({ name, status, detail }: CheckResult): string =>
  `${status === 'fail' ? 'FAIL' : status.padEnd(4)}  ${name.padEnd(14)}  ${detail}`;

async function checkDatabase(config: Config, productionOnly: CheckStatus) {
  const { database } = config;
  if (database.kind === 'sqlite' && database.file !== ':memory:' && !existsSync(database.file)) {
    return {
      status: productionOnly,
      detail: `no database at ${database.file} yet: the first \`npm start\` creates and migrates it`,
    };
  }
  const db = createDatabase(database);
  try {
    await withTimeout(ping(db), 10_000, 'the database did not answer');
    const { applied, pending } = await pendingMigrations(
      db,
      database.kind === 'postgres' ? database.schema : undefined,
    );
    if (pending.length > 0) {
      return {
        status: 'warn' as const,
        detail: `reachable; ${pending.length} migration(s) not run yet (${pending.join(', ')}): the next start runs them, take a backup first`,
      };
    }
    return {
      status: 'ok' as const,
      detail: `reachable (${database.kind}); all ${applied} migrations applied`,
    };
  } catch (error) {
    return {
      status: 'fail' as const,
      detail: `unreachable: ${message(error)}; check DATABASE_URL and that the database server runs`,
    };
  } finally {
    await db.destroy();
  }
}

/** Words that mark a secret somebody typed rather than generated. */
const PLACEHOLDER = /secret|change|example|password|test|demo|default|sample|123/i;

function checkAppSecret(config: Config, productionOnly: CheckStatus) {
  if (config.appSecretFile) {
    return {
      status: 'ok' as const,
      detail: `not set: a development secret is generated once into ${config.appSecretFile}`,
    };
  }
  const secret = config.appSecret;
  const distinct = new Set(secret).size;
  if (secret.length < 32 || distinct < 12 || PLACEHOLDER.test(secret)) {
    return {
      status: productionOnly,
      detail:
        'looks typed rather than random (too short, too few different characters or a placeholder word): ' +
        'set 32+ random characters (`openssl rand -hex 32`); changing it signs everyone out and needs the ' +
        'encrypted PAN/Aadhaar numbers re-entered, so do it before going live',
    };
  }
  return { status: 'ok' as const, detail: `${secret.length} characters, ${distinct} different` };
}

function checkPublicUrl(config: Config, productionOnly: CheckStatus) {
  if (config.publicUrl.startsWith('https://')) return { status: 'ok' as const, detail: config.publicUrl };
  return {
    status: productionOnly,
    detail: `${config.publicUrl} is not https: set PUBLIC_URL to the site's https:// address (links in mails and receipts use it)`,
  };
}

async function checkSmtp(config: Config, productionOnly: CheckStatus, timeoutMs: number) {
  if (!config.smtpUrl) {
    return {
      status: productionOnly,
      detail: `SMTP_URL not set: mails are only written to ${config.outboxDir}; set SMTP_URL to send them`,
    };
  }
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const where = new URL(config.smtpUrl).host;
  try {
    await transport.verify();
    return { status: 'ok' as const, detail: `${where} answered and accepted the login` };
  } catch (error) {
    return {
      status: 'fail' as const,
      detail: `${where}: ${message(error)}; check SMTP_URL's host, port, user and password`,
    };
  } finally {
    transport.close();
  }
}

async function checkRazorpay(config: Config, productionOnly: CheckStatus, timeoutMs: number) {
  if (!config.razorpay) {
    return {
      status: productionOnly,
      detail: config.paymentsTestMode
        ? 'PAYMENTS_SANDBOX=true without Razorpay keys: test mode, no money is taken and receipts are TEST receipts; set RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET to go live'
        : 'no RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET: donations go to the offline sandbox and no money is taken',
    };
  }
  const { keyId, keySecret } = config.razorpay;
  // The cheapest authenticated call: the newest order, if any. Razorpay answers 401 to keys it does not know.
  const response = await fetch(`${config.razorpayApiUrl}/orders?count=1`, {
    headers: { authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}` },
    signal: AbortSignal.timeout(timeoutMs),
  }).catch((error: unknown) => {
    throw new Error(`${config.razorpayApiUrl} unreachable: ${message(error)}`);
  });
  await response.arrayBuffer();
  if (response.ok) {
    const mode = keyId.startsWith('rzp_live_') ? 'live' : 'test';
    return {
      status: production(config) && mode === 'test' ? ('warn' as const) : ('ok' as const),
      detail:
        `${keyId} accepted by ${config.razorpayApiUrl} (${mode} mode)` +
        (production(config) && mode === 'test' ? ': test keys in production take no money' : ''),
    };
  }
  if (response.status === 401) {
    return {
      status: 'fail' as const,
      detail: `Razorpay refused ${keyId} (401): copy RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET again from the dashboard (API keys)`,
    };
  }
  return {
    status: 'fail' as const,
    detail: `Razorpay answered ${response.status}; try again, then check its status page`,
  };
}

const production = (config: Config) => config.env === 'production';

function checkWebhookSecret(config: Config, productionOnly: CheckStatus) {
  if (config.razorpayWebhookSecret) return { status: 'ok' as const, detail: 'set' };
  return {
    status: config.razorpay ? productionOnly : ('warn' as const),
    detail:
      'RAZORPAY_WEBHOOK_SECRET not set: webhooks are refused, so a payment whose browser closed before it came ' +
      'back stays unpaid; set it to the secret of the webhook in the Razorpay dashboard',
  };
}

async function checkUploads(config: Config) {
  const key = `doctor/${randomBytes(8).toString('hex')}.txt`;
  if (config.storage.kind === 's3') {
    const storage = await createStorage(config.storage);
    const bytes = Buffer.from(`npm run doctor ${new Date().toISOString()}`);
    try {
      await storage.put(key, bytes, 'text/plain');
      const back = await storage.get(key);
      if (!back?.equals(bytes)) {
        return {
          status: 'fail' as const,
          detail: `bucket ${config.storage.bucket}: wrote a file but read back something else`,
        };
      }
      await storage.delete(key);
      return { status: 'ok' as const, detail: `bucket ${config.storage.bucket} writable and readable` };
    } catch (error) {
      return {
        status: 'fail' as const,
        detail: `bucket ${config.storage.bucket}: ${message(error)}; check S3_BUCKET, S3_ENDPOINT and the keys' rights (put, get, delete)`,
      };
    } finally {
      await storage.close();
    }
  }
  const dir = config.uploadsDir;
  if (!existsSync(dir)) {
    // The first start creates it: what matters is that the nearest folder that exists is writable.
    let parent = path.dirname(dir);
    while (!existsSync(parent) && path.dirname(parent) !== parent) parent = path.dirname(parent);
    try {
      accessSync(parent, constants.W_OK);
      return { status: 'ok' as const, detail: `${dir} does not exist yet; the first start creates it` };
    } catch {
      return {
        status: 'fail' as const,
        detail: `${dir} cannot be created: ${parent} is not writable by this user`,
      };
    }
  }
  const probe = path.join(dir, `.doctor-${randomBytes(8).toString('hex')}`);
  try {
    writeFileSync(probe, 'npm run doctor');
    return { status: 'ok' as const, detail: `${dir} writable` };
  } catch (error) {
    return {
      status: 'fail' as const,
      detail: `${dir} is not writable (${message(error)}): give the site's user write access to it`,
    };
  } finally {
    try {
      rmSync(probe, { force: true });
    } catch {
      // Nothing was written.
    }
  }
}

async function checkRedis(config: Config, timeoutMs: number) {
  if (!config.redisUrl)
    return { status: 'ok' as const, detail: 'not configured: rate limits are per instance' };
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await withTimeout(redis.ping(), timeoutMs, 'no answer to PING');
    return { status: 'ok' as const, detail: `${new URL(config.redisUrl).host} answered PING` };
  } catch (error) {
    return {
      status: 'fail' as const,
      detail: `${new URL(config.redisUrl).host}: ${message(error)}; check REDIS_URL and that Redis runs`,
    };
  } finally {
    redis.disconnect();
  }
}

function checkBackups(config: Config, productionOnly: CheckStatus, now: Date) {
  if (config.database.kind === 'postgres') {
    return {
      status: 'warn' as const,
      detail:
        'PostgreSQL: the server does not back it up; check that your pg_dump runs (README, Production runbook)',
    };
  }
  const { dir, intervalHours } = config.backups;
  const newest = listBackups(dir)[0];
  const schedule =
    intervalHours === 0
      ? 'scheduled backups are off (BACKUP_INTERVAL_HOURS=0)'
      : `one every ${intervalHours} h`;
  if (!newest) {
    return {
      status: productionOnly,
      detail: `no backup in ${dir} (${schedule}): run \`npm run backup\` now, and keep the server running for its schedule`,
    };
  }
  const ageHours = (now.getTime() - newest.createdAt.getTime()) / HOUR;
  // One interval, plus an hour for the scheduler's check and the backup itself.
  const allowed = (intervalHours === 0 ? 24 : intervalHours) + 1;
  const age = ageHours < 48 ? `${ageHours.toFixed(1)} h` : `${(ageHours / 24).toFixed(0)} days`;
  if (ageHours > allowed) {
    return {
      status: productionOnly,
      detail: `the newest backup in ${dir} is ${age} old (${schedule}): is the server running? Look for "backup" in its log, or run \`npm run backup\``,
    };
  }
  return { status: 'ok' as const, detail: `newest ${newest.name}, ${age} old, in ${dir}` };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(what)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
