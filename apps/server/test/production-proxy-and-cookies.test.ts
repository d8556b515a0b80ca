import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_SESSION_COOKIE } from '@charity/shared';
import { PASSWORD, call, sessionCookie, verifiedUser } from './support/auth-test-kit.ts';
import { STAFF_IP_LIMITS } from '#src/features/staff/limits.ts';
import {
  STAFF_PASSWORD,
  adminCall,
  auditRows,
  firstAdmin,
  totp,
  uniqueEmail,
} from './support/staff-test-kit.ts';
import { createTestApp, testDatabases, type TestContext } from './support/test-app.ts';

/**
 * The site as production runs it (NODE_ENV=production, TRUST_PROXY unset) behind a proxy on the same machine:
 * every request reaches the app from 127.0.0.1 with the X-Forwarded-For the proxy wrote (README "Behind a proxy",
 * docs/product/privacy-and-limits.md "Rate limits").
 */
const PROXY = '127.0.0.1';

describe.each(testDatabases)('production behind a proxy on %s', (database) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(
      database,
      {
        NODE_ENV: 'production',
        // A staging start on one machine: the one http PUBLIC_URL production accepts.
        PUBLIC_URL: 'http://localhost:3000',
        // Production refuses to start without payment keys unless the sandbox is asked for
        // (docs/decisions/0040-payments-test-mode.md).
        PAYMENTS_SANDBOX: 'true',
      },
      undefined,
      { microCacheMs: 0, contentCache: false },
    );
  });
  afterAll(() => ctx.close());

  it('runs with the production defaults', () => {
    expect(ctx.config.env).toBe('production');
    expect(ctx.config.trustProxy).toBe(1);
  });

  it('counts the per-IP sign-in limit against the address the proxy saw, not one the client wrote', async () => {
    // nginx appends the peer's address to whatever X-Forwarded-For the client sent: the client is 198.51.100.7
    // and wrote a different 203.0.113.N on each attempt.
    const client = '198.51.100.7';
    const statuses: number[] = [];
    const emails: string[] = [];
    for (let n = 1; n <= 14; n++) {
      const email = uniqueEmail('forged');
      emails.push(email);
      const res = await adminCall(ctx.app, 'POST', '/api/admin/auth/login', {
        ip: PROXY,
        headers: { 'x-forwarded-for': `203.0.113.${n}, ${client}` },
        body: { email, password: 'not the password at all', code: '123456' },
      });
      statuses.push(res.statusCode);
    }
    const max = STAFF_IP_LIMITS.login.max;
    expect(statuses.slice(0, max)).toEqual(Array<number>(max).fill(401));
    expect(statuses.slice(max)).toEqual(Array<number>(14 - max).fill(429));

    const failed = (await auditRows(ctx.app, 'sign-in-failed')).filter((row) =>
      emails.some((email) => row.after?.includes(email)),
    );
    expect(failed).toHaveLength(max);
    expect(failed.map((row) => row.ip)).toEqual(Array<string>(max).fill(client));
  });

  it('sets Secure on the donor and staff session cookies, even with an http PUBLIC_URL on localhost', async () => {
    const { email } = await verifiedUser(ctx.app);
    const login = await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    expect(sessionCookie(login)).toMatchObject({ httpOnly: true, secure: true });
    const logout = await call(ctx.app, 'POST', '/api/auth/logout', {
      token: login.json<{ access_token: string }>().access_token,
    });
    expect(sessionCookie(logout)).toMatchObject({ value: '', secure: true });

    const admin = await firstAdmin(ctx.app);
    const staff = await adminCall(ctx.app, 'POST', '/api/admin/auth/login', {
      body: { email: admin.email, password: STAFF_PASSWORD, code: await totp(admin.secret, 30) },
    });
    expect(staff.statusCode, staff.body).toBe(200);
    const cookie = staff.cookies.find((c) => c.name === STAFF_SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true });
    // Every cookie any answer above set is Secure.
    for (const res of [login, logout, staff]) {
      for (const set of res.cookies) expect(set, set.name).toMatchObject({ secure: true });
    }
  });
});
