import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { testDatabases, useTestApp } from '../../../test/support/test-app.ts';
import {
  PASSWORD,
  ageChallenge,
  call,
  latestCode,
  otherCode,
  registerUser,
  verifiedUser,
} from '../../../test/support/auth-test-kit.ts';
import { ACCOUNT_LIMITS } from './limits.ts';

/**
 * The per-account limits of docs/product/accounts.md "Limits" hold for attempts sent all at once: each attempt is
 * counted before the slow check (the password hash, the code), so N parallel attempts count N. Every request
 * comes from its own address (call's default), so only the account's budget can stop them.
 */
describe.each(testDatabases)('per-account limits under parallel attempts on %s', (database) => {
  const ctx = useTestApp(database);

  const statusesOf = (answers: LightMyRequestResponse[]) => answers.map((answer) => answer.statusCode).sort();
  const times = <T>(n: number, make: () => Promise<T>) => Promise.all(Array.from({ length: n }, make));

  it('logs in: of 12 wrong passwords at once, 5 are answered 401 and the rest 429', async () => {
    const { email } = await verifiedUser(ctx.app);
    const max = ACCOUNT_LIMITS.loginFailures.max;
    const answers = await times(12, () =>
      call(ctx.app, 'POST', '/api/auth/login', { body: { email, password: 'not the password' } }),
    );
    expect(statusesOf(answers)).toEqual([
      ...Array<number>(max).fill(401),
      ...Array<number>(12 - max).fill(429),
    ]);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The right password is locked out too, until the window ends or a reset clears it.
    const right = await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    expect(right.statusCode).toBe(429);
  });

  it('gives a right password its attempt back: five good logins in a row leave the budget whole', async () => {
    const { email } = await verifiedUser(ctx.app);
    for (let i = 0; i < ACCOUNT_LIMITS.loginFailures.max + 1; i++) {
      const ok = await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
      expect(ok.statusCode).toBe(200);
    }
    const wrong = await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password: 'nope nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  /**
   * Brings an account to one wrong code short of its hourly budget (15) through the API: two codes used up (5
   * wrong each), then 4 wrong on a third. Answers the account's id; a fresh code is live.
   */
  async function oneShortOfTheCodeBudget(purpose: 'verify-email' | 'reset-password') {
    let id: string;
    let email: string;
    if (purpose === 'verify-email') {
      ({ id, email } = await registerUser(ctx.app));
    } else {
      ({ id, email } = await verifiedUser(ctx.app));
      await call(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email } });
    }
    const send = (otp: string) =>
      purpose === 'verify-email'
        ? call(ctx.app, 'POST', `/api/auth/verify-user/${id}`, { body: { otp } })
        : call(ctx.app, 'POST', `/api/auth/reset-password/${id}`, {
            body: { otp, password: 'a brand new passphrase' },
          });
    const newCode = async () => {
      await ageChallenge(ctx.app, id, purpose, { issuedMsAgo: 2 * 60_000 });
      expect((await call(ctx.app, 'GET', `/api/auth/resend-otp/${id}`)).statusCode).toBe(200);
    };
    for (const wrongTries of [5, 5, 4]) {
      const code = await latestCode(ctx.app, email);
      for (let i = 0; i < wrongTries; i++) expect((await send(otherCode(code))).statusCode).toBe(422);
      if (wrongTries === 5) await newCode();
    }
    await newCode();
    return { code: await latestCode(ctx.app, email), send };
  }

  for (const purpose of ['verify-email', 'reset-password'] as const) {
    it(`checks codes (${purpose}): at one wrong code short of the budget, 1 of 5 wrong codes at once is checked`, async () => {
      const { code, send } = await oneShortOfTheCodeBudget(purpose);
      const answers = await times(5, () => send(otherCode(code)));
      expect(statusesOf(answers)).toEqual([422, 429, 429, 429, 429]);
      // The budget is spent: the right code waits for the window too.
      const right = await send(code);
      expect(right.statusCode).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(55 * 60);
    });
  }
});
