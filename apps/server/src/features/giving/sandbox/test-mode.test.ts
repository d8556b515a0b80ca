import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf, type SubscriptionCheckout } from '@charity/shared';
import { call, randomIp } from '../../../../test/support/auth-test-kit.ts';
import {
  createTestApp,
  testDatabases,
  useTestApp,
  type TestContext,
} from '../../../../test/support/test-app.ts';
import {
  donateAndPay,
  donationForm,
  donationRow,
  readPdf,
  receiptMailsTo,
} from '../../../../test/support/donations-test-kit.ts';
import { financeTeam, offlineGift, recordGift } from '../../../../test/support/finance-test-kit.ts';

/**
 * Test mode (docs/decisions/0040-payments-test-mode.md): production without Razorpay keys runs the sandbox only when
 * PAYMENTS_SANDBOX=true, says so loudly, and a sandbox gift's receipt is a TEST one that never touches the trust's
 * real series.
 */
describe.each(testDatabases)('payments in test mode (%s)', (database) => {
  let ctx: TestContext;
  const logs: { level: number; msg: string }[] = [];
  const app = () => ctx.app;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          logs.push(JSON.parse(line) as { level: number; msg: string });
        done();
      },
    });
    ctx = await createTestApp(database, { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' }, undefined, {
      logger: { level: 'warn', stream },
    });
  }, 60_000);
  afterAll(() => ctx.close());

  it('starts with a warn-level line saying that no money is taken', () => {
    expect(app().payments.testMode).toBe(true);
    const warning = logs.find((line) => line.level === 40 && line.msg.includes('PAYMENTS IN TEST MODE'));
    expect(warning?.msg).toContain('no money is taken');
  });

  it('tells the public pages through GET /api/site', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { payments_test_mode: boolean } }>().data.payments_test_mode).toBe(true);
  });

  it("numbers a sandbox gift's receipt in the TEST/ series, marks its PDF and mail, and leaves the real series alone", async () => {
    const form = donationForm({ amount: '500000' });
    const paid = await donateAndPay(app(), form);
    const fy = financialYearOf(new Date());
    expect(paid.receiptNumber).toBe(`TEST/SMT/${fy}/000001`);
    const row = await donationRow(app(), paid.id);
    expect(row).toMatchObject({ receipt_number: paid.receiptNumber, receipt_fy: fy, receipt_seq: null });

    const [mail] = await receiptMailsTo(app(), form.email ?? '');
    expect(mail?.subject).toMatch(/^TEST — NOT A VALID RECEIPT: Your donation receipt TEST\/SMT\//);
    expect(mail?.text_body).toContain('TEST — NOT A VALID RECEIPT');
    expect(mail?.text_body).not.toContain('eligible for deduction');
    const pdf = await readPdf(mail?.attachments[0]?.content ?? Buffer.alloc(0));
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('TEST — NOT A VALID RECEIPT');
    expect(pdf.text).toContain(paid.receiptNumber);
    expect(pdf.text).toContain('no money was taken');
    expect(pdf.text).not.toContain('eligible for deduction under section 80G');

    // The trust's own series has not moved: no counter row, and the next real receipt (an offline cheque) is 1.
    const real = await app()
      .db.selectFrom('receipt_counters')
      .selectAll()
      .where('trust', '=', 1)
      .where('fy', '=', fy)
      .executeTakeFirst();
    expect(real).toBeUndefined();
    const team = await financeTeam(app());
    const gift = await recordGift(app(), team.finance.token, offlineGift());
    expect(gift.statusCode, gift.body).toBe(201);
    expect(gift.json<{ data: { receipt_number: string } }>().data.receipt_number).toBe(`SMT/${fy}/000001`);

    // The test series goes on by itself.
    const second = await donateAndPay(app(), donationForm());
    expect(second.receiptNumber).toBe(`TEST/SMT/${fy}/000002`);
  });

  it("gives a monthly gift's sandbox charge a TEST receipt too", async () => {
    const created = await call(app(), 'POST', '/api/donation/subscription/create', {
      body: donationForm({ amount: '250' }),
      ip: randomIp(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { subscription_id: subscriptionId } = created.json<{ data: SubscriptionCheckout }>().data;
    const paid = await call(app(), 'POST', '/api/payments/sandbox/subscription/pay', {
      body: { subscription_id: subscriptionId, outcome: 'success' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const charge = await app()
      .db.selectFrom('donations')
      .select(['receipt_number', 'receipt_seq'])
      .where('subscription_id', '=', subscriptionId)
      .executeTakeFirstOrThrow();
    expect(charge.receipt_number).toMatch(/^TEST\/SMT\/\d{4}-\d{2}\/\d{6}$/);
    expect(charge.receipt_seq).toBeNull();
  });
});

describe.each(testDatabases)('payments outside test mode (%s)', (database) => {
  const ctx = useTestApp(database);
  beforeAll(async () => {}, 60_000);

  it("keeps development's sandbox on the trust's series, and says no test mode", async () => {
    expect(ctx.app.payments.testMode).toBe(false);
    const site = await ctx.app.inject({ method: 'GET', url: '/api/site' });
    expect(site.json<{ data: { payments_test_mode: boolean } }>().data.payments_test_mode).toBe(false);
    const paid = await donateAndPay(ctx.app);
    expect(paid.receiptNumber).toMatch(/^SMT\/\d{4}-\d{2}\/000001$/);
  });
});
