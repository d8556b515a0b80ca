import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_UNVERIFIED, MESSAGES } from '@charity/shared';
import { testDatabases, useTestApp } from '../../../test/support/test-app.ts';
import { mailsTo, outboxSize } from '../../../test/support/mail-outbox.ts';
import {
  PASSWORD,
  ageChallenge,
  call,
  latestCode,
  otherCode,
  randomIp,
  registerUser,
  uniqueEmail,
  verifiedUser,
} from '../../../test/support/auth-test-kit.ts';

const NEW_PASSWORD = 'a brand new passphrase';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(testDatabases)('forgot and reset password on %s', (database) => {
  const ctx = useTestApp(database);

  const forgot = (email: string, ip?: string) =>
    call(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email }, ip });
  const reset = (id: string, otp: string, password = NEW_PASSWORD) =>
    call(ctx.app, 'POST', `/api/auth/reset-password/${id}`, { body: { otp, password } });
  const login = (email: string, password: string) =>
    call(ctx.app, 'POST', '/api/auth/login', { body: { email, password } });

  it('mails a reset code; the reset revokes every session, the new password works and the old does not', async () => {
    const { id, email, token: oldSession } = await verifiedUser(ctx.app);
    const loginSession = (await login(email, PASSWORD)).json<{ access_token: string }>().access_token;

    const res = await forgot(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { id }, message: MESSAGES.resetOtpSent });
    const mails = await mailsTo(ctx.app, email);
    expect(mails.at(-1)?.subject).toMatch(/password reset code/i);
    const code = await latestCode(ctx.app, email);

    const done = await reset(id, code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: MESSAGES.passwordReset });

    for (const token of [oldSession, loginSession]) {
      const me = await call(ctx.app, 'GET', '/api/auth/me', { token });
      expect(me.statusCode).toBe(401);
    }
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);

    // The code worked once.
    const again = await reset(id, code, 'yet another passphrase');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      errors: { otp: 'This code is no longer valid. Please request a new one.' },
    });
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one, with a random id and no mail', async () => {
    const before = await outboxSize(ctx.app);
    const res = await forgot(uniqueEmail('nobody'));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ user: { id: string }; message: string }>();
    expect(Object.keys(body).sort()).toEqual(['message', 'user']);
    expect(Object.keys(body.user)).toEqual(['id']);
    expect(body.user.id).toMatch(UUID);
    expect(body.message).toBe(MESSAGES.resetOtpSent);
    expect(await outboxSize(ctx.app)).toBe(before);
    expect(
      await ctx.app.db.selectFrom('users').select('id').where('id', '=', body.user.id).execute(),
    ).toEqual([]);
  });

  it('gives the id from an unknown e-mail the same reset and resend answers as a real one', async () => {
    const real = await verifiedUser(ctx.app);
    const realId = (await forgot(real.email)).json<{ user: { id: string } }>().user.id;
    const realCode = await latestCode(ctx.app, real.email);
    const fakeId = (await forgot(uniqueEmail('nobody'))).json<{ user: { id: string } }>().user.id;

    const answers = async (id: string, code: string) => {
      const seen: unknown[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await reset(id, otherCode(code));
        seen.push([res.statusCode, res.json()]);
      }
      const resend = await call(ctx.app, 'GET', `/api/auth/resend-otp/${id}`);
      seen.push([resend.statusCode, resend.json<{ message: string }>().message.replace(/\d+/, 'N')]);
      return seen;
    };
    const realAnswers = await answers(realId, realCode);
    expect(await answers(fakeId, realCode)).toEqual(realAnswers);
    expect(realAnswers.at(-1)).toEqual([429, 'Please wait N seconds before asking for a new code.']);
  });

  it('answers AUTH_ERROR_0 (and mails a verification code) for an unverified account', async () => {
    const { id, email } = await registerUser(ctx.app);
    await ageChallenge(ctx.app, id, 'verify-email', { issuedMsAgo: 2 * 60_000 });
    const res = await forgot(email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: MESSAGES.unverifiedEmail,
      error_code: AUTH_ERROR_UNVERIFIED,
      error_id: id,
    });
    const mails = await mailsTo(ctx.app, email);
    expect(mails).toHaveLength(2);
    expect(mails.at(-1)?.subject).toMatch(/verification code/i);
    const verified = await call(ctx.app, 'POST', `/api/auth/verify-user/${id}`, {
      body: { otp: await latestCode(ctx.app, email) },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('refuses a wrong or expired reset code and leaves the password alone', async () => {
    const { id, email } = await verifiedUser(ctx.app);
    await forgot(email);
    const code = await latestCode(ctx.app, email);
    const wrong = await reset(id, otherCode(code));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { otp: 'That code is not correct. 4 tries left.' } });

    await ageChallenge(ctx.app, id, 'reset-password', { expiredMsAgo: 1 });
    const expired = await reset(id, code);
    expect(expired.json()).toMatchObject({
      errors: { otp: 'This code has expired. Please request a new one.' },
    });
    expect((await login(email, PASSWORD)).statusCode).toBe(200);

    // A resend gives a new code that works.
    await ageChallenge(ctx.app, id, 'reset-password', { issuedMsAgo: 2 * 60_000 });
    expect((await call(ctx.app, 'GET', `/api/auth/resend-otp/${id}`)).statusCode).toBe(200);
    expect((await reset(id, await latestCode(ctx.app, email))).statusCode).toBe(200);
  });

  it('lets the owner back in after a reset even when wrong passwords had locked the e-mail', async () => {
    const { id, email } = await verifiedUser(ctx.app);
    for (let i = 0; i < 5; i++) await login(email, `wrong ${i}`);
    expect((await login(email, PASSWORD)).statusCode).toBe(429);
    await forgot(email);
    expect((await reset(id, await latestCode(ctx.app, email))).statusCode).toBe(200);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('marks the e-mail verified by a reset (the code came by mail)', async () => {
    const { id, email } = await verifiedUser(ctx.app);
    await forgot(email);
    // As if the verification had been lost (say, set back by an admin): the reset's code proves the address again.
    await ctx.app.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', id).execute();
    expect((await reset(id, await latestCode(ctx.app, email))).statusCode).toBe(200);
    const row = await ctx.app.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.email_verified_at).not.toBeNull();
  });

  it('limits forgot-password per e-mail (3 in 10 minutes) and per address (5 in 10 minutes)', async () => {
    const nobody = uniqueEmail('nobody');
    const perEmail = [];
    for (let i = 0; i < 4; i++) perEmail.push((await forgot(nobody)).statusCode);
    expect(perEmail).toEqual([200, 200, 200, 429]);

    const ip = randomIp();
    const perIp = [];
    for (let i = 0; i < 6; i++) perIp.push((await forgot(uniqueEmail('nobody'), ip)).statusCode);
    expect(perIp).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limits wrong codes per account across new codes: 15 an hour', async () => {
    const { id, email } = await verifiedUser(ctx.app);
    await forgot(email);
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      const code = await latestCode(ctx.app, email);
      for (let i = 0; i < 5; i++) statuses.push((await reset(id, otherCode(code))).statusCode);
      await ageChallenge(ctx.app, id, 'reset-password', { issuedMsAgo: 2 * 60_000 });
      expect((await call(ctx.app, 'GET', `/api/auth/resend-otp/${id}`)).statusCode).toBe(200);
    }
    expect(statuses.every((s) => s === 422)).toBe(true);
    const blocked = await reset(id, await latestCode(ctx.app, email));
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(55 * 60);
  });
});
