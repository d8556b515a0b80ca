import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  RECOVERY_CODE_COUNT,
  STAFF_MESSAGES,
  type ErrorBody,
  type accountSessionsResponseSchema,
  type newRecoveryCodesResponseSchema,
} from '@charity/shared';
import { testDatabases, useTestApp } from '../../../test/support/test-app.ts';
import {
  adminCall,
  auditRows,
  firstAdmin,
  member,
  STAFF_PASSWORD,
  type Enrolled,
} from '../../../test/support/staff-test-kit.ts';

type Sessions = z.infer<typeof accountSessionsResponseSchema>;
type Codes = z.infer<typeof newRecoveryCodesResponseSchema>;

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'mango monsoon lantern ferry 42';

/** "My account" (docs/product/console.md "My account"): a member's own password, recovery codes and sessions. */
describe.each(testDatabases)('my account on %s', (database) => {
  const ctx = useTestApp(database, { env: { PUBLIC_URL: 'https://www.saimayee.example' } });
  let admin: Enrolled;
  let editor: Enrolled;
  /** The editor's recovery codes still unused: each extra sign-in spends one. */
  let codes: string[];
  let password = STAFF_PASSWORD;

  beforeAll(async () => {
    admin = await firstAdmin(ctx.app);
    editor = await member(ctx.app, admin, 'editor');
    codes = [...editor.recoveryCodes];
  });

  /** Another session of the editor, signed in with a recovery code from `userAgent`. */
  async function signInAgain(userAgent = FIREFOX_WINDOWS): Promise<string> {
    const code = codes.shift()!;
    const response = await adminCall(ctx.app, 'POST', '/api/admin/auth/login', {
      body: { email: editor.email, password, code },
      headers: { 'user-agent': userAgent },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ access_token: string }>().access_token;
  }

  const me = (token: string) => adminCall(ctx.app, 'GET', '/api/admin/auth/me', { cookie: token });
  const sessions = async (token: string) => {
    const response = await adminCall(ctx.app, 'GET', '/api/admin/account/sessions', { cookie: token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Sessions>().data;
  };

  it('lists my live sessions with the browser in plain words, this one marked; 401 without a session', async () => {
    const phone = await signInAgain(SAFARI_IPHONE);
    const list = await sessions(phone);
    expect(list.length).toBeGreaterThanOrEqual(2);
    const [newest] = list;
    expect(newest).toMatchObject({ device: 'Safari on iPhone', current: true });
    expect(newest!.ip).toMatch(/^10\./);
    expect(newest!.last_seen_at).not.toBeNull();
    expect(list.filter((s) => s.current)).toHaveLength(1);
    // The admin's sessions are not among the editor's.
    const adminIds = (await sessions(admin.token)).map((s) => s.id);
    expect(list.map((s) => s.id).filter((id) => adminIds.includes(id))).toEqual([]);
    expect((await adminCall(ctx.app, 'GET', '/api/admin/account/sessions')).statusCode).toBe(401);
  });

  it('ends one of my sessions (its cookie then gets 401); another member’s session or an ended one is 404', async () => {
    const other = await signInAgain();
    const otherId = (await sessions(other)).find((s) => s.current)!.id;
    const adminSessionId = (await sessions(admin.token)).find((s) => s.current)!.id;

    const foreign = await adminCall(ctx.app, 'DELETE', `/api/admin/account/sessions/${adminSessionId}`, {
      cookie: editor.token,
    });
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect((await me(admin.token)).statusCode).toBe(200);

    const ended = await adminCall(ctx.app, 'DELETE', `/api/admin/account/sessions/${otherId}`, {
      cookie: editor.token,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json<{ message: string }>().message).toBe(STAFF_MESSAGES.sessionEnded);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(editor.token)).statusCode).toBe(200);
    const again = await adminCall(ctx.app, 'DELETE', `/api/admin/account/sessions/${otherId}`, {
      cookie: editor.token,
    });
    expect(again.statusCode).toBe(404);
    const [entry] = await auditRows(ctx.app, 'session-ended');
    expect(entry).toMatchObject({ staff_id: editor.staff.id, resource: 'staff' });
    expect(JSON.parse(entry!.after!)).toEqual({ session_id: otherId });
  });

  it('ends all my other sessions and keeps this one', async () => {
    const [one, two] = [await signInAgain(), await signInAgain()];
    const response = await adminCall(ctx.app, 'POST', '/api/admin/account/sessions/end-others', {
      cookie: editor.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: { ended: number } }>().data.ended).toBeGreaterThanOrEqual(2);
    expect((await me(one)).statusCode).toBe(401);
    expect((await me(two)).statusCode).toBe(401);
    expect((await me(editor.token)).statusCode).toBe(200);
    expect((await sessions(editor.token)).map((s) => s.current)).toEqual([true]);
    expect((await me(admin.token)).statusCode).toBe(200);
  });

  it('refuses a password change with a wrong current password (422 on the field) or a weak new one', async () => {
    const wrong = await adminCall(ctx.app, 'POST', '/api/admin/account/password', {
      cookie: editor.token,
      body: { current_password: 'not my password at all', new_password: NEW_PASSWORD },
    });
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(wrong.json<ErrorBody>().errors).toEqual({ current_password: STAFF_MESSAGES.currentPasswordWrong });

    const weak = await adminCall(ctx.app, 'POST', '/api/admin/account/password', {
      cookie: editor.token,
      body: { current_password: password, new_password: 'Bangalore@2026' },
    });
    expect(weak.statusCode, weak.body).toBe(422);
    expect(weak.json<ErrorBody>().errors?.new_password).toMatch(/^This password is too easy to guess\./);

    const short = await adminCall(ctx.app, 'POST', '/api/admin/account/password', {
      cookie: editor.token,
      body: { current_password: password, new_password: 'short' },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json<ErrorBody>().errors?.new_password).toBe(STAFF_MESSAGES.passwordTooShort);
    expect(await auditRows(ctx.app, 'password-changed')).toEqual([]);
  });

  it('changes the password: other sessions end, this one stays, the new password signs in', async () => {
    const other = await signInAgain();
    const response = await adminCall(ctx.app, 'POST', '/api/admin/account/password', {
      cookie: editor.token,
      body: { current_password: password, new_password: NEW_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(editor.token)).statusCode).toBe(200);

    const old = await adminCall(ctx.app, 'POST', '/api/admin/auth/login', {
      body: { email: editor.email, password, code: codes[0] },
    });
    expect(old.statusCode).toBe(401);
    password = NEW_PASSWORD;
    await signInAgain();
    const [entry] = await auditRows(ctx.app, 'password-changed');
    expect(entry).toMatchObject({ staff_id: editor.staff.id, resource: 'staff', record_id: editor.staff.id });
    expect(JSON.stringify(entry)).not.toContain(NEW_PASSWORD);
  });

  it('makes ten new recovery codes with the current password; the old ones stop working', async () => {
    const wrong = await adminCall(ctx.app, 'POST', '/api/admin/account/recovery-codes', {
      cookie: editor.token,
      body: { current_password: 'not my password at all' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<ErrorBody>().errors).toEqual({ current_password: STAFF_MESSAGES.currentPasswordWrong });

    const response = await adminCall(ctx.app, 'POST', '/api/admin/account/recovery-codes', {
      cookie: editor.token,
      body: { current_password: password },
    });
    expect(response.statusCode, response.body).toBe(200);
    const fresh = response.json<Codes>().data.recovery_codes;
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);

    const old = await adminCall(ctx.app, 'POST', '/api/admin/auth/login', {
      body: { email: editor.email, password, code: codes[0] },
    });
    expect(old.statusCode).toBe(401);
    codes = fresh;
    await signInAgain();
    expect(await auditRows(ctx.app, 'recovery-codes-replaced')).toHaveLength(1);
  });

  it('refuses a write from another site with the cookie (403) and counts wrong current passwords (429)', async () => {
    const crossSite = await adminCall(ctx.app, 'POST', '/api/admin/account/sessions/end-others', {
      cookie: editor.token,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);

    // The admin's own budget: five wrong current passwords in 15 minutes, then 429 even with the right one.
    for (let i = 0; i < 5; i++) {
      const wrong = await adminCall(ctx.app, 'POST', '/api/admin/account/recovery-codes', {
        cookie: admin.token,
        body: { current_password: `wrong guess ${i}` },
      });
      expect(wrong.statusCode).toBe(422);
    }
    const limited = await adminCall(ctx.app, 'POST', '/api/admin/account/recovery-codes', {
      cookie: admin.token,
      body: { current_password: STAFF_PASSWORD },
    });
    expect(limited.statusCode).toBe(429);
  });
});
