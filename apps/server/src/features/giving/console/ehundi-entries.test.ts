import { describe, expect, it } from 'vitest';
import {
  FINANCE_MESSAGES,
  adminEhundiListResponseSchema,
  todayInIndia,
  type ErrorBody,
} from '@charity/shared';
import { adminCall, auditRows, expectUnknownSorts } from '../../../../test/support/staff-test-kit.ts';
import { outboxSize } from '../../../../test/support/mail-outbox.ts';
import { testDatabases, useTestApp, useTestCast } from '../../../../test/support/test-app.ts';
import { donationRow, readPdf, receiptMailsTo } from '../../../../test/support/donations-test-kit.ts';
import {
  ehundiEntry,
  entryOf,
  financeTeam,
  reconcile,
  uniqueUtr,
} from '../../../../test/support/finance-test-kit.ts';

describe.each(testDatabases)('finance console: e-hundi reconciliation on %s', (database) => {
  const ctx = useTestApp(database);
  const team = useTestCast(ctx, financeTeam);

  const credit = (overrides: Record<string, unknown> = {}) => ({
    utr: uniqueUtr(),
    received_on: todayInIndia(),
    amount: '501',
    ...overrides,
  });
  const listEntries = async (query: string) => {
    const res = await adminCall(ctx.app, 'GET', `/api/admin/ehundi-entries${query}`, {
      token: team.finance.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return adminEhundiListResponseSchema.parse(res.json());
  };

  it('lists pending entries with the reference their UPI payment carries, PAN masked', async () => {
    const entry = await ehundiEntry(ctx.app, { first_name: 'Pending', last_name: 'Person' });
    const { data } = await listEntries('?status=pending');
    const row = data.find((e) => e.id === entry.id);
    expect(row).toMatchObject({
      reference: entry.reference,
      status: 'pending',
      amount: 501,
      pan: 'XXXXXX234Q',
      donation_id: null,
      utr: null,
    });
    expect(entry.upi_link).toContain(`tr=${entry.reference}`);
    const found = await listEntries(`?q=${entry.reference.toLowerCase()}`);
    expect(found.data.map((e) => e.id)).toEqual([entry.id]);
  });

  it('sorts by date or amount, either way; without a sort, newest first as sort=-date', async () => {
    const name = { first_name: 'Sortable', last_name: 'Giver' };
    const made = [
      await ehundiEntry(ctx.app, { ...name, amount: '2001' }),
      await ehundiEntry(ctx.app, { ...name, amount: '101' }),
      await ehundiEntry(ctx.app, { ...name, amount: '9001' }),
    ];
    const ids = async (query: string) => (await listEntries(`?q=sortable${query}`)).data.map((e) => e.id);
    const newest = await ids('');
    expect(newest).toHaveLength(3);
    expect(await ids('&sort=-date')).toEqual(newest);
    expect(await ids('&sort=date')).toEqual([...newest].reverse());
    const [middle, small, large] = made.map((e) => e.id);
    expect(await ids('&sort=amount')).toEqual([small, middle, large]);
    expect(await ids('&sort=-amount')).toEqual([large, middle, small]);
  });

  it('422 on sort for an order it does not offer', () =>
    expectUnknownSorts(ctx.app, team.finance.token, '/api/admin/ehundi-entries', [
      'reference',
      '-utr',
      'amount desc',
    ]));

  it('turns an entry into a paid donation with one receipt mailed, recording the amount received', async () => {
    const email = `reconcile.${Date.now()}@example.org`;
    const entry = await ehundiEntry(ctx.app, { email, amount: '501' });
    const utr = uniqueUtr().toLowerCase();
    const res = await reconcile(ctx.app, team.finance.token, entry.id, credit({ utr, amount: '500' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(FINANCE_MESSAGES.reconciled);
    const reconciled = entryOf(res.body);
    expect(reconciled).toMatchObject({
      status: 'reconciled',
      amount: 501,
      received_amount: 500,
      utr: utr.toUpperCase(),
      received_on: todayInIndia(),
    });
    expect(reconciled.receipt_number).toMatch(/^SMT\/\d{4}-\d{2}\/\d{6}$/);

    const donation = await donationRow(ctx.app, reconciled.donation_id ?? 0);
    expect(donation).toMatchObject({
      status: 1,
      amount_paise: 500_00,
      gateway: 'ehundi',
      payment_id: utr.toUpperCase(),
      reference: entry.reference,
      receipt_number: reconciled.receipt_number,
    });

    const mails = await receiptMailsTo(ctx.app, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(reconciled.receipt_number ?? 'missing');
    const pdf = await readPdf(mails[0]?.attachments[0]?.content ?? Buffer.alloc(0));
    expect(pdf.text).toContain('₹500.00');
    expect(pdf.text).toContain(utr.toUpperCase());
    expect(pdf.text).toContain('e-hundi');

    const [row] = (await auditRows(ctx.app, 'reconcile')).filter((r) => r.record_id === String(entry.id));
    expect(row).toMatchObject({ staff_id: team.finance.staff.id, resource: 'ehundi-entries' });
    expect(JSON.parse(row?.after ?? '{}')).toMatchObject({
      donation_id: reconciled.donation_id,
      amount: 500,
      promised_amount: 501,
      receipt_number: reconciled.receipt_number,
    });

    expect((await listEntries('?status=reconciled')).data.map((e) => e.id)).toContain(entry.id);
    expect((await listEntries('?status=pending')).data.map((e) => e.id)).not.toContain(entry.id);
  });

  it('refuses a second reconciliation of the same entry (409) and changes nothing', async () => {
    const email = `twice.${Date.now()}@example.org`;
    const entry = await ehundiEntry(ctx.app, { email });
    expect((await reconcile(ctx.app, team.finance.token, entry.id, credit())).statusCode).toBe(200);
    const audits = (await auditRows(ctx.app)).length;
    const mails = await outboxSize(ctx.app);

    const again = await reconcile(ctx.app, team.admin.token, entry.id, credit());
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().message).toBe(FINANCE_MESSAGES.alreadyReconciled);
    expect(await receiptMailsTo(ctx.app, email)).toHaveLength(1);
    expect((await auditRows(ctx.app)).length).toBe(audits);
    expect(await outboxSize(ctx.app)).toBe(mails);
  });

  it('reconciles an entry once when two requests race', async () => {
    const email = `race.${Date.now()}@example.org`;
    const entry = await ehundiEntry(ctx.app, { email });
    const results = await Promise.all([
      reconcile(ctx.app, team.finance.token, entry.id, credit()),
      reconcile(ctx.app, team.admin.token, entry.id, credit()),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await receiptMailsTo(ctx.app, email)).toHaveLength(1);
    const donations = await ctx.app.db
      .selectFrom('donations')
      .select('id')
      .where('reference', '=', entry.reference)
      .execute();
    expect(donations).toHaveLength(1);
  });

  it('refuses a UTR already recorded (409 with errors.utr), with no donation, mail or audit entry', async () => {
    const utr = uniqueUtr();
    const first = await ehundiEntry(ctx.app);
    expect((await reconcile(ctx.app, team.finance.token, first.id, credit({ utr }))).statusCode).toBe(200);
    const second = await ehundiEntry(ctx.app);
    const audits = (await auditRows(ctx.app)).length;
    const mails = await outboxSize(ctx.app);
    const res = await reconcile(
      ctx.app,
      team.finance.token,
      second.id,
      credit({ utr: ` ${utr.toLowerCase()} ` }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().errors).toEqual({ utr: FINANCE_MESSAGES.utrUsed });
    expect((await auditRows(ctx.app)).length).toBe(audits);
    expect(await outboxSize(ctx.app)).toBe(mails);
    const list = await listEntries(`?q=${second.reference}`);
    expect(list.data[0]).toMatchObject({ status: 'pending', donation_id: null });
  });

  it('404 for an unknown entry', async () => {
    const res = await reconcile(ctx.app, team.finance.token, 999_999, credit());
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>().message).toBe(FINANCE_MESSAGES.ehundiNotFound);
  });

  it.each([
    ['utr', { utr: '' }],
    ['utr', { utr: 'AB-12' }],
    ['received_on', { received_on: '2026-13-01' }],
    ['received_on', { received_on: '2999-01-01' }],
    ['amount', { amount: '0.5' }],
    ['amount', { amount: '12.345' }],
  ])('422 on %s (%j)', async (field, change) => {
    const entry = await ehundiEntry(ctx.app);
    const audits = (await auditRows(ctx.app)).length;
    const res = await reconcile(ctx.app, team.finance.token, entry.id, credit(change));
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().errors).toHaveProperty([field]);
    expect((await auditRows(ctx.app)).length).toBe(audits);
  });

  it.each([
    ['status', '?status=done'],
    ['trust', '?trust=9'],
    ['page', '?page=0'],
  ])('422 on the list filter %s', async (field, query) => {
    const res = await adminCall(ctx.app, 'GET', `/api/admin/ehundi-entries${query}`, {
      token: team.finance.token,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().errors).toHaveProperty([field]);
  });
});
