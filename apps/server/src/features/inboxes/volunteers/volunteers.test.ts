import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  INBOX_MESSAGES,
  MESSAGES,
  type ErrorBody,
  type volunteerDetailResponseSchema,
  type volunteerListResponseSchema,
  type VolunteerStatus,
} from '@charity/shared';
import { createFieldCipher } from '#src/shared/crypto.ts';
import { testDatabases, useTestApp, useTestCast } from '../../../../test/support/test-app.ts';
import { itChecksRoles } from '../../../../test/support/admin-role-matrix.ts';
import { adminCall, auditRows, everyRole } from '../../../../test/support/staff-test-kit.ts';

type List = z.infer<typeof volunteerListResponseSchema>;
type Detail = z.infer<typeof volunteerDetailResponseSchema>;

const AADHAAR = '234123412346';
const revealsAadhaar = (text: string) =>
  [AADHAAR, '2341 2341 2346', AADHAAR.slice(0, 8)].some((digits) => text.includes(digits));

describe.each(testDatabases)('volunteer inbox on %s', (database) => {
  const ctx = useTestApp(database);
  const members = useTestCast(ctx, everyRole);
  let serial = 0;

  /** An application as the public form stores it, at `status`. */
  const apply = async (
    values: Partial<{
      first_name: string;
      last_name: string;
      email: string;
      interest: string;
      address: string;
    }> = {},
    status: VolunteerStatus = 'new',
    createdAt = `2026-11-${String(10 + (serial % 18)).padStart(2, '0')}T10:00:00.000Z`,
  ) => {
    serial += 1;
    const row = await ctx.app.db
      .insertInto('volunteers')
      .values({
        first_name: 'Ravi',
        last_name: 'Kumar',
        email: `volunteer${serial}@example.org`,
        phone: '+919845012345',
        aadhar_encrypted: createFieldCipher(ctx.config.appSecret).encrypt(AADHAAR),
        aadhar_last4: AADHAAR.slice(-4),
        address: '12, 4th Cross, Jayanagar, Bengaluru 560011',
        interest: 'Weekend meal service',
        status,
        created_at: createdAt,
        ...values,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  const coordinator = () => members.coordinator.token;
  const get = (url: string) => adminCall(ctx.app, 'GET', url, { token: coordinator() });
  const patch = (id: number, body: unknown, token = coordinator()) =>
    adminCall(ctx.app, 'PATCH', `/api/admin/volunteers/${id}`, { token, body });
  let matrixId = 0;

  beforeAll(async () => {
    matrixId = await apply({ first_name: 'Matrix' });
  });

  describe('the role matrix', () => {
    itChecksRoles(
      () => ({ app: ctx.app, members }),
      [
        { method: 'GET', url: () => '/api/admin/volunteers', roles: ['coordinator'] },
        {
          method: 'GET',
          url: () => `/api/admin/volunteers/${matrixId}`,
          label: '/api/admin/volunteers/{id}',
          roles: ['coordinator'],
        },
        {
          method: 'PATCH',
          url: () => `/api/admin/volunteers/${matrixId}`,
          label: '/api/admin/volunteers/{id}',
          // A note on the current status: allowed any number of times, so every allowed role succeeds.
          body: () => ({ status: 'new', note: 'Checked by the role matrix.' }),
          roles: ['coordinator'],
        },
        { method: 'GET', url: () => '/api/admin/exports/volunteers.csv', roles: ['coordinator'] },
      ],
    );
  });

  it('documents its routes in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/api/admin/volunteers',
      '/api/admin/volunteers/{id}',
      '/api/admin/exports/volunteers.csv',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });

  it('lists newest first, filters by status and searches, showing Aadhaar only masked', async () => {
    const older = await apply(
      { first_name: 'Lakshmi', last_name: 'Devi', interest: 'Library' },
      'contacted',
      '2026-09-01T10:00:00.000Z',
    );
    const newer = await apply(
      { first_name: 'Gopal', last_name: 'Rao', email: 'gopal@example.net' },
      'contacted',
      '2026-09-02T10:00:00.000Z',
    );
    const contacted = (await get('/api/admin/volunteers?status=contacted')).json<List>();
    expect(contacted.data.map((v) => v.id)).toEqual([newer, older]);
    expect(contacted.meta).toEqual({ total: 2, page: 1, per_page: 20 });

    const listed = contacted.data[0]!;
    expect(listed).toMatchObject({
      first_name: 'Gopal',
      aadhar_masked: 'XXXX XXXX 2346',
      status: 'contacted',
    });
    expect(listed).not.toHaveProperty('aadhar_encrypted');
    expect(listed).not.toHaveProperty('aadhar_last4');

    for (const [q, expected] of [
      ['lakshmi devi', [older]],
      ['EXAMPLE.NET', [newer]],
      ['library', [older]],
    ] as const) {
      const found = (await get(`/api/admin/volunteers?q=${encodeURIComponent(q)}`)).json<List>();
      expect(
        found.data.map((v) => v.id),
        q,
      ).toEqual(expected);
    }

    const detail = await get(`/api/admin/volunteers/${older}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<Detail>().data).toMatchObject({ aadhar_masked: 'XXXX XXXX 2346', notes: [] });
    for (const response of [detail, await get('/api/admin/volunteers?per_page=100')]) {
      expect(revealsAadhaar(response.body)).toBe(false);
    }
  });

  it('answers 422 for bad filters and bodies, and 404 for an unknown id', async () => {
    const bad = await get('/api/admin/volunteers?status=retired&page=0');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<ErrorBody>().errors ?? {}).sort()).toEqual(['page', 'status']);
    const id = await apply();
    const badBody = await patch(id, { status: 'hired', note: 'x'.repeat(2001) });
    expect(badBody.statusCode).toBe(422);
    expect(Object.keys(badBody.json<ErrorBody>().errors ?? {}).sort()).toEqual(['note', 'status']);
    expect((await get('/api/admin/volunteers/999999')).statusCode).toBe(404);
    const unknown = await patch(999999, { status: 'contacted' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().message).toBe(MESSAGES.notFound);
  });

  describe('the workflow', () => {
    it.each([
      ['new', 'contacted', false],
      ['contacted', 'active', false],
      ['contacted', 'declined', false],
      // Moves back, to undo a mistake: the audit entry says so.
      ['active', 'contacted', true],
      ['declined', 'new', true],
      ['declined', 'contacted', true],
    ] as const)(
      'allows %s → %s, keeping the note with its author and time, audited',
      async (from, to, back) => {
        const id = await apply({}, from);
        const audits = (await auditRows(ctx.app)).length;
        const response = await patch(id, { status: to, note: '  Spoke on the phone.  ' });
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json<Detail>();
        expect(body.message).toBe(INBOX_MESSAGES.volunteerUpdated);
        expect(body.data).toMatchObject({ id, status: to, updated_at: expect.any(String) });
        expect(body.data.notes).toEqual([
          {
            id: expect.any(Number),
            note: 'Spoke on the phone.',
            status_from: from,
            status_to: to,
            staff_id: members.coordinator.staff.id,
            staff_name: 'Test coordinator',
            created_at: expect.any(String),
          },
        ]);
        const entries = (await auditRows(ctx.app)).slice(audits);
        expect(entries).toEqual([
          expect.objectContaining({
            staff_id: members.coordinator.staff.id,
            action: 'status-change',
            resource: 'volunteers',
            record_id: String(id),
          }),
        ]);
        expect(JSON.parse(entries[0]!.before!)).toEqual({ status: from });
        expect(JSON.parse(entries[0]!.after!)).toMatchObject({
          status: to,
          note: 'Spoke on the phone.',
          back,
        });
      },
    );

    it.each([
      ['new', 'active', 'A new application can only become contacted.'],
      ['new', 'declined', 'A new application can only become contacted.'],
      ['contacted', 'new', 'A contacted application can only become active or declined.'],
      ['active', 'declined', 'An active application can only move back to contacted.'],
      ['active', 'new', 'An active application can only move back to contacted.'],
      ['declined', 'active', 'A declined application can only move back to new or contacted.'],
      ['contacted', 'contacted', 'This application is already contacted.'],
    ] as const)('refuses %s → %s with 422 on status, and writes nothing', async (from, to, message) => {
      const id = await apply({}, from);
      const audits = (await auditRows(ctx.app)).length;
      const response = await patch(id, { status: to });
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>().errors).toEqual({ status: message });
      expect(await auditRows(ctx.app)).toHaveLength(audits);
      const after = (await get(`/api/admin/volunteers/${id}`)).json<Detail>().data;
      expect(after).toMatchObject({ status: from, updated_at: null, notes: [] });
    });

    it('refuses to move an anonymised application back, and writes nothing', async () => {
      const id = await apply({ first_name: 'Anonymised', last_name: '', email: '' }, 'declined');
      await ctx.app.db
        .updateTable('volunteers')
        .set({ anonymised_at: '2026-11-20T03:00:00.000Z' })
        .where('id', '=', id)
        .execute();
      const audits = (await auditRows(ctx.app)).length;
      const response = await patch(id, { status: 'contacted', note: 'Changed our mind.' });
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>().errors).toEqual({
        status: 'An anonymised application cannot change its status any more.',
      });
      expect(await auditRows(ctx.app)).toHaveLength(audits);
      const after = (await get(`/api/admin/volunteers/${id}`)).json<Detail>().data;
      expect(after).toMatchObject({ status: 'declined', updated_at: null, notes: [] });
    });

    it('adds a note without a move when the status is the current one', async () => {
      const id = await apply({}, 'active');
      const response = await patch(
        id,
        { status: 'active', note: 'Leads the Sunday kitchen.' },
        members.admin.token,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Detail>().data.notes).toEqual([
        expect.objectContaining({
          note: 'Leads the Sunday kitchen.',
          status_from: null,
          status_to: null,
          staff_name: 'First Admin',
        }),
      ]);
      const entry = (await auditRows(ctx.app, 'note')).find((r) => r.record_id === String(id));
      expect(entry).toMatchObject({ staff_id: members.admin.staff.id, resource: 'volunteers' });
    });
  });

  it('exports active volunteers only, without Aadhaar, spreadsheet-safe, and audits the export', async () => {
    const active = await apply(
      {
        first_name: 'Meena',
        last_name: 'Iyer',
        email: 'meena@example.org',
        interest: '=HYPERLINK("http://evil")',
        address: '@home, "Shanti Nilaya", Mysuru',
      },
      'active',
    );
    const declined = await apply({ email: 'declined@example.org' }, 'declined');
    const audits = (await auditRows(ctx.app)).length;

    const response = await get('/api/admin/exports/volunteers.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="volunteers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(revealsAadhaar(response.body)).toBe(false);
    expect(response.body).not.toContain('2346');

    const [header, ...rows] = parse(response.body, { bom: true });
    expect(header).toEqual([
      'id',
      'first_name',
      'last_name',
      'email',
      'phone',
      'address',
      'interest',
      'applied_at',
    ]);
    const ids = rows.map((r) => Number(r[0]));
    expect(ids).toContain(active);
    expect(ids).not.toContain(declined);
    const statuses = await ctx.app.db
      .selectFrom('volunteers')
      .select(['id', 'status'])
      .where('id', 'in', ids)
      .execute();
    expect(statuses.every((s) => s.status === 'active')).toBe(true);
    expect(rows.find((r) => Number(r[0]) === active)).toEqual([
      String(active),
      'Meena',
      'Iyer',
      'meena@example.org',
      "'+919845012345",
      `'@home, "Shanti Nilaya", Mysuru`,
      `'=HYPERLINK("http://evil")`,
      expect.stringMatching(/^2026-/),
    ]);

    const entries = (await auditRows(ctx.app)).slice(audits);
    expect(entries).toEqual([
      expect.objectContaining({
        staff_id: members.coordinator.staff.id,
        action: 'export',
        resource: 'volunteers',
      }),
    ]);
    expect(JSON.parse(entries[0]!.after!)).toMatchObject({ status: 'active', rows: rows.length });
  });
});
