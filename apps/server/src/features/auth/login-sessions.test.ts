import { describe, expect, it, vi } from 'vitest';
import type * as Argon2 from '@node-rs/argon2';
import { AUTH_ERROR_UNVERIFIED, MESSAGES } from '@charity/shared';
import { testDatabases, useTestApp } from '../../../test/support/test-app.ts';
import { mailsTo } from '../../../test/support/mail-outbox.ts';
import {
  PASSWORD,
  ageChallenge,
  call,
  latestCode,
  randomIp,
  registerUser,
  sessionCookie,
  uniqueEmail,
  verifiedUser,
} from '../../../test/support/auth-test-kit.ts';

// Every Argon2 verification the server runs, passed through to the real library: the test below counts them and
// reads their cost parameters, which says what a stopwatch would say without depending on the machine's load.
const argon2 = vi.hoisted(() => ({ verified: [] as string[] }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      argon2.verified.push(String(args[0]));
      return real.verify(...args);
    },
  };
});

const WRONG_CREDENTIALS = { message: 'Incorrect e-mail or password.' };
const LOGIN_REQUIRED = { message: 'Please log in to continue.' };

describe.each(testDatabases)('login and sessions on %s', (database) => {
  const ctx = useTestApp(database);

  const login = (email: string, password = PASSWORD, ip?: string) =>
    call(ctx.app, 'POST', '/api/auth/login', { body: { email, password }, ip });

  it('logs in with the right password: token, HttpOnly cookie, the user and the documented message', async () => {
    const { id, email } = await verifiedUser(ctx.app);
    const res = await login(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      access_token: string;
      user: { id: string; email_verified: boolean };
      message: string;
    }>();
    expect(body.message).toBe(MESSAGES.loggedIn);
    expect(body.user).toMatchObject({ id, email, email_verified: true });
    expect(res.body).not.toContain('password_hash');
    const cookie = sessionCookie(res);
    expect(cookie).toMatchObject({ value: body.access_token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const { email } = await verifiedUser(ctx.app);
    const wrong = await login(email, 'not the password');
    const unknown = await login(uniqueEmail('nobody'));
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(WRONG_CREDENTIALS);
    expect(unknown.json()).toEqual(WRONG_CREDENTIALS);
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it('spends Argon2 time on an unknown e-mail too, so timing does not tell who is registered', async () => {
    const { email } = await verifiedUser(ctx.app);
    const verificationsOf = async (address: string) => {
      argon2.verified.length = 0;
      expect((await login(address, 'not the password')).json()).toEqual(WRONG_CREDENTIALS);
      return [...argon2.verified];
    };
    const known = await verificationsOf(email);
    const unknown = await verificationsOf(uniqueEmail('nobody'));
    // One verification each, against hashes of the same algorithm and cost (memory, passes, lanes): the same work.
    const cost = (stored: string) => stored.split('$').slice(1, 4).join('$');
    expect(known).toHaveLength(1);
    expect(unknown).toHaveLength(1);
    expect(cost(unknown[0]!)).toBe(cost(known[0]!));
    expect(cost(known[0]!)).toBe('argon2id$v=19$m=19456,t=2,p=1');
  });

  it('answers AUTH_ERROR_0 to the right password of an unverified account, with a fresh code', async () => {
    const { id, email } = await registerUser(ctx.app);
    const first = await latestCode(ctx.app, email);

    // Within a minute of the registration mail, that code is still the one to use: no second mail.
    const soon = await login(email);
    expect(soon.statusCode).toBe(403);
    expect(soon.json()).toEqual({
      message: MESSAGES.unverifiedEmail,
      error_code: AUTH_ERROR_UNVERIFIED,
      error_id: id,
    });
    expect(sessionCookie(soon)).toBeUndefined();
    expect(await mailsTo(ctx.app, email)).toHaveLength(1);

    await ageChallenge(ctx.app, id, 'verify-email', { issuedMsAgo: 2 * 60_000 });
    const later = await login(email);
    expect(later.statusCode).toBe(403);
    expect(later.json()).toMatchObject({ error_code: AUTH_ERROR_UNVERIFIED, error_id: id });
    expect(await mailsTo(ctx.app, email)).toHaveLength(2);
    const fresh = await latestCode(ctx.app, email);
    // Two random codes are equal once in a million; only a different old code can be refused.
    if (fresh !== first) {
      const old = await call(ctx.app, 'POST', `/api/auth/verify-user/${id}`, { body: { otp: first } });
      expect(old.statusCode).toBe(422);
    }
    const ok = await call(ctx.app, 'POST', `/api/auth/verify-user/${id}`, { body: { otp: fresh } });
    expect(ok.statusCode).toBe(200);

    // A wrong password on an unverified account is just a wrong password: no id, no code.
    const { email: other } = await registerUser(ctx.app);
    const wrong = await login(other, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(WRONG_CREDENTIALS);
  });

  it('accepts the session as a cookie and as a Bearer token, and refuses anything else', async () => {
    const { email } = await verifiedUser(ctx.app);
    const { access_token: token } = (await login(email)).json<{ access_token: string }>();
    const viaCookie = await call(ctx.app, 'GET', '/api/auth/me', { cookie: token });
    const viaBearer = await call(ctx.app, 'GET', '/api/auth/me', { token });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaBearer.statusCode).toBe(200);
    expect(viaBearer.json<{ data: { email: string } }>().data.email).toBe(email);

    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const attempt of [
      {},
      { token: flipped },
      { cookie: flipped },
      { token: 'short' },
      { headers: { authorization: `Basic ${token}` } },
    ]) {
      const res = await call(ctx.app, 'GET', '/api/auth/me', attempt);
      expect(res.statusCode, JSON.stringify(attempt)).toBe(401);
      expect(res.json()).toEqual(LOGIN_REQUIRED);
    }
  });

  it('refuses an expired session', async () => {
    const { id, email } = await verifiedUser(ctx.app);
    const { access_token: token } = (await login(email)).json<{ access_token: string }>();
    expect((await call(ctx.app, 'GET', '/api/auth/me', { token })).statusCode).toBe(200);
    await ctx.app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', id)
      .execute();
    expect((await call(ctx.app, 'GET', '/api/auth/me', { token })).statusCode).toBe(401);
  });

  it('logs out: the session is revoked, the cookie cleared, other sessions live on', async () => {
    const { email, token: verifySession } = await verifiedUser(ctx.app);
    const { access_token: token } = (await login(email)).json<{ access_token: string }>();
    const out = await call(ctx.app, 'POST', '/api/auth/logout', { cookie: token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'You have been logged out.' });
    const cleared = sessionCookie(out);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());

    expect((await call(ctx.app, 'GET', '/api/auth/me', { cookie: token })).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/auth/me', { token })).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/auth/me', { token: verifySession })).statusCode).toBe(200);

    // Logging out without a session is not an error.
    expect((await call(ctx.app, 'POST', '/api/auth/logout')).statusCode).toBe(200);
  });

  it('locks an e-mail for 15 minutes after 5 wrong passwords, from any address, even with the right one', async () => {
    const { email } = await verifiedUser(ctx.app);
    for (let i = 0; i < 5; i++) expect((await login(email, `wrong ${i}`)).statusCode).toBe(401);
    const locked = await login(email);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: MESSAGES.tooManyRequests });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Unknown e-mails are counted the same way, so the lock reveals nothing.
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 5; i++) expect((await login(nobody)).statusCode).toBe(401);
    expect((await login(nobody)).statusCode).toBe(429);
  });

  it('limits one address to 10 login attempts a minute', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(uniqueEmail('spray'), PASSWORD, ip)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const res = await login(uniqueEmail('spray'), PASSWORD, ip);
    expect(res.json()).toMatchObject({ message: MESSAGES.tooManyRequests });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login(uniqueEmail('spray'))).statusCode).toBe(401);
  });

  it('limits registrations to 5 per address in 10 minutes', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call(ctx.app, 'POST', '/api/auth/register', {
        ip,
        body: { email: uniqueEmail(), password: PASSWORD, first_name: 'Asha', last_name: 'Rao' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
