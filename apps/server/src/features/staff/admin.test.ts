import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  STAFF_MESSAGES,
  STAFF_ROLES,
  type StaffRole,
  type ErrorBody,
  type dashboardResponseSchema,
  type pendingInvitationsResponseSchema,
  type staffListResponseSchema,
  type staffMeResponseSchema,
  type updateStaffResponseSchema,
} from '@charity/shared';
import { testDatabases, useTestApp, useTestCast } from '../../../test/support/test-app.ts';
import {
  adminCall,
  auditRows,
  mailedInvitation,
  member,
  totp,
  uniqueEmail,
  type Enrolled,
  everyRole,
} from '../../../test/support/staff-test-kit.ts';

type StaffList = z.infer<typeof staffListResponseSchema>;
type StaffUpdate = z.infer<typeof updateStaffResponseSchema>;
type StaffMe = z.infer<typeof staffMeResponseSchema>;
type DashboardBody = z.infer<typeof dashboardResponseSchema>;
type Invitations = z.infer<typeof pendingInvitationsResponseSchema>;

describe.each(testDatabases)('staff administration on %s', (database) => {
  const ctx = useTestApp(database);
  const members = useTestCast(ctx, everyRole);
  let admin: Enrolled;
  beforeAll(async () => {
    admin = members.admin;
  });

  /** The URL of a new invitation nobody has accepted, for the routes that withdraw one. */
  async function openInvitationUrl(): Promise<string> {
    const email = uniqueEmail('pending');
    const invite = await adminCall(ctx.app, 'POST', '/api/admin/staff', {
      token: admin.token,
      body: { email, role: 'editor' },
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const { id } = await ctx.app.db
      .selectFrom('staff_invitations')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return `/api/admin/staff/invitations/${id}`;
  }

  describe('the role matrix', () => {
    // Every admin route of this feature, with a request that succeeds for a role that may use it.
    const routes: Array<{
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
      url: () => string;
      /** For a route that uses up its record: makes a new one and returns the URL to call. */
      prepare?: () => Promise<string>;
      label?: string;
      body?: () => unknown;
      roles: StaffRole[] | 'any';
    }> = [
      { method: 'GET', url: () => '/api/admin/auth/me', roles: 'any' },
      { method: 'GET', url: () => '/api/admin/dashboard', roles: 'any' },
      { method: 'GET', url: () => '/api/admin/staff', roles: ['admin'] },
      {
        method: 'POST',
        url: () => '/api/admin/staff',
        body: () => ({ email: uniqueEmail('matrix'), role: 'editor' }),
        roles: ['admin'],
      },
      { method: 'GET', url: () => '/api/admin/staff/invitations', roles: ['admin'] },
      {
        method: 'DELETE',
        url: () => '/api/admin/staff/invitations/{id}',
        prepare: openInvitationUrl,
        roles: ['admin'],
      },
      {
        method: 'PATCH',
        url: () => `/api/admin/staff/${members.coordinator.staff.id}`,
        label: '/api/admin/staff/{id}',
        body: () => ({ role: 'coordinator' }),
        roles: ['admin'],
      },
      { method: 'GET', url: () => '/api/admin/audit', roles: ['admin'] },
      { method: 'GET', url: () => '/api/admin/settings', roles: ['admin'] },
      {
        method: 'PATCH',
        url: () => '/api/admin/settings',
        body: () => ({ site: { tagline: 'Serving since 2004' } }),
        roles: ['admin'],
      },
    ];

    for (const route of routes) {
      for (const role of [...STAFF_ROLES, 'nobody'] as const) {
        const allowed = role !== 'nobody' && (route.roles === 'any' || route.roles.includes(role));
        const expected = role === 'nobody' ? 401 : allowed ? 'success' : 403;
        it(`${route.method} ${route.label ?? route.url()} as ${role} → ${expected}`, async () => {
          const url = route.prepare ? await route.prepare() : route.url();
          const response = await adminCall(ctx.app, route.method, url, {
            ...(role === 'nobody' ? {} : { token: members[role].token }),
            ...(route.body ? { body: route.body() } : {}),
          });
          if (expected === 'success') {
            expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
            expect(response.statusCode, response.body).toBeLessThan(300);
          } else {
            expect(response.statusCode).toBe(expected);
            expect(response.json<ErrorBody>().message).toBe(
              expected === 401 ? STAFF_MESSAGES.signInRequired : STAFF_MESSAGES.forbidden,
            );
          }
        });
      }
    }
  });

  it('documents every route in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/api/admin/auth/invitations/{token}',
      '/api/admin/auth/invitations/{token}/totp',
      '/api/admin/auth/login',
      '/api/admin/auth/logout',
      '/api/admin/auth/me',
      '/api/admin/staff',
      '/api/admin/staff/{id}',
      '/api/admin/audit',
      '/api/admin/settings',
      '/api/admin/dashboard',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });

  it('lists staff in the list envelope', async () => {
    const response = await adminCall(ctx.app, 'GET', '/api/admin/staff', { token: admin.token });
    const body = response.json<StaffList>();
    expect(body.meta).toMatchObject({ page: 1, per_page: 100 });
    expect(body.meta.total).toBeGreaterThanOrEqual(4);
    expect(body.data[0]).toMatchObject({
      id: admin.staff.id,
      role: 'admin',
      disabled: false,
      disabled_at: null,
    });
    expect(body.data[0]).not.toHaveProperty('password_hash');
  });

  it('answers 422 with errors.<field> for bad fields and 404 for an unknown id', async () => {
    const bad = await adminCall(ctx.app, 'POST', '/api/admin/staff', {
      token: admin.token,
      body: { email: 'not-an-email', role: 'chief' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<ErrorBody>().errors ?? {})).toEqual(
      expect.arrayContaining(['email', 'role']),
    );
    const unknown = await adminCall(
      ctx.app,
      'PATCH',
      '/api/admin/staff/0b6e8f7a-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
      {
        token: admin.token,
        body: { role: 'editor' },
      },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('lists the invitations nobody has accepted, and withdraws one so that its link stops working', async () => {
    const listed = async () =>
      (
        await adminCall(ctx.app, 'GET', '/api/admin/staff/invitations', { token: admin.token })
      ).json<Invitations>().data;
    const newcomer = uniqueEmail('newcomer');
    await adminCall(ctx.app, 'POST', '/api/admin/staff', {
      token: admin.token,
      body: { email: newcomer, role: 'finance' },
    });
    // A reset for an existing member is an open invitation too, flagged as such (it ends their sessions, so not
    // one of the shared members').
    const coordinator = await member(ctx.app, admin, 'coordinator');
    await adminCall(ctx.app, 'POST', '/api/admin/staff', {
      token: admin.token,
      body: { email: coordinator.email, role: 'coordinator' },
    });
    const [reset, fresh] = await listed();
    expect(fresh).toMatchObject({ email: newcomer, role: 'finance', expired: false, reset: false });
    expect(reset).toMatchObject({
      email: coordinator.email,
      role: 'coordinator',
      expired: false,
      reset: true,
    });
    // Accepted invitations are not listed.
    expect((await listed()).map((i) => i.email)).not.toContain(members.editor.email);

    const token = await mailedInvitation(ctx.app, newcomer);
    const withdraw = await adminCall(ctx.app, 'DELETE', `/api/admin/staff/invitations/${fresh!.id}`, {
      token: admin.token,
    });
    expect(withdraw.statusCode, withdraw.body).toBe(200);
    expect(withdraw.json<{ message: string }>().message).toBe(STAFF_MESSAGES.invitationWithdrawn);
    expect((await listed()).map((i) => i.email)).not.toContain(newcomer);
    const accept = await adminCall(ctx.app, 'POST', `/api/admin/auth/invitations/${token}`, {
      body: { name: 'Too Late', password: 'a long enough passphrase 77' },
    });
    expect(accept.statusCode).toBe(404);
    const entry = (await auditRows(ctx.app, 'withdraw-invitation')).find(
      (r) => r.record_id === String(fresh!.id),
    );
    expect(entry).toMatchObject({ staff_id: admin.staff.id, resource: 'staff-invitation' });
    expect(JSON.parse(entry!.before!)).toMatchObject({ email: newcomer, role: 'finance' });

    // Gone, or never there: 404, and no audit row.
    const auditBefore = (await auditRows(ctx.app)).length;
    for (const id of [fresh!.id, 999999]) {
      const again = await adminCall(ctx.app, 'DELETE', `/api/admin/staff/invitations/${id}`, {
        token: admin.token,
      });
      expect(again.statusCode).toBe(404);
    }
    expect(await auditRows(ctx.app)).toHaveLength(auditBefore);
  });

  it('flags an invitation whose 48 hours have passed as expired', async () => {
    const late = uniqueEmail('late');
    await adminCall(ctx.app, 'POST', '/api/admin/staff', {
      token: admin.token,
      body: { email: late, role: 'editor' },
    });
    await ctx.app.db
      .updateTable('staff_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', late)
      .execute();
    const { data } = (
      await adminCall(ctx.app, 'GET', '/api/admin/staff/invitations', { token: admin.token })
    ).json<Invitations>();
    expect(data.find((i) => i.email === late)).toMatchObject({ expired: true });
  });

  it('disabling ends the sessions at once and is audited; a disabled member cannot sign in', async () => {
    const editor = await member(ctx.app, admin, 'editor');
    expect((await adminCall(ctx.app, 'GET', '/api/admin/auth/me', { token: editor.token })).statusCode).toBe(
      200,
    );
    const disable = await adminCall(ctx.app, 'PATCH', `/api/admin/staff/${editor.staff.id}`, {
      token: admin.token,
      body: { disabled: true },
    });
    expect(disable.statusCode, disable.body).toBe(200);
    expect(disable.json<StaffUpdate>().data).toMatchObject({ disabled: true });
    expect((await adminCall(ctx.app, 'GET', '/api/admin/auth/me', { token: editor.token })).statusCode).toBe(
      401,
    );
    const signIn = await adminCall(ctx.app, 'POST', '/api/admin/auth/login', {
      body: {
        email: editor.email,
        password: 'seva is its own reward 108',
        code: await totp(editor.secret, 30),
      },
    });
    expect(signIn.statusCode).toBe(401);
    const entry = (await auditRows(ctx.app, 'disable')).find((r) => r.record_id === editor.staff.id);
    expect(entry).toMatchObject({ staff_id: admin.staff.id, resource: 'staff' });
    expect(JSON.parse(entry!.after!)).toMatchObject({ disabled_at: expect.any(String) });
  });

  it('refuses a disabled member on the very next request, even with a session left unrevoked', async () => {
    const finance = await member(ctx.app, admin, 'finance');
    // Behind the API's back: the session row stays live, only the staff row says disabled.
    await ctx.app.db
      .updateTable('staff')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', finance.staff.id)
      .execute();
    const response = await adminCall(ctx.app, 'GET', '/api/admin/dashboard', { token: finance.token });
    expect(response.statusCode).toBe(401);
  });

  it('audits a role change with the record before and after', async () => {
    const coordinator = await member(ctx.app, admin, 'coordinator');
    const change = await adminCall(ctx.app, 'PATCH', `/api/admin/staff/${coordinator.staff.id}`, {
      token: admin.token,
      body: { role: 'finance' },
    });
    expect(change.json<StaffUpdate>().data.role).toBe('finance');
    // The new role applies to the live session at once.
    const dashboard = await adminCall(ctx.app, 'GET', '/api/admin/dashboard', { token: coordinator.token });
    expect(dashboard.json<DashboardBody>().data.role).toBe('finance');
    const entry = (await auditRows(ctx.app, 'role-change')).find((r) => r.record_id === coordinator.staff.id);
    expect(JSON.parse(entry!.before!)).toMatchObject({ role: 'coordinator' });
    expect(JSON.parse(entry!.after!)).toMatchObject({ role: 'finance' });
  });

  it('never leaves the console without an active admin (409), and writes no audit row for the refusal', async () => {
    const before = (await auditRows(ctx.app)).length;
    for (const body of [{ role: 'editor' }, { disabled: true }]) {
      const response = await adminCall(ctx.app, 'PATCH', `/api/admin/staff/${admin.staff.id}`, {
        token: admin.token,
        body,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json<ErrorBody>().message).toBe(STAFF_MESSAGES.lastAdmin);
    }
    const reinvite = await adminCall(ctx.app, 'POST', '/api/admin/staff', {
      token: admin.token,
      body: { email: admin.email, role: 'editor' },
    });
    expect(reinvite.statusCode).toBe(409);
    expect(await auditRows(ctx.app)).toHaveLength(before);
    const me = await adminCall(ctx.app, 'GET', '/api/admin/auth/me', { token: admin.token });
    expect(me.json<StaffMe>().data.role).toBe('admin');

    // With a second admin, the first may step down.
    const second = await member(ctx.app, admin, 'admin');
    const demote = await adminCall(ctx.app, 'PATCH', `/api/admin/staff/${second.staff.id}`, {
      token: admin.token,
      body: { role: 'editor' },
    });
    expect(demote.statusCode).toBe(200);
  });
});
