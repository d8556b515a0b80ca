import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_UNVERIFIED, MESSAGES } from '@charity/shared';
import { testDatabases, useTestApp } from '../../../test/support/test-app.ts';
import { mailsTo, outboxSize } from '../../../test/support/mail-outbox.ts';
import {
  PASSWORD,
  ageChallenge,
  call,
  codeIn,
  latestCode,
  otherCode,
  registerBody,
  registerUser,
  sessionCookie,
  uniqueEmail,
  verifiedUser,
} from '../../../test/support/auth-test-kit.ts';

const MINUTE = 60_000;

describe.each(testDatabases)('register and verify on %s', (database) => {
  const ctx = useTestApp(database);

  it('registers, mails a code, verifies with it and is then logged in', async () => {
    const email = uniqueEmail();
    const res = await call(ctx.app, 'POST', '/api/auth/register', {
      body: registerBody(email.toUpperCase(), { phone: '+91 98450-12345' }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ user: Record<string, unknown>; message: string }>();
    expect(body.message).toBe(MESSAGES.unverifiedEmail);
    expect(body.user).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      email,
      first_name: 'Lakshmi',
      last_name: 'Narayan',
      phone: '+919845012345',
      email_verified: false,
    });
    expect(res.body).not.toContain('password');
    const id = body.user.id as string;

    const mails = await mailsTo(ctx.app, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/verification code/i);
    const code = codeIn(mails[0]?.text_body ?? '');
    expect(mails[0]?.subject).not.toContain(code);
    expect(mails[0]?.html_body).toContain(code);

    // Not logged in before verifying.
    expect((await call(ctx.app, 'GET', '/api/auth/me')).statusCode).toBe(401);

    const verified = await call(ctx.app, 'POST', `/api/auth/verify-user/${id}`, { body: { otp: code } });
    expect(verified.statusCode).toBe(200);
    const session = verified.json<{
      access_token: string;
      user: { email_verified: boolean };
      message: string;
    }>();
    expect(session.message).toBe(MESSAGES.emailVerified);
    expect(session.user.email_verified).toBe(true);
    expect(session.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = sessionCookie(verified);
    expect(cookie).toMatchObject({ value: session.access_token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy(); // PUBLIC_URL is http in tests

    const me = await call(ctx.app, 'GET', '/api/auth/me', { cookie: session.access_token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ data: { ...body.user, email_verified: true } });
    expect(me.headers['cache-control']).toBe('no-store');

    const row = await ctx.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.email_verified_at).not.toBeNull();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    // Only hashes are stored: neither the code nor the token appears in the database.
    const challenge = await ctx.app.db
      .selectFrom('otp_challenges')
      .selectAll()
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(challenge.code_hash).not.toContain(code);
    expect(challenge.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const tokens = await ctx.app.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', id)
      .execute();
    expect(tokens.map((t) => t.token_hash)).not.toContain(session.access_token);
  });

  it('refuses a wrong code with the tries left, and a code of another account', async () => {
    const { id, email } = await registerUser(ctx.app);
    const code = await latestCode(ctx.app, email);
    const wrong = await call(ctx.app, 'POST', `/api/auth/verify-user/${id}`, {
      body: { otp: otherCode(code) },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: MESSAGES.invalidInput,
      errors: { otp: 'That code is not correct. 4 tries left.' },
    });

    const other = await registerUser(ctx.app);
    const foreign = await call(ctx.app, 'POST', `/api/auth/verify-user/${other.id}`, { body: { otp: code } });
    expect(foreign.json<{ errors: { otp: string } }>().errors.otp).toBe(
      'That code is not correct. 4 tries left.',
    );

    // The right code still works after a wrong one.
    const right = await call(ctx.app, 'POST', `/api/auth/verify-user/${id}`, { body: { otp: code } });
    expect(right.statusCode).toBe(200);
  });

  it('refuses an expired code, even the right one', async () => {
    const { id, email } = await registerUser(ctx.app);
    const code = await latestCode(ctx.app, email);
    await ageChallenge(ctx.app, id, 'verify-email', { expiredMsAgo: 1000 });
    const res = await call(ctx.app, 'POST', `/api/auth/verify-user/${id}`, { body: { otp: code } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { otp: 'This code has expired. Please request a new one.' } });
  });

  it('takes a code once: verifying again answers Invalid ID, the account being verified', async () => {
    const { id, email } = await registerUser(ctx.app);
    const code = await latestCode(ctx.app, email);
    expect(
      (await call(ctx.app, 'POST', `/api/auth/verify-user/${id}`, { body: { otp: code } })).statusCode,
    ).toBe(200);
    const again = await call(ctx.app, 'POST', `/api/auth/verify-user/${id}`, { body: { otp: code } });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: MESSAGES.invalidId });
  });

  it('kills a code after 5 wrong tries until a new one is requested, which then works', async () => {
    const { id, email } = await registerUser(ctx.app);
    const code = await latestCode(ctx.app, email);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call(ctx.app, 'POST', `/api/auth/verify-user/${id}`, {
        body: { otp: otherCode(code) },
      });
      expect(res.statusCode).toBe(422);
      messages.push(res.json<{ errors: { otp: string } }>().errors.otp);
    }
    expect(messages).toEqual([
      'That code is not correct. 4 tries left.',
      'That code is not correct. 3 tries left.',
      'That code is not correct. 2 tries left.',
      'That code is not correct. 1 try left.',
      'Too many wrong codes. Please request a new code.',
    ]);
    const dead = await call(ctx.app, 'POST', `/api/auth/verify-user/${id}`, { body: { otp: code } });
    expect(dead.statusCode).toBe(422);
    expect(dead.json()).toMatchObject({
      errors: { otp: 'Too many wrong codes. Please request a new code.' },
    });

    await ageChallenge(ctx.app, id, 'verify-email', { issuedMsAgo: MINUTE });
    expect((await call(ctx.app, 'GET', `/api/auth/resend-otp/${id}`)).statusCode).toBe(200);
    const fresh = await latestCode(ctx.app, email);
    const ok = await call(ctx.app, 'POST', `/api/auth/verify-user/${id}`, { body: { otp: fresh } });
    expect(ok.statusCode).toBe(200);
  });

  it('counts parallel guesses: at most 5 are ever compared', async () => {
    const { id, email } = await registerUser(ctx.app);
    const code = await latestCode(ctx.app, email);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(ctx.app, 'POST', `/api/auth/verify-user/${id}`, {
          body: { otp: otherCode(String((Number(code) + i) % 1_000_000)) },
        }),
      ),
    );
    expect(guesses.every((g) => g.statusCode === 422)).toBe(true);
    const row = await ctx.app.db
      .selectFrom('otp_challenges')
      .select('attempts')
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    const right = await call(ctx.app, 'POST', `/api/auth/verify-user/${id}`, { body: { otp: code } });
    expect(right.json()).toMatchObject({
      errors: { otp: 'Too many wrong codes. Please request a new code.' },
    });
  });

  it('resends at most once a minute; the new code works and the old one does not', async () => {
    const { id, email } = await registerUser(ctx.app);
    const first = await latestCode(ctx.app, email);

    const tooSoon = await call(ctx.app, 'GET', `/api/auth/resend-otp/${id}`);
    expect(tooSoon.statusCode).toBe(429);
    const wait = Number(tooSoon.headers['retry-after']);
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    expect(tooSoon.json()).toEqual({ message: `Please wait ${wait} seconds before asking for a new code.` });
    expect(await mailsTo(ctx.app, email)).toHaveLength(1);

    await ageChallenge(ctx.app, id, 'verify-email', { issuedMsAgo: MINUTE + 1000 });
    const resent = await call(ctx.app, 'GET', `/api/auth/resend-otp/${id}`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ message: MESSAGES.otpSent });
    expect(await mailsTo(ctx.app, email)).toHaveLength(2);
    const second = await latestCode(ctx.app, email);

    expect((await call(ctx.app, 'GET', `/api/auth/resend-otp/${id}`)).statusCode).toBe(429);

    // Two random codes are equal once in a million; then "the old one" is the new one and works.
    if (second !== first) {
      const old = await call(ctx.app, 'POST', `/api/auth/verify-user/${id}`, { body: { otp: first } });
      expect(old.statusCode).toBe(422);
    }
    const ok = await call(ctx.app, 'POST', `/api/auth/verify-user/${id}`, { body: { otp: second } });
    expect(ok.statusCode).toBe(200);
  });

  it('answers resend for an unknown id like a real one, without sending anything', async () => {
    const id = randomUUID();
    const before = await outboxSize(ctx.app);
    const res = await call(ctx.app, 'GET', `/api/auth/resend-otp/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.otpSent });
    expect((await call(ctx.app, 'GET', `/api/auth/resend-otp/${id}`)).statusCode).toBe(429);
    expect(await outboxSize(ctx.app)).toBe(before);
  });

  it('answers 409 on the e-mail field to registering a verified address, in any letter case', async () => {
    const { email } = await verifiedUser(ctx.app);
    const res = await call(ctx.app, 'POST', '/api/auth/register', {
      body: registerBody(email.toUpperCase()),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'An account with this e-mail already exists. Please log in.',
      errors: { email: 'An account with this e-mail already exists. Please log in.' },
    });
  });

  it('answers AUTH_ERROR_0 to registering an unverified address, with a fresh code once a minute', async () => {
    const { id, email } = await registerUser(ctx.app);
    const first = await latestCode(ctx.app, email);

    const again = await call(ctx.app, 'POST', '/api/auth/register', { body: registerBody(email) });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({
      message: MESSAGES.unverifiedEmail,
      error_code: AUTH_ERROR_UNVERIFIED,
      error_id: id,
    });
    // The code mailed seconds ago is still in the inbox and still valid: no second mail within the minute.
    expect(await mailsTo(ctx.app, email)).toHaveLength(1);

    await ageChallenge(ctx.app, id, 'verify-email', { issuedMsAgo: MINUTE + 1000 });
    const later = await call(ctx.app, 'POST', '/api/auth/register', { body: registerBody(email) });
    expect(later.statusCode).toBe(403);
    expect(await mailsTo(ctx.app, email)).toHaveLength(2);
    const fresh = await latestCode(ctx.app, email);
    // As above: only a code that differs from the new one can be refused.
    if (fresh !== first) {
      expect(
        (await call(ctx.app, 'POST', `/api/auth/verify-user/${id}`, { body: { otp: first } })).statusCode,
      ).toBe(422);
    }
    expect(
      (await call(ctx.app, 'POST', `/api/auth/verify-user/${id}`, { body: { otp: fresh } })).statusCode,
    ).toBe(200);
    // Same password both times: it stays the account's password.
    const login = await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
  });

  it('registers an address once when two registrations race, and mails one code', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(ctx.app, 'POST', '/api/auth/register', { body: registerBody(email) })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 403, 403]);
    const users = await ctx.app.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(users).toHaveLength(1);
    expect(await mailsTo(ctx.app, email)).toHaveLength(1);
  });

  it('does not let a second registrant of an unverified address set its password', async () => {
    const { id, email } = await registerUser(ctx.app);
    const stranger = await call(ctx.app, 'POST', '/api/auth/register', {
      body: registerBody(email, { password: 'the strangers password', first_name: 'Mallory' }),
    });
    expect(stranger.statusCode).toBe(403);
    const code = await latestCode(ctx.app, email);
    const verified = await call(ctx.app, 'POST', `/api/auth/verify-user/${id}`, { body: { otp: code } });
    expect(verified.statusCode).toBe(200);
    // The account keeps the first registrant's name; neither password works now (the owner resets it).
    expect(verified.json<{ user: { first_name: string } }>().user.first_name).toBe('Lakshmi');
    for (const password of ['the strangers password', PASSWORD]) {
      const login = await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password } });
      expect(login.statusCode).toBe(401);
    }
  });

  it('answers Invalid ID to an unknown id and 422 to a malformed one', async () => {
    const unknown = await call(ctx.app, 'POST', `/api/auth/verify-user/${randomUUID()}`, {
      body: { otp: '123456' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MESSAGES.invalidId });

    for (const url of [
      '/api/auth/verify-user/not-a-uuid',
      '/api/auth/reset-password/123',
      '/api/auth/resend-otp/undefined',
    ]) {
      const res = await call(ctx.app, url.includes('resend') ? 'GET' : 'POST', url, {
        body: url.includes('resend') ? undefined : { otp: '123456', password: 'a long new password' },
      });
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toMatchObject({ errors: { id: 'Invalid ID' } });
    }
  });
});
