import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { dashboardResponseSchema } from '@charity/shared';
import { adminCall, type Enrolled, everyRole } from '../../../test/support/staff-test-kit.ts';
import { testDatabases, useTestApp, useTestCast } from '../../../test/support/test-app.ts';
import { createDashboardService } from './service.ts';

type DashboardBody = z.infer<typeof dashboardResponseSchema>;

describe.each(testDatabases)('the dashboard on %s', (database) => {
  const ctx = useTestApp(database);
  const members = useTestCast(ctx, everyRole);
  let admin: Enrolled;
  beforeAll(async () => {
    admin = members.admin;
  });

  it('shows each role its own dashboard figures, money only for finance and admin', async () => {
    const figures = async (who: Enrolled) =>
      (await adminCall(ctx.app, 'GET', '/api/admin/dashboard', { token: who.token })).json<DashboardBody>()
        .data;
    const full = await figures(admin);
    expect(full).toMatchObject({
      role: 'admin',
      financial_year: expect.stringMatching(/^\d{4}-\d{2}$/),
      contact_messages_new: 0,
      volunteers_new: 0,
      ehundi_pending: 0,
      events: 0,
      donations_this_year: [
        { trust: 1, count: 0, amount: 0 },
        { trust: 2, count: 0, amount: 0 },
      ],
    });
    expect(Object.keys(await figures(members.coordinator)).sort()).toEqual(
      ['contact_messages_new', 'financial_year', 'role', 'volunteers_new'].sort(),
    );
    // The Form 10BE season's block comes and goes with the real date (tested below with a clock of its own).
    const financeKeys = Object.keys(await figures(members.finance)).filter(
      (key) => key !== 'form_10be_season',
    );
    expect(financeKeys.sort()).toEqual(
      [
        'donations_by_day',
        'donations_last_year',
        'donations_this_year',
        'ehundi_pending',
        'financial_year',
        'previous_financial_year',
        'refunds_this_year',
        'role',
        'year_end_statements',
      ].sort(),
    );
    expect(Object.keys(await figures(members.editor)).sort()).toEqual(
      ['events', 'financial_year', 'role'].sort(),
    );
  });
});

describe.each(testDatabases)('the Form 10BE season on the dashboard on %s', (database) => {
  const ctx = useTestApp(database);
  const at = '2026-04-10T10:00:00.000Z';

  beforeAll(async () => {
    const db = ctx.app.db;
    const batch = async (trust: number, fy: string) =>
      (
        await db
          .insertInto('form_10be_batches')
          .values({ trust, fy, uploaded_by: null, uploaded_at: at })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const certificate = (
      batchId: number,
      trust: number,
      row: Partial<{
        status: 'matched' | 'unmatched' | 'ambiguous';
        reason: string | null;
        certificate_number: string | null;
        duplicate_of: number | null;
        mail_queued_at: string | null;
      }>,
    ) =>
      db
        .insertInto('form_10be_certificates')
        .values({
          batch_id: batchId,
          trust,
          file: 'c.pdf',
          status: 'unmatched',
          reason: 'no-gifts',
          certificate_number: `N-${Math.random()}`,
          fy: null,
          id_kind: null,
          id_encrypted: null,
          id_last4: null,
          donor_name: null,
          amount_paise: null,
          donation_id: null,
          assigned_by: null,
          duplicate_of: null,
          pdf: null,
          mail_queued_at: null,
          downloaded_at: null,
          created_at: at,
          updated_at: at,
          ...row,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const first = await batch(1, '2025-26');
    const mailed = await certificate(first, 1, { status: 'matched', reason: null, mail_queued_at: at });
    await certificate(first, 1, { status: 'matched', reason: null });
    await certificate(first, 1, { status: 'ambiguous', reason: 'id-not-on-record' });
    // Left out: a repeat of a stored certificate, a file that was no certificate, another year's upload.
    await certificate(first, 1, { reason: 'duplicate', duplicate_of: mailed.id });
    await certificate(first, 1, { reason: 'not-a-certificate', certificate_number: null });
    await certificate(await batch(1, '2024-25'), 1, { status: 'matched', reason: null });
    // Form 10BD of the closed year downloaded twice for trust 1 (the last counts), and another year's once.
    await db
      .insertInto('audit_log')
      .values(
        [
          { at: '2026-04-02T05:00:00.000Z', after: { trust: 1, fy: '2025-26' } },
          { at: '2026-04-05T05:00:00.000Z', after: { trust: 1, fy: '2025-26' } },
          { at: '2026-04-06T05:00:00.000Z', after: { trust: 2, fy: '2024-25' } },
        ].map(({ at: when, after }) => ({
          at: when,
          staff_id: null,
          ip: null,
          action: 'export',
          resource: 'exports',
          record_id: 'form-10bd.csv',
          before: null,
          after: JSON.stringify(after),
        })),
      )
      .execute();
  });

  const seasonAt = async (instant: string, role: 'finance' | 'admin' | 'editor' = 'finance') =>
    (await createDashboardService({ db: ctx.app.db, now: () => new Date(instant) }).dashboard(role))
      .form_10be_season;

  it("shows finance the closed year's certificates and days left, from 1 April to 31 May in India", async () => {
    expect(await seasonAt('2026-05-20T06:00:00.000Z')).toEqual({
      financial_year: '2025-26',
      deadline: '2026-05-31',
      days_left: 11,
      trusts: [
        {
          trust: 1,
          form_10bd_downloaded_at: '2026-04-05T05:00:00.000Z',
          uploaded: 3,
          mailed: 1,
          unmatched: 1,
        },
        { trust: 2, form_10bd_downloaded_at: null, uploaded: 0, mailed: 0, unmatched: 0 },
      ],
    });
    // 1 April begins at 00:00 in India (18:30 UTC the day before); 31 May is its last day, none left.
    expect((await seasonAt('2026-03-31T18:30:00.000Z'))?.days_left).toBe(60);
    expect((await seasonAt('2026-05-31T18:00:00.000Z'))?.days_left).toBe(0);
    expect(await seasonAt('2026-05-20T06:00:00.000Z', 'admin')).toBeDefined();
  });

  it('shows nothing outside the season, nor to an editor', async () => {
    expect(await seasonAt('2026-03-31T18:29:00.000Z')).toBeUndefined();
    expect(await seasonAt('2026-05-31T18:30:00.000Z')).toBeUndefined();
    expect(await seasonAt('2026-10-01T06:00:00.000Z')).toBeUndefined();
    expect(await seasonAt('2026-05-20T06:00:00.000Z', 'editor')).toBeUndefined();
  });
});
