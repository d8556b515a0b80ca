import { describe, expect, it } from 'vitest';
import {
  DONATION_FIELD_MESSAGES,
  FINANCE_MESSAGES,
  adminDonationDetailResponseSchema,
  type ErrorBody,
} from '@charity/shared';
import { auditRows } from '../../../../test/support/staff-test-kit.ts';
import { outboxSize } from '../../../../test/support/mail-outbox.ts';
import { testDatabases, useTestApp, useTestCast } from '../../../../test/support/test-app.ts';
import {
  donateAndPay,
  donationForm,
  donationRow,
  readPdf,
  receiptMailsTo,
} from '../../../../test/support/donations-test-kit.ts';
import { financeTeam, offlineGift, recordGift } from '../../../../test/support/finance-test-kit.ts';
import { NOT_DEDUCTIBLE_NOTES } from '../receipts/receipt-pdf.ts';

const detailOf = (body: string) => adminDonationDetailResponseSchema.parse(JSON.parse(body)).data;

const GIFTS = 100;
describe.each(testDatabases)('finance console: offline gifts on %s', (database) => {
  const ctx = useTestApp(database);
  const team = useTestCast(ctx, financeTeam);

  const offlineCount = async () =>
    (await ctx.app.db.selectFrom('donations').select('id').where('gateway', '=', 'offline').execute()).length;

  /** The receipt PDF's text of a gift, from the mail the donor got. */
  async function mailedReceiptText(email: string) {
    const mails = await receiptMailsTo(ctx.app, email);
    expect(mails).toHaveLength(1);
    return (await readPdf(mails[0]?.attachments[0]?.content ?? Buffer.alloc(0))).text;
  }

  it("accepts the console form's own output: null for the optional fields left empty", async () => {
    const res = await recordGift(
      ctx.app,
      team.finance.token,
      offlineGift({ email: null, phone: null, pan: null, reference: null, description: null, mode: 'cash' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(detailOf(res.body)).toMatchObject({
      email: null,
      phone: null,
      pan: null,
      payment_reference: null,
    });
  });

  it("takes a fund of the trust's, the general fund when none is given, and refuses another trust's fund", async () => {
    const toFund = await recordGift(
      ctx.app,
      team.finance.token,
      offlineGift({ trust: 1, fund: 'elder-care' }),
    );
    expect(toFund.statusCode, toFund.body).toBe(201);
    expect(detailOf(toFund.body)).toMatchObject({ fund: 'elder-care', fund_name: 'Elder care' });
    const general = await recordGift(ctx.app, team.finance.token, offlineGift({ fund: '' }));
    expect(general.statusCode, general.body).toBe(201);
    expect(detailOf(general.body)).toMatchObject({ fund: null, fund_name: 'General fund' });

    const before = await offlineCount();
    for (const fund of ['temple-restoration', 'no-such-fund', 'Not A Key']) {
      const res = await recordGift(ctx.app, team.finance.token, offlineGift({ trust: 1, fund }));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json<ErrorBody>().errors).toEqual({ fund: DONATION_FIELD_MESSAGES.fund });
    }
    expect(await offlineCount()).toBe(before);
  });

  it('records a cheque as a paid, receipted donation mailed to the donor, with an audit entry', async () => {
    const gift = offlineGift({ amount: '5000', reference: '004512', pan: 'abcpi1234k' });
    const res = await recordGift(ctx.app, team.finance.token, gift);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ message: string }>().message).toBe(FINANCE_MESSAGES.offlineRecorded);
    const data = detailOf(res.body);
    expect(data).toMatchObject({
      status: 1,
      gateway: 'offline',
      payment_method: 'cheque',
      payment_reference: '004512',
      amount: 5000,
      pan: 'XXXXXX234K',
      address: gift.address,
      received_on: gift.received_on,
    });
    expect(data.reference).toMatch(/^OF-/);
    expect(data.receipt).toMatchObject({ not_deductible: null });
    expect(data.mails).toHaveLength(1);

    const text = await mailedReceiptText(String(gift.email));
    expect(text).toContain(data.receipt_number ?? 'missing');
    expect(text).toContain('Cheque');
    expect(text).toContain('004512');
    expect(text).toContain('ABCPI1234K');
    expect(text).toContain(String(gift.address));
    expect(text).not.toContain('not eligible for deduction');

    const [row] = (await auditRows(ctx.app, 'create')).filter((r) => r.record_id === String(data.id));
    expect(row).toMatchObject({ resource: 'donations', staff_id: team.finance.staff.id });
    expect(row?.after).toContain('XXXXXX234K');
    expect(row?.after).not.toContain('ABCPI1234K');
  });

  it('says cash above ₹2,000 is not deductible under 80G, and ₹2,000 in cash is', async () => {
    const over = offlineGift({ mode: 'cash', amount: '2000.01', reference: undefined });
    const res = await recordGift(ctx.app, team.finance.token, over);
    expect(res.statusCode, res.body).toBe(201);
    expect(detailOf(res.body).receipt?.not_deductible).toBe('cash');
    const text = await mailedReceiptText(String(over.email));
    expect(text).toContain(NOT_DEDUCTIBLE_NOTES.cash.replace(/\s+/g, ' '));
    expect(text).toContain('Cash');

    const limit = offlineGift({ mode: 'cash', amount: '2000', reference: undefined });
    const atLimit = await recordGift(ctx.app, team.finance.token, limit);
    expect(detailOf(atLimit.body).receipt?.not_deductible).toBeNull();
    expect(await mailedReceiptText(String(limit.email))).not.toContain('not eligible for deduction');
  });

  it('says a gift in kind is not deductible, with its description and value', async () => {
    const gift = offlineGift({
      mode: 'kind',
      amount: '12000',
      reference: undefined,
      description: '20 bags of rice',
    });
    const res = await recordGift(ctx.app, team.finance.token, gift);
    expect(res.statusCode, res.body).toBe(201);
    expect(detailOf(res.body).receipt?.not_deductible).toBe('kind');
    const text = await mailedReceiptText(String(gift.email));
    expect(text).toContain(NOT_DEDUCTIBLE_NOTES.kind.replace(/\s+/g, ' '));
    expect(text).toContain('20 bags of rice');
    expect(text).toContain('Value of the gift');
  });

  it('records a gift without an e-mail, receipted but not mailed', async () => {
    const before = await outboxSize(ctx.app);
    const res = await recordGift(ctx.app, team.finance.token, offlineGift({ email: '', phone: '' }));
    expect(res.statusCode, res.body).toBe(201);
    const data = detailOf(res.body);
    expect(data).toMatchObject({ email: null, phone: null, mails: [] });
    expect(data.receipt_number).not.toBeNull();
    expect(await outboxSize(ctx.app)).toBe(before);
  });

  it('drops a PAN given with the second trust', async () => {
    const res = await recordGift(ctx.app, team.finance.token, offlineGift({ trust: 2 }));
    expect(res.statusCode, res.body).toBe(201);
    const data = detailOf(res.body);
    expect(data.pan).toBeNull();
    expect(data.receipt_number).toMatch(/^SMMT\//);
    expect((await donationRow(ctx.app, data.id)).pan_encrypted).toBeNull();
  });

  it.each([
    ['first_name', { first_name: '' }],
    ['last_name', { last_name: undefined }],
    ['email', { email: 'not-an-email' }],
    ['phone', { phone: '12345' }],
    ['address', { address: '  ' }],
    ['pan', { pan: 'ABC1234' }],
    ['trust', { trust: 3 }],
    ['amount', { amount: '0' }],
    ['mode', { mode: 'card' }],
    ['reference', { mode: 'bank-transfer', reference: '' }],
    ['reference', { mode: 'upi', reference: undefined }],
    ['received_on', { received_on: '2999-01-01' }],
    ['received_on', { received_on: '15/06/2026' }],
    ['description', { mode: 'kind', description: '' }],
  ])('422 on %s (%j), with nothing stored, mailed or audited', async (field, change) => {
    const audits = (await auditRows(ctx.app)).length;
    const mails = await outboxSize(ctx.app);
    const res = await recordGift(ctx.app, team.finance.token, offlineGift(change));
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().errors).toHaveProperty([field]);
    expect((await auditRows(ctx.app)).length).toBe(audits);
    expect(await outboxSize(ctx.app)).toBe(mails);
  });

  // docs/product/giving.md: 100 mixed gifts at once. A minute's budget: each online one is a donation, an order and a
  // verified payment, on two shared cores.
  it('gives 100 online and offline gifts made at once distinct, consecutive receipt numbers', async () => {
    const results = await Promise.all(
      Array.from({ length: GIFTS }, async (_, i) => {
        if (i % 2 === 0) return (await donateAndPay(ctx.app, donationForm())).receiptNumber;
        const res = await recordGift(
          ctx.app,
          team.finance.token,
          offlineGift({ mode: 'bank-transfer', reference: `NEFT${i}` }),
        );
        expect(res.statusCode, res.body).toBe(201);
        return detailOf(res.body).receipt_number ?? 'missing';
      }),
    );
    expect(new Set(results).size).toBe(GIFTS);
    const years = new Set(results.map((number) => number.split('/')[1]));
    expect(years.size).toBe(1);
    const serials = results.map((number) => Number(number.split('/')[2])).sort((a, b) => a - b);
    expect(serials.at(-1)! - serials[0]!).toBe(GIFTS - 1);
    // Nothing else drew from this year's series at the same time, so these are the series' latest.
    const counter = await ctx.app.db
      .selectFrom('receipt_counters')
      .select('last_seq')
      .where('trust', '=', 1)
      .where('fy', '=', [...years][0] ?? '')
      .executeTakeFirstOrThrow();
    expect(counter.last_seq).toBe(serials.at(-1));
  }, 60_000);
});
