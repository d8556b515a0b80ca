import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, ErrorBody } from '@charity/shared';
import {
  adminCall,
  type Enrolled,
  everyRole,
  expectUnknownSorts,
} from '../../../test/support/staff-test-kit.ts';
import { testDatabases, useTestApp, useTestCast } from '../../../test/support/test-app.ts';

type AuditList = { data: AuditEntry[]; meta: { total: number; page: number; per_page: number } };

describe.each(testDatabases)('the audit log on %s', (database) => {
  const ctx = useTestApp(database);
  const members = useTestCast(ctx, everyRole);
  let admin: Enrolled;
  beforeAll(async () => {
    admin = members.admin;
    // A change with a record before and after, as the staff tests leave in the log beside the sign-ups.
    const change = await adminCall(ctx.app, 'PATCH', `/api/admin/staff/${members.finance.staff.id}`, {
      token: admin.token,
      body: { role: 'editor' },
    });
    expect(change.statusCode, change.body).toBe(200);
  });

  it('pages and filters the audit log, newest first, with secrets masked', async () => {
    const all = await adminCall(ctx.app, 'GET', '/api/admin/audit', { token: admin.token });
    const body = all.json<AuditList>();
    expect(body.meta).toMatchObject({ page: 1, per_page: 50 });
    expect(body.meta.total).toBeGreaterThan(0);
    const ids = (body.data as Array<{ id: number }>).map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.body).not.toMatch(/argon2|otpauth|v1\.[A-Za-z0-9_-]{8,}\./);

    const mine = await adminCall(
      ctx.app,
      'GET',
      `/api/admin/audit?staff=${members.editor.staff.id}&resource=staff`,
      { token: admin.token },
    );
    const entries = mine.json<AuditList>().data as Array<{
      staff_id: string;
      resource: string;
      action: string;
      staff_email: string;
    }>;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.staff_id === members.editor.staff.id && e.resource === 'staff')).toBe(true);
    expect(entries.map((e) => e.action)).toContain('invitation-accepted');
    expect(entries[0]!.staff_email).toBe(members.editor.email);

    const bad = await adminCall(ctx.app, 'GET', '/api/admin/audit?staff=nope', { token: admin.token });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<ErrorBody>().errors?.staff).toBeDefined();
  });

  it('lists oldest first with sort=date, newest first with sort=-date as without a sort', async () => {
    const ids = async (query: string) => {
      const res = await adminCall(ctx.app, 'GET', `/api/admin/audit${query}`, { token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AuditList>().data.map((e) => e.id);
    };
    const newest = await ids('');
    expect(await ids('?sort=-date')).toEqual(newest);
    const oldest = await ids('?sort=date');
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
    expect(oldest[0]).toBeLessThan(newest[0]!);
  });

  it('422 on sort for an order it does not offer', () =>
    expectUnknownSorts(ctx.app, admin.token, '/api/admin/audit', ['id', '-at', 'date desc']));
});
