import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@charity/shared';
import { buildApp, type App } from '#src/app.ts';
import { PASSWORD, call, uniqueEmail, verifiedUser } from './support/auth-test-kit.ts';
import { STAFF_ACCOUNT_LIMITS } from '#src/features/staff/limits.ts';
import { STAFF_PASSWORD, adminCall, auditRows, firstAdmin, totp } from './support/staff-test-kit.ts';
import { hashToken } from '#src/shared/crypto.ts';
import { createTestApp, testDatabases, testRedisUrl, type TestContext } from './support/test-app.ts';

/**
 * README.md: several instances behind a load balancer share one rate limit through REDIS_URL. Two apps on the
 * same database and the same Redis take turns answering; the limits hold for the pair, not for each.
 *
 * Parallel runs must not count into each other's limits: this run's clients come from its own random /24 and use
 * unique e-mails, so every key it makes is its own (the per-IP keys end in the address, the per-account keys are
 * digests of the e-mail); they are all deleted afterwards.
 */
const REDIS_URL = testRedisUrl ?? 'redis://unset.invalid:6379';

describe.skipIf(!testRedisUrl).each(testDatabases)('two instances sharing Redis on %s', (database) => {
  let ctx: TestContext;
  let second: App;
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const network = `10.${randomInt(256)}.${randomInt(256)}`;
  const ip = `${network}.1`;
  const otherIp = `${network}.2`;
  const helperIp = `${network}.3`;
  const emails: string[] = [];
  const email = (label: string) => {
    const address = uniqueEmail(label);
    emails.push(address);
    return address;
  };

  beforeAll(async () => {
    ctx = await createTestApp(database, { REDIS_URL });
    second = await buildApp({ config: ctx.config });
    await second.ready();
  });

  afterAll(async () => {
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `charity:rl:*-${network}.*`, count: 500 }))
      keys.push(...(batch as string[]));
    keys.push(...emails.map((email) => `charity:auth:login-failures:${hashToken(email).slice(0, 32)}`));
    keys.push(
      ...emails.map(
        (email) =>
          `charity:staff:${STAFF_ACCOUNT_LIMITS.signInFailures.name}:${hashToken(email.toLowerCase()).slice(0, 32)}`,
      ),
    );
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await second.close();
    await ctx.close();
  });

  it('uses Redis in both instances', () => {
    expect(ctx.app.redis).not.toBeNull();
    expect(second.redis).not.toBeNull();
  });

  it('holds the per-address login limit (10 a minute) across both instances', async () => {
    const instances = [ctx.app, second];
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const app = instances[i % 2] as App;
      const res = await call(app, 'POST', '/api/auth/login', {
        ip,
        body: { email: email('spray'), password: PASSWORD },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({ message: MESSAGES.tooManyRequests });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    // Each instance saw only 6 requests, under its 10; together they went over.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // The limit is the address's: another address still gets through on either instance.
    const other = await call(second, 'POST', '/api/auth/login', {
      ip: otherIp,
      body: { email: email('spray'), password: PASSWORD },
    });
    expect(other.statusCode).toBe(401);
  });

  it('holds the per-account failed-login limit (5) across both instances and addresses', async () => {
    const { email: address } = await verifiedUser(ctx.app, email('donor'), helperIp);
    const instances = [ctx.app, second];
    // From a different address each time: only the account's budget can stop these.
    for (let i = 0; i < 5; i++) {
      const res = await call(instances[i % 2] as App, 'POST', '/api/auth/login', {
        ip: `${network}.${10 + i}`,
        body: { email: address, password: `wrong ${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    for (const app of instances) {
      const res = await call(app, 'POST', '/api/auth/login', {
        ip: otherIp,
        body: { email: address, password: PASSWORD },
      });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
  });

  it('counts parallel failed logins on both instances before the password check: 5 get 401, the rest 429', async () => {
    const { email: address } = await verifiedUser(ctx.app, email('donor'), helperIp);
    const instances = [ctx.app, second];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(instances[i % 2] as App, 'POST', '/api/auth/login', {
          ip: `${network}.${30 + i}`,
          body: { email: address, password: `wrong ${i}` },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      ...Array<number>(5).fill(401),
      ...Array<number>(7).fill(429),
    ]);
  });

  it('counts parallel staff sign-ins with the right password and wrong codes on both instances: 5 get 401', async () => {
    const admin = await firstAdmin(ctx.app);
    emails.push(admin.email);
    const code = await totp(admin.secret, 30);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const instances = [ctx.app, second];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        adminCall(instances[i % 2] as App, 'POST', '/api/admin/auth/login', {
          ip: `${network}.${50 + i}`,
          body: { email: admin.email, password: STAFF_PASSWORD, code: wrongCode },
        }),
      ),
    );
    const max = STAFF_ACCOUNT_LIMITS.signInFailures.max;
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      ...Array<number>(max).fill(401),
      ...Array<number>(12 - max).fill(429),
    ]);
    const wrongCodes = (await auditRows(ctx.app, 'sign-in-failed')).filter(
      (row) => row.record_id === admin.staff.id && row.after?.includes('wrong-code'),
    );
    expect(wrongCodes).toHaveLength(max);
  });

  it('shares sessions too: a session made on one instance works on the other', async () => {
    const { token } = await verifiedUser(ctx.app, email('donor'), helperIp);
    const me = await call(second, 'GET', '/api/auth/me', { token, ip: helperIp });
    expect(me.statusCode).toBe(200);
  });
});
