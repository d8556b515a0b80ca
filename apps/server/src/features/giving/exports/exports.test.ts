import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  STAFF_MESSAGES,
  STAFF_ROLES,
  form10bdChecklistResponseSchema,
  type ErrorBody,
  type Form10bdChecklist,
} from '@charity/shared';
import { adminCall } from '../../../../test/support/staff-test-kit.ts';
import { testDatabases, useTestApp, useTestCast } from '../../../../test/support/test-app.ts';
import { donateAndPay, donationForm } from '../../../../test/support/donations-test-kit.ts';
import {
  financeTeam,
  offlineGift,
  recordGift,
  type Team,
} from '../../../../test/support/finance-test-kit.ts';
import { receiptedDonationPages } from './export-repository.ts';
import { donationsCsvStream } from './export-service.ts';

const ELECTRONIC = 'Electronic modes including account payee cheque/draft';
const csvRows = (body: string): string[][] => parse(body, { bom: true });

describe.each(testDatabases)('finance exports on %s', (database) => {
  const ctx = useTestApp(database);
  const team = useTestCast(ctx, financeTeam);
  /** Receipt numbers of the FY 2025-26 gifts of trust 1, in the order they were received. */
  const receipts: Record<'cheque' | 'transfer' | 'cash' | 'kind' | 'trust2' | 'lastYear', string> = {
    cheque: '',
    transfer: '',
    cash: '',
    kind: '',
    trust2: '',
    lastYear: '',
  };

  let inserted = 0;
  /** A receipted donation stored directly, to place it at an exact moment (the FY boundary, the cursor). */
  async function storedDonation(paidAt: string, overrides: Record<string, unknown> = {}) {
    inserted += 1;
    const receiptNumber = `TEST/${String(inserted).padStart(6, '0')}`;
    const { id } = await ctx.app.db
      .insertInto('donations')
      .values({
        reference: `DN-TEST${inserted}-${database}`,
        user_id: null,
        first_name: 'Boundary',
        last_name: `Donor ${inserted}`,
        email: '',
        phone: '',
        amount_paise: 10_000,
        city: 'Mysuru',
        state: 'Karnataka',
        trust: 1,
        pan_encrypted: null,
        pan_last4: null,
        status: 1,
        gateway: 'offline',
        payment_method: 'cheque',
        paid_at: paidAt,
        receipt_number: receiptNumber,
        created_at: paidAt,
        updated_at: paidAt,
        ...overrides,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, receiptNumber };
  }

  const gift = async (overrides: Record<string, unknown>) => {
    const res = await recordGift(ctx.app, team.finance.token, offlineGift(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: { receipt_number: string } }>().data.receipt_number;
  };

  beforeAll(async () => {
    const asha = {
      first_name: 'Asha',
      last_name: 'Rao',
      pan: 'ABCPR1234K',
      phone: '98860 11223',
      address: '12 Temple Street, Mysuru 570001',
    };
    receipts.cheque = await gift({ ...asha, mode: 'cheque', amount: '5000', received_on: '2025-06-01' });
    receipts.transfer = await gift({
      ...asha,
      mode: 'bank-transfer',
      reference: 'NEFT0001',
      amount: '2500.50',
      received_on: '2025-07-01',
    });
    receipts.cash = await gift({ ...asha, mode: 'cash', amount: '3000', received_on: '2025-08-01' });
    receipts.kind = await gift({
      first_name: '@Ravi',
      last_name: '=1+1',
      pan: '',
      email: '',
      phone: '',
      mode: 'kind',
      description: '50 kg rice',
      amount: '10000',
      reference: '',
      received_on: '2025-09-01',
    });
    receipts.trust2 = await gift({ trust: 2, pan: '', received_on: '2025-10-01' });
    receipts.lastYear = await gift({ ...asha, received_on: '2025-03-31' });
  });

  const get = (url: string, role: keyof Team = 'finance') =>
    adminCall(ctx.app, 'GET', url, { token: team[role].token });
  const exportAudits = async (fy: string) =>
    (
      await ctx.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('resource', '=', 'exports')
        .orderBy('id')
        .execute()
    )
      .map((row) => ({ ...row, after: JSON.parse(row.after ?? '{}') as Record<string, unknown> }))
      .filter((row) => row.after.fy === fy);

  describe('the role matrix', () => {
    for (const path of ['donations.csv', 'form-10bd.csv', 'form-10bd-checklist']) {
      for (const role of [...STAFF_ROLES, 'nobody'] as const) {
        const allowed = role === 'finance' || role === 'admin';
        const expected = role === 'nobody' ? 401 : allowed ? 200 : 403;
        it(`GET /api/admin/exports/${path} as ${role} → ${expected}`, async () => {
          const res = await adminCall(ctx.app, 'GET', `/api/admin/exports/${path}?trust=1&fy=2024-25`, {
            ...(role === 'nobody' ? {} : { token: team[role].token }),
          });
          expect(res.statusCode, res.body).toBe(expected);
          if (expected !== 200) {
            expect(res.json<ErrorBody>().message).toBe(
              expected === 401 ? STAFF_MESSAGES.signInRequired : STAFF_MESSAGES.forbidden,
            );
          }
        });
      }
    }
  });

  it('documents the three routes in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    for (const path of ['donations.csv', 'form-10bd.csv', 'form-10bd-checklist']) {
      expect(doc.paths).toHaveProperty([`/api/admin/exports/${path}`]);
    }
  });

  it.each([
    ['fy', '?trust=1&fy=2025-27'],
    ['fy', '?trust=1'],
    ['fy', '?trust=1&fy=25-26'],
    ['trust', '?trust=3&fy=2025-26'],
    ['trust', '?trust=abc&fy=2025-26'],
    ['trust', '?fy=2025-26'],
  ])('answers 422 with errors.%s for %s', async (field, query) => {
    for (const path of ['donations.csv', 'form-10bd.csv', 'form-10bd-checklist']) {
      const res = await get(`/api/admin/exports/${path}${query}`);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json<ErrorBody>().errors).toHaveProperty([field]);
    }
  });

  describe('donations.csv', () => {
    it("streams one trust's year, oldest first, spreadsheet-safe, the PAN masked, and audits it", async () => {
      const res = await get('/api/admin/exports/donations.csv?trust=1&fy=2025-26', 'admin');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="donations-SMT-2025-26.csv"');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.startsWith('\uFEFFReceipt number,')).toBe(true);
      expect(res.body).not.toContain('ABCPR1234K');

      const [header, ...rows] = csvRows(res.body);
      expect(header).toEqual([
        'Receipt number',
        'Date',
        'Donor name',
        'E-mail',
        'Phone',
        'PAN',
        'Address',
        'Amount (₹)',
        'Mode',
        'Payment reference',
        'Status',
        '80G',
        'Our reference',
        'Received on',
        'Fund',
        'Donation type (Form 10BD)',
        'Campaign',
        'Dedication',
      ]);
      expect(rows.map((row) => row[0])).toEqual([
        receipts.cheque,
        receipts.transfer,
        receipts.cash,
        receipts.kind,
      ]);
      const byReceipt = new Map(rows.map((row) => [row[0], row]));
      expect(byReceipt.get(receipts.transfer)?.slice(1, 12)).toEqual([
        '2025-07-01',
        'Asha Rao',
        expect.stringMatching(/@example\.org$/),
        // A phone number starts with +: escaped so a spreadsheet never reads it as a formula.
        "'+919886011223",
        'XXXXXX234K',
        '12 Temple Street, Mysuru 570001',
        '2500.50',
        'Bank transfer',
        'NEFT0001',
        'Paid',
        '',
      ]);
      expect(byReceipt.get(receipts.cash)?.[11]).toBe('Not deductible: cash above ₹2,000');
      const kind = byReceipt.get(receipts.kind);
      expect(kind?.[2]).toBe("'@Ravi =1+1");
      expect(kind?.slice(3, 6)).toEqual(['', '', '']);
      expect(kind?.[11]).toBe('Not deductible: gift in kind');
      // No campaign, no dedication: both empty (gift-choices.test.ts fills them).
      expect(kind?.slice(-2)).toEqual(['', '']);

      const audits = await exportAudits('2025-26');
      expect(audits.at(-1)).toMatchObject({
        staff_id: team.admin.staff.id,
        action: 'export',
        record_id: 'donations.csv',
        after: { trust: 1, fy: '2025-26', rows: 4, completed: true },
      });
    });

    it('takes the financial year in India: 31 March 23:59 IST is the old year, 1 April 00:00 IST the new', async () => {
      const march = await storedDonation('2027-03-31T18:29:59.000Z');
      const april = await storedDonation('2027-03-31T18:30:00.000Z');
      const receiptsOf = async (fy: string) =>
        csvRows((await get(`/api/admin/exports/donations.csv?trust=1&fy=${fy}`)).body)
          .slice(1)
          .map((row) => row[0]);
      const old = await receiptsOf('2026-27');
      expect(old).toContain(march.receiptNumber);
      expect(old).not.toContain(april.receiptNumber);
      const next = await receiptsOf('2027-28');
      expect(next).toEqual([april.receiptNumber]);
      expect(csvRows((await get('/api/admin/exports/donations.csv?trust=1&fy=2027-28')).body)[1]?.[1]).toBe(
        '2027-04-01',
      );
    });

    it('leaves out other trusts, other years and unpaid donations', async () => {
      const res = await get('/api/admin/exports/donations.csv?trust=2&fy=2025-26');
      expect(
        csvRows(res.body)
          .slice(1)
          .map((row) => row[0]),
      ).toEqual([receipts.trust2]);
      const lastYear = await get('/api/admin/exports/donations.csv?trust=1&fy=2024-25');
      expect(
        csvRows(lastYear.body)
          .slice(1)
          .map((row) => row[0]),
      ).toEqual([receipts.lastYear]);
      await storedDonation('2031-05-01T06:00:00.000Z', { status: 0, receipt_number: null });
      const empty = await get('/api/admin/exports/donations.csv?trust=1&fy=2031-32');
      expect(csvRows(empty.body)).toHaveLength(1);
      expect((await exportAudits('2031-32')).at(-1)?.after).toMatchObject({ rows: 0, completed: true });
    });

    it('audits a download the client abandons, with the rows read so far', async () => {
      // More rows than the stream's buffers hold, so reading stops when the client does.
      const total = 1000;
      for (let start = 0; start < total; start += 100) {
        await ctx.app.db
          .insertInto('donations')
          .values(
            Array.from({ length: 100 }, (_, i) => {
              const n = start + i;
              const at = new Date(Date.UTC(2040, 5, 1, 0, 0, n)).toISOString();
              return {
                reference: `DN-ABANDON-${n}`,
                first_name: 'Many',
                last_name: `Donor ${n}`,
                email: `many.${n}@example.org`,
                phone: '',
                amount_paise: 10_000,
                city: 'Mysuru',
                state: 'Karnataka',
                trust: 1,
                status: 1,
                gateway: 'offline',
                payment_method: 'cheque',
                paid_at: at,
                receipt_number: `ABANDON/${n}`,
                created_at: at,
                updated_at: at,
              };
            }),
          )
          .execute();
      }
      const { stream } = donationsCsvStream(
        { db: ctx.app.db, cipher: ctx.app.cipher, log: ctx.app.log, pageSize: 50 },
        { trust: 1, fy: '2040-41' },
        { staffId: team.finance.staff.id, ip: '10.0.0.1' },
      );
      for await (const chunk of stream) {
        expect(String(chunk)).toContain('Receipt number');
        break; // leaving the loop destroys the stream, as a closed connection does
      }
      await vi.waitFor(async () => {
        const audits = await exportAudits('2040-41');
        expect(audits).toHaveLength(1);
        expect(audits[0]?.after).toMatchObject({ completed: false });
        expect(Number(audits[0]?.after.rows)).toBeLessThan(total);
      });
    });

    it('pages by (paid_at, id) without losing or repeating a row, however small the page', async () => {
      const same = '2033-06-01T06:00:00.000Z';
      const made = [
        await storedDonation('2033-05-01T06:00:00.000Z'),
        await storedDonation(same),
        await storedDonation(same),
        await storedDonation(same),
        await storedDonation('2033-07-01T06:00:00.000Z'),
      ];
      const pages: number[][] = [];
      for await (const page of receiptedDonationPages(ctx.app.db, { trust: 1, fy: '2033-34' }, 2)) {
        pages.push(page.map((d) => d.id));
      }
      expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
      expect(pages.flat()).toEqual(made.map((d) => d.id));
    });
  });

  describe('Form 10BD', () => {
    it('aggregates one donor per type and mode, in the portal columns, and audits it', async () => {
      const res = await get('/api/admin/exports/form-10bd.csv?trust=1&fy=2025-26');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="form-10bd-SMT-2025-26.csv"');
      expect(res.headers['cache-control']).toBe('no-store');
      const [header, ...rows] = csvRows(res.body);
      expect(header?.slice(0, 4)).toEqual([
        'Sl. No.',
        'Pre Acknowledgement Number',
        'ID Code',
        'Unique Identification Number',
      ]);
      const tail = ['Section 80G', 'AAATS1234KF20214', '01-04-2022'];
      expect(rows).toEqual([
        [
          '1',
          '',
          'Permanent Account Number',
          'ABCPR1234K',
          ...tail,
          'Asha Rao',
          '12 Temple Street, Mysuru 570001',
          'Others',
          ELECTRONIC,
          '7500.50',
        ],
        [
          '2',
          '',
          'Permanent Account Number',
          'ABCPR1234K',
          ...tail,
          'Asha Rao',
          '12 Temple Street, Mysuru 570001',
          'Others',
          'Cash',
          '3000.00',
        ],
        [
          '3',
          '',
          '',
          '',
          ...tail,
          "'@Ravi =1+1",
          '12 Temple Street, Mysuru 570001',
          'Others',
          'Kind',
          '10000.00',
        ],
      ]);
      expect((await exportAudits('2025-26')).at(-1)).toMatchObject({
        staff_id: team.finance.staff.id,
        record_id: 'form-10bd.csv',
        after: { trust: 1, fy: '2025-26', rows: 3, donations: 4, completed: true },
      });
    });

    it('leaves sandbox test payments and cancelled receipts out', async () => {
      const sandbox = await donateAndPay(ctx.app, donationForm({ amount: '700' }));
      const paidAt = (
        await ctx.app.db
          .selectFrom('donations')
          .select('paid_at')
          .where('id', '=', sandbox.id)
          .executeTakeFirstOrThrow()
      ).paid_at;
      const fy = Number((paidAt ?? '').slice(0, 4)) - (Number((paidAt ?? '').slice(5, 7)) < 4 ? 1 : 0);
      const year = `${fy}-${String((fy + 1) % 100).padStart(2, '0')}`;
      // A receipt issued and then cancelled by a refund through the console: the number stays with the donation.
      const cancelled = await storedDonation(paidAt ?? '');
      const refund = await adminCall(ctx.app, 'POST', `/api/admin/donations/${cancelled.id}/refund`, {
        token: team.finance.token,
        body: { reason: 'Given twice by mistake' },
      });
      expect(refund.statusCode, refund.body).toBe(200);
      const csv = csvRows((await get(`/api/admin/exports/form-10bd.csv?trust=1&fy=${year}`)).body);
      expect(csv.flat()).not.toContain('Boundary Donor');
      const checklist = form10bdChecklistResponseSchema.parse(
        (await get(`/api/admin/exports/form-10bd-checklist?trust=1&fy=${year}`)).json(),
      ).data;
      const check = (code: string) => checklist.checks.find((c) => c.code === code);
      expect(check('sandbox-excluded')?.receipt_numbers).toContain(sandbox.receiptNumber);
      expect(check('cancelled-excluded')?.receipt_numbers).toEqual([cancelled.receiptNumber]);
      const donations = csvRows((await get(`/api/admin/exports/donations.csv?trust=1&fy=${year}`)).body);
      expect(donations.find((row) => row[0] === cancelled.receiptNumber)?.[10]).toBe('Cancelled');
    });

    it('lists what would block filing, with counts and receipts', async () => {
      const res = await get('/api/admin/exports/form-10bd-checklist?trust=1&fy=2025-26');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const data: Form10bdChecklist = form10bdChecklistResponseSchema.parse(res.json()).data;
      expect(data).toMatchObject({
        trust: 1,
        trust_name: expect.any(String),
        financial_year: '2025-26',
        ready: false,
        donations: 4,
        rows: 3,
        amount: 20500.5,
      });
      const byCode = Object.fromEntries(data.checks.map((c) => [c.code, c.receipt_numbers]));
      expect(byCode).toMatchObject({
        'no-80g-registration': [],
        'missing-id': [receipts.kind],
        'missing-address': [],
        'cash-over-limit': [receipts.cash],
        kind: [receipts.kind],
        'cancelled-excluded': [],
      });
    });

    it('blocks a trust without an 80G registration', async () => {
      const data = form10bdChecklistResponseSchema.parse(
        (await get('/api/admin/exports/form-10bd-checklist?trust=2&fy=2025-26')).json(),
      ).data;
      expect(data.checks[0]).toMatchObject({
        code: 'no-80g-registration',
        severity: 'blocking',
        receipt_numbers: [receipts.trust2],
      });
      const csv = csvRows((await get('/api/admin/exports/form-10bd.csv?trust=2&fy=2025-26')).body);
      expect(csv[1]?.slice(4, 7)).toEqual(['Section 80G', '', '']);
    });
  });
});
