import { describe, expect, it } from 'vitest';
import {
  REFUND_MESSAGES,
  STAFF_MESSAGES,
  STAFF_ROLES,
  adminDonationDetailResponseSchema,
  adminDonationListResponseSchema,
  donationRowSchema,
  formatDateInIndia,
  resendReceiptResponseSchema,
  type DonationRow,
  type ErrorBody,
} from '@charity/shared';
import { call, verifiedUser } from '../../../../test/support/auth-test-kit.ts';
import { adminCall, auditRows } from '../../../../test/support/staff-test-kit.ts';
import { outboxSize } from '../../../../test/support/mail-outbox.ts';
import { refundDonation } from './refund-service.ts';
import {
  testDatabases,
  useTestApp,
  useTestCast,
  type TestContext,
} from '../../../../test/support/test-app.ts';
import { TEST_WEBHOOK_SECRET, buildRefundWebhookEvent } from '../../../../test/support/razorpay-webhooks.ts';
import {
  createDonation,
  deliverWebhook,
  donateAndPay,
  donationForm,
  donationRow,
  readPdf,
  receiptMailsTo,
  verify,
} from '../../../../test/support/donations-test-kit.ts';
import { financeTeam, offlineGift, recordGift } from '../../../../test/support/finance-test-kit.ts';
import { useRazorpayApp } from '../../../../test/support/razorpay-test-app.ts';

type App = TestContext['app'];

const refund = (
  app: App,
  token: string | undefined,
  id: number,
  reason: unknown = 'Donor asked for it back',
) =>
  adminCall(app, 'POST', `/api/admin/donations/${id}/refund`, {
    ...(token ? { token } : {}),
    body: { reason },
  });
const resend = (app: App, token: string | undefined, id: number) =>
  adminCall(app, 'POST', `/api/admin/donations/${id}/resend-receipt`, token ? { token } : {});
const detailOf = (body: string) => adminDonationDetailResponseSchema.parse(JSON.parse(body)).data;
/** The refund mails queued to an address, oldest first. */
const refundMailsTo = (app: App, email: string) =>
  app.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .where('subject', 'like', '%was refunded%')
    .orderBy('id')
    .execute();
const refundAudits = async (app: App, id: number) =>
  (await auditRows(app, 'refund')).filter((row) => row.record_id === String(id));

describe.each(testDatabases)('refunds and resent receipts (sandbox) on %s', (database) => {
  const ctx = useTestApp(database, { env: { RAZORPAY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET } });
  const team = useTestCast(ctx, financeTeam);
  const app = () => ctx.app;

  describe('the role matrix', () => {
    for (const role of [...STAFF_ROLES, 'nobody'] as const) {
      const allowed = role === 'finance' || role === 'admin';
      const expected = role === 'nobody' ? 401 : allowed ? 200 : 403;
      it(`POST …/refund and …/resend-receipt as ${role} → ${expected}`, async () => {
        const token = role === 'nobody' ? undefined : team[role].token;
        const { id } = await donateAndPay(app());
        const resent = await resend(app(), token, id);
        expect(resent.statusCode, resent.body).toBe(expected);
        const res = await refund(app(), token, id);
        expect(res.statusCode, res.body).toBe(expected);
        if (expected !== 200) {
          expect(res.json<ErrorBody>().message).toBe(
            expected === 401 ? STAFF_MESSAGES.signInRequired : STAFF_MESSAGES.forbidden,
          );
          expect((await donationRow(app(), id)).refunded_at).toBeNull();
          expect(await refundAudits(app(), id)).toHaveLength(0);
        }
      });
    }
  });

  it('documents both routes in the OpenAPI document', async () => {
    const doc = (await app().inject('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    expect(doc.paths).toHaveProperty(['/api/admin/donations/{id}/refund']);
    expect(doc.paths).toHaveProperty(['/api/admin/donations/{id}/resend-receipt']);
  });

  it('refunds a paid sandbox donation: receipt cancelled, number kept and never reused, audited', async () => {
    const paid = await donateAndPay(app(), donationForm({ amount: '1100' }));
    const before = await donationRow(app(), paid.id);
    const res = await refund(app(), team.finance.token, paid.id, '  Paid twice by mistake  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(REFUND_MESSAGES.refunded);
    const detail = detailOf(res.body);
    expect(detail).toMatchObject({
      status: 1,
      status_name: 'Refunded',
      receipt_number: paid.receiptNumber,
      receipt: { number: paid.receiptNumber, cancelled: true },
      refund: { reason: 'Paid twice by mistake', by: 'Test finance' },
    });
    expect(detail.refund?.refund_id).toMatch(/^rfnd_[0-9A-Za-z]{14}$/);

    const row = await donationRow(app(), paid.id);
    expect(row).toMatchObject({
      status: 1,
      receipt_number: paid.receiptNumber,
      receipt_seq: before.receipt_seq,
      refund_reason: 'Paid twice by mistake',
      refunded_by: team.finance.staff.id,
    });
    expect(row.refunded_at).not.toBeNull();

    const audits = await refundAudits(app(), paid.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ staff_id: team.finance.staff.id, resource: 'donations' });
    expect(JSON.parse(audits[0]?.after ?? '{}')).toMatchObject({
      receipt_number: paid.receiptNumber,
      reason: 'Paid twice by mistake',
      receipt_cancelled: true,
    });

    // The list tags it; the next paid donation takes the next number, not the cancelled one.
    const list = adminDonationListResponseSchema.parse(
      (
        await adminCall(app(), 'GET', `/api/admin/donations?q=${paid.receiptNumber}`, {
          token: team.admin.token,
        })
      ).json(),
    );
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ id: paid.id, status_name: 'Refunded' });
    expect(list.data[0]?.refunded_at).toBe(row.refunded_at);
    const next = await donateAndPay(app());
    const nextRow = await donationRow(app(), next.id);
    expect(next.receiptNumber).not.toBe(paid.receiptNumber);
    expect(nextRow.receipt_seq).toBeGreaterThan(before.receipt_seq ?? Infinity);
  });

  it("stamps CANCELLED on the staff's receipt PDF of a refunded donation, and not on a valid one", async () => {
    const paid = await donateAndPay(app());
    const pdfText = async () => {
      const res = await adminCall(app(), 'GET', `/api/admin/donations/${paid.id}/receipt`, {
        token: team.finance.token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      return readPdf(res.rawPayload);
    };
    const valid = await pdfText();
    expect(valid.text).toContain(paid.receiptNumber);
    expect(valid.text).not.toContain('CANCELLED');

    expect((await refund(app(), team.finance.token, paid.id)).statusCode).toBe(200);
    const cancelled = await pdfText();
    expect(cancelled.text).toContain('CANCELLED');
    expect(cancelled.text).toContain('because the donation was refunded');
    expect(cancelled.text).toContain(paid.receiptNumber);
    expect(cancelled.info.Title).toContain('CANCELLED');
  });

  it('refuses a second refund and an unpaid donation with 409, and writes no audit entry for either', async () => {
    const paid = await donateAndPay(app());
    expect((await refund(app(), team.finance.token, paid.id)).statusCode).toBe(200);
    const refundedAt = (await donationRow(app(), paid.id)).refunded_at;
    const again = await refund(app(), team.admin.token, paid.id, 'Again');
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().message).toBe(REFUND_MESSAGES.alreadyRefunded);
    expect(await donationRow(app(), paid.id)).toMatchObject({ refunded_at: refundedAt });
    expect(await refundAudits(app(), paid.id)).toHaveLength(1);

    const unpaid = await createDonation(app());
    const res = await refund(app(), team.finance.token, unpaid.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().message).toBe(REFUND_MESSAGES.notPaid);
    expect((await donationRow(app(), unpaid.id)).refunded_at).toBeNull();
    expect(await refundAudits(app(), unpaid.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown donation and 422 without a reason', async () => {
    expect((await refund(app(), team.finance.token, 999_999)).statusCode).toBe(404);
    expect((await resend(app(), team.finance.token, 999_999)).statusCode).toBe(404);
    const paid = await donateAndPay(app());
    const res = await refund(app(), team.finance.token, paid.id, '   ');
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().errors).toHaveProperty('reason');
    expect((await donationRow(app(), paid.id)).refunded_at).toBeNull();
  });

  it("keeps a refunded donation out of the list's totals and counts it apart", async () => {
    const form = donationForm({ amount: '1234.50' });
    const kept = await donateAndPay(app(), { ...form });
    const gone = await donateAndPay(app(), { ...form, amount: '100' });
    const totals = async () => {
      const res = await adminCall(
        app(),
        'GET',
        `/api/admin/donations?q=${encodeURIComponent(form.email ?? '')}`,
        {
          token: team.finance.token,
        },
      );
      return adminDonationListResponseSchema.parse(res.json()).meta;
    };
    expect((await totals()).totals).toEqual({ count: 2, amount: 1334.5, refunded: { count: 0, amount: 0 } });
    expect((await refund(app(), team.finance.token, gone.id)).statusCode).toBe(200);
    const after = await totals();
    expect(after.totals).toEqual({ count: 1, amount: 1234.5, refunded: { count: 1, amount: 100 } });
    // Both rows are still listed: the refunded one with its tag.
    expect(after.total).toBe(2);
    expect(kept.id).not.toBe(gone.id);
  });

  it('refunds an offline gift locally (no gateway refund id)', async () => {
    const gift = await recordGift(app(), team.finance.token, offlineGift({ amount: '2500' }));
    expect(gift.statusCode, gift.body).toBe(201);
    const { id, receipt_number: number } = detailOf(gift.body);
    const res = await refund(app(), team.finance.token, id, 'Cheque bounced');
    expect(res.statusCode, res.body).toBe(200);
    expect(detailOf(res.body)).toMatchObject({
      gateway: 'offline',
      receipt_number: number,
      refund: { reason: 'Cheque bounced', refund_id: null },
      receipt: { cancelled: true },
    });
  });

  describe("the donor's refund mail", () => {
    it('queues exactly one mail per refund: amount, date, receipt number and the cancelled 80G receipt', async () => {
      const form = donationForm({ amount: '1100' });
      const email = form.email ?? '';
      const paid = await donateAndPay(app(), form);
      const row = await donationRow(app(), paid.id);
      expect((await refund(app(), team.finance.token, paid.id)).statusCode).toBe(200);
      // A second refund is refused and its webhook coming back changes nothing: still one mail.
      expect((await refund(app(), team.finance.token, paid.id)).statusCode).toBe(409);
      const back = buildRefundWebhookEvent('refund.processed', {
        paymentId: row.payment_id ?? '',
        orderId: row.order_id ?? '',
        amountPaise: row.amount_paise,
      });
      expect((await deliverWebhook(app(), back)).json()).toEqual({ data: { status: 'already_refunded' } });
      const mails = await refundMailsTo(app(), email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.related_to).toBe(`donation:${paid.id}`);
      expect(mails[0]?.subject).toContain(paid.receiptNumber);
      const day = formatDateInIndia(row.paid_at ?? '');
      for (const part of [mails[0]?.text_body ?? '', mails[0]?.html_body ?? '']) {
        expect(part).toContain('₹1,100');
        expect(part).toContain(day);
        expect(part).toContain(paid.receiptNumber);
        expect(part).toContain('cancelled');
        expect(part).toContain('80G');
        expect(part).not.toContain('new receipt');
      }
    });

    it('tells a partial refund made in Razorpay: the amount back, and a new receipt for what was kept', async () => {
      const form = donationForm({ amount: '1000' });
      const paid = await donateAndPay(app(), form);
      const row = await donationRow(app(), paid.id);
      const delivery = buildRefundWebhookEvent('refund.processed', {
        paymentId: row.payment_id ?? '',
        orderId: row.order_id ?? '',
        amountPaise: 40_000,
      });
      expect((await deliverWebhook(app(), delivery)).json()).toEqual({ data: { status: 'refunded' } });
      expect((await deliverWebhook(app(), delivery)).json()).toEqual({ data: { status: 'duplicate' } });
      const mails = await refundMailsTo(app(), form.email ?? '');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text_body).toContain('We have refunded ₹400.00 of your donation of ₹1,000.00');
      expect(mails[0]?.text_body).toContain(`receipt ${paid.receiptNumber} is now cancelled`);
      expect(mails[0]?.text_body).toContain(
        'For the ₹600.00 that stays with the trust, we will send you a new receipt.',
      );
    });

    it('mails no one for a gift without e-mail', async () => {
      const gift = await recordGift(app(), team.finance.token, offlineGift({ email: '', amount: '700' }));
      expect(gift.statusCode, gift.body).toBe(201);
      const before = await outboxSize(app());
      expect((await refund(app(), team.finance.token, detailOf(gift.body).id)).statusCode).toBe(200);
      expect(await outboxSize(app())).toBe(before);
    });

    it('keeps the refund when its mail cannot be queued, and logs it', async () => {
      const form = donationForm({ amount: '900' });
      const paid = await donateAndPay(app(), form);
      const errors: unknown[] = [];
      const detail = await refundDonation(
        {
          db: app().db,
          cipher: app().cipher,
          gateway: app().payments.gateway,
          log: { info: () => {}, warn: () => {}, error: (...args: unknown[]) => errors.push(args) },
          enqueue: () => Promise.reject(new Error('outbox down')),
        },
        paid.id,
        { reason: 'Donor asked for it back' },
        { staffId: team.finance.staff.id, ip: null },
      );
      expect(detail).toMatchObject({ status_name: 'Refunded', receipt: { cancelled: true } });
      expect((await donationRow(app(), paid.id)).refunded_at).not.toBeNull();
      expect(await refundAudits(app(), paid.id)).toHaveLength(1);
      expect(await refundMailsTo(app(), form.email ?? '')).toHaveLength(0);
      expect(errors).toHaveLength(1);
    });
  });

  describe("the donor's payments page", () => {
    it('shows a refunded donation as Refunded, with no certificate; an open link shows CANCELLED', async () => {
      const user = await verifiedUser(app());
      const paid = await donateAndPay(app(), donationForm({ email: user.email }));
      const kept = await donateAndPay(app(), donationForm({ email: user.email }));
      const link = await call(app(), 'GET', `/api/donation/certificate/${paid.id}`, { token: user.token });
      expect(link.statusCode).toBe(200);

      expect((await refund(app(), team.finance.token, paid.id)).statusCode).toBe(200);

      const page = await call(app(), 'GET', '/api/user/payment-data?page=1', { token: user.token });
      const rows = page.json<{ data: DonationRow[] }>().data;
      for (const row of rows) donationRowSchema.parse(row);
      const refunded = rows.find((row) => row.id === paid.id);
      expect(refunded).toMatchObject({
        status: 1,
        status_name: 'Refunded',
        receipt_number: paid.receiptNumber,
      });
      expect(refunded?.refunded_at).not.toBeNull();
      expect(rows.find((row) => row.id === kept.id)).toMatchObject({
        status_name: 'Paid',
        refunded_at: null,
      });

      const again = await call(app(), 'GET', `/api/donation/certificate/${paid.id}`, { token: user.token });
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorBody>().message).toBe(REFUND_MESSAGES.receiptCancelled);
      expect(
        (await call(app(), 'GET', `/api/donation/certificate/${kept.id}`, { token: user.token })).statusCode,
      ).toBe(200);

      // A link signed just before the refund still opens, and shows the receipt as it now is.
      const url = new URL(link.json<{ data: string }>().data);
      const pdf = await app().inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(pdf.statusCode).toBe(200);
      expect((await readPdf(pdf.rawPayload)).text).toContain('CANCELLED');
    });
  });

  describe('resending a receipt', () => {
    it('queues the same receipt again, once per call, and audits each', async () => {
      const form = donationForm();
      const paid = await donateAndPay(app(), form);
      expect(await receiptMailsTo(app(), form.email!)).toHaveLength(1);

      const first = await resend(app(), team.finance.token, paid.id);
      expect(first.statusCode, first.body).toBe(200);
      expect(resendReceiptResponseSchema.parse(first.json()).data).toEqual({
        receipt_number: paid.receiptNumber,
        to: form.email,
      });
      expect(await receiptMailsTo(app(), form.email!)).toHaveLength(2);
      expect((await resend(app(), team.admin.token, paid.id)).statusCode).toBe(200);

      const mails = await receiptMailsTo(app(), form.email!);
      expect(mails).toHaveLength(3);
      for (const mail of mails) {
        expect(mail.subject).toContain(paid.receiptNumber);
        expect(mail.related_to).toBe(`donation:${paid.id}`);
        const attachment = mail.attachments[0];
        expect(attachment?.contentType).toBe('application/pdf');
        const text = (await readPdf(attachment!.content)).text;
        expect(text).toContain(paid.receiptNumber);
        expect(text).not.toContain('CANCELLED');
      }
      const audits = (await auditRows(app(), 'resend-receipt')).filter(
        (r) => r.record_id === String(paid.id),
      );
      expect(audits.map((a) => a.staff_id)).toEqual([team.finance.staff.id, team.admin.staff.id]);
      // The donation page lists the mails.
      const detail = detailOf(
        (await adminCall(app(), 'GET', `/api/admin/donations/${paid.id}`, { token: team.finance.token }))
          .body,
      );
      expect(detail.mails).toHaveLength(3);
    });

    it('refuses an unpaid or refunded donation and a donor without e-mail (409), with no mail and no audit', async () => {
      const form = donationForm();
      const unpaid = await createDonation(app(), form);
      const paid = await donateAndPay(app());
      expect((await refund(app(), team.finance.token, paid.id)).statusCode).toBe(200);
      const gift = detailOf((await recordGift(app(), team.finance.token, offlineGift({ email: '' }))).body);
      const auditsBefore = (await auditRows(app(), 'resend-receipt')).length;

      for (const [id, message] of [
        [unpaid.id, REFUND_MESSAGES.resendNotPaid],
        [paid.id, REFUND_MESSAGES.resendRefunded],
        [gift.id, REFUND_MESSAGES.noEmail],
      ] as const) {
        const res = await resend(app(), team.finance.token, id);
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json<ErrorBody>().message).toBe(message);
      }
      expect(await receiptMailsTo(app(), form.email!)).toHaveLength(0);
      expect(await auditRows(app(), 'resend-receipt')).toHaveLength(auditsBefore);
    });
  });

  describe('refund webhooks', () => {
    const paidOnline = async () => {
      const paid = await donateAndPay(app());
      const row = await donationRow(app(), paid.id);
      return { ...paid, row, paymentId: row.payment_id ?? '', orderId: row.order_id ?? '' };
    };

    it('marks a donation refunded in Razorpay once, however often the event arrives', async () => {
      const paid = await paidOnline();
      const delivery = buildRefundWebhookEvent('refund.processed', {
        paymentId: paid.paymentId,
        orderId: paid.orderId,
        amountPaise: paid.row.amount_paise,
      });
      const first = await deliverWebhook(app(), delivery);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ data: { status: 'refunded' } });
      const row = await donationRow(app(), paid.id);
      expect(row).toMatchObject({
        status: 1,
        receipt_number: paid.receiptNumber,
        refund_id: delivery.refundId,
        refunded_by: null,
      });
      expect(row.refund_reason).toContain(delivery.refundId);
      expect(row.refunded_at).not.toBeNull();

      // The same delivery again, and the same refund reported by its other event: nothing changes.
      expect((await deliverWebhook(app(), delivery)).json()).toEqual({ data: { status: 'duplicate' } });
      const other = buildRefundWebhookEvent('payment.refunded', {
        paymentId: paid.paymentId,
        orderId: paid.orderId,
        amountPaise: paid.row.amount_paise,
        refundId: delivery.refundId,
      });
      expect((await deliverWebhook(app(), other)).json()).toEqual({ data: { status: 'already_refunded' } });
      expect(await donationRow(app(), paid.id)).toEqual(row);
      const audits = await refundAudits(app(), paid.id);
      expect(audits).toHaveLength(1);
      expect(audits[0]?.staff_id).toBeNull();
      const events = await app()
        .db.selectFrom('gateway_events')
        .select('event')
        .where('payment_id', '=', paid.paymentId)
        .execute();
      expect(events.map((e) => e.event).sort()).toEqual(['payment.refunded', 'refund.processed']);
      // A console refund after it is a 409.
      expect((await refund(app(), team.finance.token, paid.id)).statusCode).toBe(409);
    });

    it('finds a console refund already recorded when its webhook comes back', async () => {
      const paid = await paidOnline();
      const res = await refund(app(), team.finance.token, paid.id);
      const refundId = detailOf(res.body).refund?.refund_id ?? undefined;
      const delivery = buildRefundWebhookEvent('refund.processed', {
        paymentId: paid.paymentId,
        orderId: paid.orderId,
        amountPaise: paid.row.amount_paise,
        refundId,
      });
      expect((await deliverWebhook(app(), delivery)).json()).toEqual({
        data: { status: 'already_refunded' },
      });
      expect(await refundAudits(app(), paid.id)).toHaveLength(1);
    });

    it('ignores a refund of a payment that paid no donation', async () => {
      const paid = await paidOnline();
      const delivery = buildRefundWebhookEvent('refund.processed', {
        paymentId: 'pay_NotADonation123',
        orderId: paid.orderId,
        amountPaise: 10_000,
      });
      expect((await deliverWebhook(app(), delivery)).json()).toEqual({ data: { status: 'unknown_payment' } });
      expect((await donationRow(app(), paid.id)).refunded_at).toBeNull();
    });
  });
});

describe.each(testDatabases)('refunds through Razorpay (stand-in) on %s', (database) => {
  const { ctx, rzp } = useRazorpayApp(database);
  const team = useTestCast(ctx, financeTeam);
  const app = () => ctx.app;
  const refundRequests = (paymentId: string) =>
    rzp.requests.filter((r) => r.method === 'POST' && r.url === `/v1/payments/${paymentId}/refund`);

  async function paidThroughRazorpay(amount = '2500.75') {
    const checkout = await createDonation(app(), donationForm({ amount }));
    const { checkout: handler, payment } = rzp.capturePayment(checkout.order_id, 'card');
    expect((await verify(app(), handler)).statusCode).toBe(200);
    return { id: checkout.id, paymentId: payment.id };
  }

  it('refunds the whole payment through Razorpay, in paise, and records its refund id', async () => {
    const paid = await paidThroughRazorpay('2500.75');
    const res = await refund(app(), team.finance.token, paid.id, 'Donor request');
    expect(res.statusCode, res.body).toBe(200);

    const requests = refundRequests(paid.paymentId);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toMatchObject({ amount: 250075, notes: { reason: 'Donor request' } });
    const made = rzp.refunds.get(paid.paymentId) ?? [];
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: 250075, status: 'processed' });
    expect(detailOf(res.body).refund?.refund_id).toBe(made[0]?.id);
    expect((await donationRow(app(), paid.id)).refund_id).toBe(made[0]?.id);

    // A second refund is refused here, before Razorpay is asked again.
    expect((await refund(app(), team.finance.token, paid.id)).statusCode).toBe(409);
    expect(refundRequests(paid.paymentId)).toHaveLength(1);
  });

  it('records nothing when Razorpay fails or refuses', async () => {
    const paid = await paidThroughRazorpay('900');
    rzp.failure = 'server-error';
    const down = await refund(app(), team.finance.token, paid.id);
    expect(down.statusCode).toBe(503);
    expect(down.json<ErrorBody>().message).toBe(REFUND_MESSAGES.gatewayUnavailable);
    rzp.failure = null;
    expect((await donationRow(app(), paid.id)).refunded_at).toBeNull();
    expect(await refundAudits(app(), paid.id)).toHaveLength(0);

    // Refunded in the dashboard meanwhile (without its webhook yet): Razorpay refuses a second refund.
    const dashboard = rzp.refunds;
    dashboard.set(paid.paymentId, [
      {
        id: 'rfnd_Dashboard123456',
        entity: 'refund',
        amount: 90_000,
        currency: 'INR',
        payment_id: paid.paymentId,
        notes: {},
        receipt: null,
        status: 'processed',
        created_at: 0,
      },
    ]);
    const refused = await refund(app(), team.finance.token, paid.id);
    expect(refused.statusCode).toBe(502);
    expect(refused.json<ErrorBody>().message).toContain('fully refunded already');
    expect((await donationRow(app(), paid.id)).refunded_at).toBeNull();
    expect(await refundAudits(app(), paid.id)).toHaveLength(0);
  });

  it('refunds an old sandbox donation locally, without asking Razorpay', async () => {
    const paid = await paidThroughRazorpay('300');
    // As if paid in the sandbox before the keys were set.
    await app().db.updateTable('donations').set({ gateway: 'sandbox' }).where('id', '=', paid.id).execute();
    const before = rzp.requests.length;
    const res = await refund(app(), team.finance.token, paid.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(detailOf(res.body).refund?.refund_id).toBeNull();
    expect(rzp.requests.length).toBe(before);
  });
});

describe.each(testDatabases)('a Razorpay donation on a server without keys, on %s', (database) => {
  const ctx = useTestApp(database);
  const team = useTestCast(ctx, financeTeam);

  it('is refused (409): its money can only go back through Razorpay', async () => {
    const paid = await donateAndPay(ctx.app);
    await ctx.app.db
      .updateTable('donations')
      .set({ gateway: 'razorpay' })
      .where('id', '=', paid.id)
      .execute();
    const res = await refund(ctx.app, team.finance.token, paid.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().message).toBe(REFUND_MESSAGES.razorpayWithoutKeys);
    expect((await donationRow(ctx.app, paid.id)).refunded_at).toBeNull();
  });
});
