import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES, STAFF_SESSION_COOKIE, type ErrorBody, type Staff } from '@charity/shared';
import { createAccountLimiter } from '#src/services/rate-limit/account-limits.ts';
import { createFieldCipher, hashToken, randomToken } from '#src/shared/crypto.ts';
import { testDatabases, useTestApp } from '../../../test/support/test-app.ts';
import { mailsTo } from '../../../test/support/mail-outbox.ts';
import { inviteFirstAdminIfNeeded } from './first-admin.ts';
import { createInvitationsService } from './invitations-service.ts';
import {
  STAFF_PASSWORD,
  adminCall,
  auditRows,
  enrol,
  firstAdmin,
  invitationToken,
  mailedInvitation,
  member,
  randomIp,
  secretOf,
  totp,
  uniqueEmail,
  type Enrolled,
} from '../../../test/support/staff-test-kit.ts';

type ConfirmBody = { access_token: string; staff: Staff; data: { recovery_codes: string[] } };
type LoginBody = { access_token: string; staff: Staff };

describe.each(testDatabases)('staff invitations and sign-in on %s', (database) => {
  const ctx = useTestApp(database, { env: { PUBLIC_URL: 'https://trust.example' } });
  let admin: Enrolled;
  beforeAll(async () => {
    admin = await firstAdmin(ctx.app);
  });

  const login = (body: { email: string; password?: string; code: string }, ip = randomIp()) =>
    adminCall(ctx.app, 'POST', '/api/admin/auth/login', { body: { password: STAFF_PASSWORD, ...body }, ip });

  it('mails the first admin an invitation once, with a link under PUBLIC_URL', async () => {
    const mails = await mailsTo(ctx.app, admin.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toMatch(/https:\/\/trust\.example\/admin\/invitation\/[A-Za-z0-9_-]{43}/);
    expect(admin.staff).toMatchObject({ role: 'admin', email: admin.email, name: 'First Admin' });
    // An admin exists now: another start invites nobody.
    expect(await inviteFirstAdminIfNeeded(ctx.app, uniqueEmail('second'))).toBeNull();
  });

  it('accepts an invitation once: both steps refuse a used link', async () => {
    const editor = await member(ctx.app, admin, 'editor');
    const token = await mailedInvitation(ctx.app, editor.email);
    const again = await adminCall(ctx.app, 'POST', `/api/admin/auth/invitations/${token}`, {
      body: { name: 'Someone', password: STAFF_PASSWORD },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json<ErrorBody>().message).toBe(STAFF_MESSAGES.invitationInvalid);
    const confirm = await adminCall(ctx.app, 'POST', `/api/admin/auth/invitations/${token}/totp`, {
      body: { code: await totp(editor.secret) },
    });
    expect(confirm.statusCode).toBe(404);
  });

  it('lets an invitation expire after 48 hours (clock injected into the service)', async () => {
    const invite = (hoursAgo: number) => {
      const service = createInvitationsService({
        db: ctx.app.db,
        cipher: createFieldCipher(ctx.config.appSecret),
        limiter: createAccountLimiter({ redis: null, log: ctx.app.log }),
        publicUrl: ctx.config.publicUrl,
        now: () => new Date(Date.now() - hoursAgo * 3_600_000),
      });
      return service.invite(
        { email: uniqueEmail('clock'), role: 'editor' },
        { staffId: admin.staff.id, ip: null },
      );
    };
    const expired = invitationToken((await invite(48.1)).url);
    const live = invitationToken((await invite(47.9)).url);
    const body = { name: 'Clocked', password: STAFF_PASSWORD };
    expect(
      (await adminCall(ctx.app, 'POST', `/api/admin/auth/invitations/${expired}`, { body })).statusCode,
    ).toBe(404);
    expect(
      (await adminCall(ctx.app, 'POST', `/api/admin/auth/invitations/${live}`, { body })).statusCode,
    ).toBe(200);
  });

  it('refuses short and easily guessed passwords with 422 under password, saying why', async () => {
    const email = `new.member.${uniqueEmail('pw').split('@')[0]!.slice(3)}@example.org`;
    await adminCall(ctx.app, 'POST', '/api/admin/staff', {
      token: admin.token,
      body: { email, role: 'finance' },
    });
    const token = await mailedInvitation(ctx.app, email);
    // The invitation's page reads what it offers, to say which role; an unknown link is 404.
    const offer = await adminCall(ctx.app, 'GET', `/api/admin/auth/invitations/${token}`);
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json<{ data: { email: string; role: string } }>().data).toMatchObject({
      email,
      role: 'finance',
    });
    expect(
      (await adminCall(ctx.app, 'GET', `/api/admin/auth/invitations/${'x'.repeat(43)}`)).statusCode,
    ).toBe(404);
    const accept = (password: string) =>
      adminCall(ctx.app, 'POST', `/api/admin/auth/invitations/${token}`, { body: { name: 'P', password } });
    const short = await accept('short pass');
    expect(short.statusCode).toBe(422);
    expect(short.json<ErrorBody>().errors?.password).toBe(STAFF_MESSAGES.passwordTooShort);
    const refusals: [string, string][] = [
      ['123456789012', 'This is a commonly used password.'],
      ['abcdefghijkl', 'Common character sequences like "abc" are easy to guess.'],
      // The trust's own name, and the invitee's own address, are the first guesses of anyone who targets the site.
      ['saimayeetrust', STAFF_MESSAGES.passwordPersonal],
      [email, STAFF_MESSAGES.passwordPersonal],
      ['LeaveMeAlone', 'This is a commonly used password.'],
      ['password12345678', 'This is similar to a commonly used password.'],
      // A word with a year and symbols on its end: no single warning, but still easy to guess.
      ['Sunshine2024!!!!', STAFF_MESSAGES.passwordHint],
      ['aaaaaaaaaaaaaaaa', 'Repeated characters like "aaa" are easy to guess.'],
    ];
    for (const [weak, why] of refusals) {
      const refused = await accept(weak);
      expect(refused.statusCode, weak).toBe(422);
      const message = refused.json<ErrorBody>().errors?.password;
      expect(message, weak).toMatch(new RegExp(`^${STAFF_MESSAGES.passwordWeak.replace('.', '\\.')} \\S`));
      expect(message, weak).toContain(why);
    }
    // A few unrelated words pass.
    expect((await accept('lantern pebble monsoon 42')).statusCode).toBe(200);
  });

  it('enrols only with a correct code from the secret it handed out, after step one', async () => {
    const email = uniqueEmail('code');
    await adminCall(ctx.app, 'POST', '/api/admin/staff', {
      token: admin.token,
      body: { email, role: 'finance' },
    });
    const token = await mailedInvitation(ctx.app, email);
    const early = await adminCall(ctx.app, 'POST', `/api/admin/auth/invitations/${token}/totp`, {
      body: { code: '123456' },
    });
    expect(early.statusCode).toBe(422);
    expect(early.json<ErrorBody>().errors?.code).toBe(STAFF_MESSAGES.enrolFirst);

    const accept = await adminCall(ctx.app, 'POST', `/api/admin/auth/invitations/${token}`, {
      body: { name: 'Coder', password: STAFF_PASSWORD },
    });
    const url = accept.json<{ data: { otpauth_url: string } }>().data.otpauth_url;
    expect(url).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    const secret = secretOf(url);
    const right = await totp(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await adminCall(ctx.app, 'POST', `/api/admin/auth/invitations/${token}/totp`, {
      body: { code: wrong },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().errors?.code).toBe(STAFF_MESSAGES.wrongCode);
    const bad = await adminCall(ctx.app, 'POST', `/api/admin/auth/invitations/${token}/totp`, {
      body: { code: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<ErrorBody>().errors?.code).toBeDefined();

    const ok = await adminCall(ctx.app, 'POST', `/api/admin/auth/invitations/${token}/totp`, {
      body: { code: right },
    });
    expect(ok.statusCode).toBe(200);
    const body = ok.json<ConfirmBody>();
    expect(body.staff).toMatchObject({ email, role: 'finance', name: 'Coder' });
    expect(body.data.recovery_codes).toHaveLength(10);
    expect(new Set(body.data.recovery_codes).size).toBe(10);
    // Stored hashed: no code appears in the database.
    const stored = await ctx.app.db.selectFrom('staff_recovery_codes').select('code_hash').execute();
    for (const code of body.data.recovery_codes) {
      expect(stored.map((s) => s.code_hash)).not.toContain(code);
    }
    // The TOTP secret is sealed with the field cipher.
    const row = await ctx.app.db
      .selectFrom('staff')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(secret);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('signs in with password and TOTP: HttpOnly cookie scoped to /api/admin, Bearer works too', async () => {
    const finance = await member(ctx.app, admin, 'finance');
    const response = await login({
      email: finance.email.toUpperCase(),
      code: await totp(finance.secret, 30),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<LoginBody>();
    expect(body.staff).toEqual({
      id: finance.staff.id,
      name: 'Test finance',
      email: finance.email,
      role: 'finance',
    });
    const cookie = response.cookies.find((c) => c.name === STAFF_SESSION_COOKIE);
    expect(cookie).toMatchObject({
      value: body.access_token,
      path: '/api/admin',
      httpOnly: true,
      secure: true,
    });
    expect(cookie?.sameSite?.toLowerCase()).toBe('strict');
    expect(cookie?.maxAge).toBe(12 * 60 * 60);

    const byCookie = await adminCall(ctx.app, 'GET', '/api/admin/auth/me', { cookie: body.access_token });
    expect(byCookie.json<unknown>()).toEqual({ data: body.staff });
    const byBearer = await adminCall(ctx.app, 'GET', '/api/admin/auth/me', { token: body.access_token });
    expect(byBearer.statusCode).toBe(200);
    expect((await auditRows(ctx.app, 'sign-in')).some((r) => r.staff_id === finance.staff.id)).toBe(true);
  });

  it('gives one generic 401 for any wrong part, and audits each failure', async () => {
    const coordinator = await member(ctx.app, admin, 'coordinator');
    const code = await totp(coordinator.secret, 30);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const answers = [
      await login({ email: coordinator.email, password: 'not the password at all', code }),
      await login({ email: coordinator.email, code: wrongCode }),
      await login({ email: uniqueEmail('nobody'), code }),
      await login({ email: coordinator.email, code: 'abcd-efgh-jkmn-pqrs' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json<unknown>()).toEqual({ message: STAFF_MESSAGES.signInFailed });
    }
    const failures = await auditRows(ctx.app, 'sign-in-failed');
    expect(failures.filter((r) => r.record_id === coordinator.staff.id)).toHaveLength(3);
    // The audit row says why, never what was typed.
    expect(failures.map((r) => r.after).join()).not.toContain('not the password');
  });

  it('refuses a TOTP code already used (replay), even within its window', async () => {
    const editor = await member(ctx.app, admin, 'editor');
    const code = await totp(editor.secret, 30);
    expect((await login({ email: editor.email, code })).statusCode).toBe(200);
    expect((await login({ email: editor.email, code })).statusCode).toBe(401);
    // The code that confirmed enrolment is spent too.
    const enrolCode = await totp(editor.secret);
    expect((await login({ email: editor.email, code: enrolCode })).statusCode).toBe(401);
  });

  it('accepts each recovery code once', async () => {
    const editor = await member(ctx.app, admin, 'editor');
    const [first, second] = editor.recoveryCodes;
    const signIn = await login({ email: editor.email, code: first!.toUpperCase() });
    expect(signIn.statusCode).toBe(200);
    expect((await login({ email: editor.email, code: first! })).statusCode).toBe(401);
    expect((await login({ email: editor.email, code: second! })).statusCode).toBe(200);
    const used = await ctx.app.db
      .selectFrom('staff_recovery_codes')
      .select('used_at')
      .where('staff_id', '=', editor.staff.id)
      .where('used_at', 'is not', null)
      .execute();
    expect(used).toHaveLength(2);
  });

  it('locks an account after 5 failed sign-ins, even for the right password and code', async () => {
    const editor = await member(ctx.app, admin, 'editor');
    for (let i = 0; i < 5; i++) {
      expect(
        (await login({ email: editor.email, password: `wrong password ${i}!`, code: '123456' })).statusCode,
      ).toBe(401);
    }
    const locked = await login({ email: editor.email, code: await totp(editor.secret, 30) });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts parallel sign-ins before the password is checked: with the right password and wrong codes, 5 get 401', async () => {
    const editor = await member(ctx.app, admin, 'editor');
    const code = await totp(editor.secret, 30);
    const wrongCode = code === '000000' ? '111111' : '000000';
    // From a different address each, all at once: only the account's budget can stop them.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login({ email: editor.email, code: wrongCode })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(7).fill(429)]);
    for (const answer of answers.filter((a) => a.statusCode === 429)) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    const wrongCodes = (await auditRows(ctx.app, 'sign-in-failed')).filter(
      (row) => row.record_id === editor.staff.id && row.after?.includes('wrong-code'),
    );
    expect(wrongCodes).toHaveLength(5);
    // Still locked for the right code too.
    expect((await login({ email: editor.email, code })).statusCode).toBe(429);
  });

  it('counts parallel enrolment codes before checking them: 10 wrong codes per invitation, then 429', async () => {
    const email = uniqueEmail('enrol-race');
    await adminCall(ctx.app, 'POST', '/api/admin/staff', {
      token: admin.token,
      body: { email, role: 'editor' },
    });
    const token = await mailedInvitation(ctx.app, email);
    const accept = await adminCall(ctx.app, 'POST', `/api/admin/auth/invitations/${token}`, {
      body: { name: 'Racer', password: STAFF_PASSWORD },
    });
    const right = await totp(secretOf(accept.json<{ data: { otpauth_url: string } }>().data.otpauth_url));
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 14 }, () =>
        adminCall(ctx.app, 'POST', `/api/admin/auth/invitations/${token}/totp`, { body: { code: wrong } }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(422), ...Array<number>(4).fill(429)]);
  });

  it('limits sign-in attempts per IP address', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await login({ email: uniqueEmail('ip'), code: '123456' }, ip)).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('keeps donor and staff sessions apart', async () => {
    await ctx.app.db
      .insertInto('users')
      .values({
        id: '7f9c2b1e-0d4a-4c1b-9e8f-3a2b1c0d9e8f',
        email: uniqueEmail('donor'),
        password_hash: 'x',
        first_name: 'D',
        last_name: 'D',
        phone: null,
        email_verified_at: new Date().toISOString(),
      })
      .execute();
    // A live donor session, as the donors' login stores it (a SHA-256 of the token).
    const donorToken = randomToken();
    await ctx.app.db
      .insertInto('sessions')
      .values({
        user_id: '7f9c2b1e-0d4a-4c1b-9e8f-3a2b1c0d9e8f',
        token_hash: hashToken(donorToken),
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        revoked_at: null,
      })
      .execute();
    const donorOnAdmin = await adminCall(ctx.app, 'GET', '/api/admin/auth/me', { token: donorToken });
    expect(donorOnAdmin.statusCode).toBe(401);
    const donorCookie = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      cookies: { sm_session: donorToken },
    });
    expect(donorCookie.statusCode).toBe(401);
    const staffOnDonor = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(staffOnDonor.statusCode).toBe(401);
  });

  it('signs out: the session stops working and the cookie is cleared', async () => {
    const editor = await member(ctx.app, admin, 'editor');
    const out = await adminCall(ctx.app, 'POST', '/api/admin/auth/logout', { cookie: editor.token });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === STAFF_SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect((await adminCall(ctx.app, 'GET', '/api/admin/auth/me', { token: editor.token })).statusCode).toBe(
      401,
    );
    expect((await auditRows(ctx.app, 'sign-out')).some((r) => r.staff_id === editor.staff.id)).toBe(true);
  });

  it('re-inviting a member resets their two-factor: old factor and sessions die, the new link restores access', async () => {
    const finance = await member(ctx.app, admin, 'finance');
    const reinvite = await adminCall(ctx.app, 'POST', '/api/admin/staff', {
      token: admin.token,
      body: { email: finance.email, role: 'finance' },
    });
    expect(reinvite.statusCode).toBe(201);
    expect((await adminCall(ctx.app, 'GET', '/api/admin/auth/me', { token: finance.token })).statusCode).toBe(
      401,
    );
    expect((await login({ email: finance.email, code: await totp(finance.secret, 30) })).statusCode).toBe(
      401,
    );
    expect((await login({ email: finance.email, code: finance.recoveryCodes[0]! })).statusCode).toBe(401);

    const again = await enrol(
      ctx.app,
      await mailedInvitation(ctx.app, finance.email),
      finance.email,
      'Renewed',
    );
    expect(again.staff.id).toBe(finance.staff.id);
    expect((await auditRows(ctx.app, 'reset-two-factor')).some((r) => r.record_id === finance.staff.id)).toBe(
      true,
    );
  });
});
