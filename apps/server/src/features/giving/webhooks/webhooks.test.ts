import { describe, expect, it } from 'vitest';
import type { DonationCheckout, VerifyPaymentRequest } from '@charity/shared';
import type { RazorpayWebhookEventName } from '#src/services/payments/razorpay-shapes.ts';
import { testDatabases, useTestApp } from '../../../../test/support/test-app.ts';
import { TEST_WEBHOOK_SECRET, buildWebhookEvent } from '../../../../test/support/razorpay-webhooks.ts';
import {
  createDonation,
  deliverWebhook,
  donationForm,
  donationRow,
  receiptMailsTo,
  sandboxPay,
  verify,
} from '../../../../test/support/donations-test-kit.ts';
import { WEBHOOK_MESSAGES } from './webhook-routes.ts';

describe.each(testDatabases)('Razorpay webhooks on %s', (database) => {
  const ctx = useTestApp(database, { env: { RAZORPAY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET } });
  const app = () => ctx.app;

  const eventsOf = (orderId: string) =>
    app().db.selectFrom('gateway_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  const eventCount = async () =>
    Number(
      (
        await app()
          .db.selectFrom('gateway_events')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** An unpaid donation, and the checkout result of paying it in the sandbox (its payment id is the webhook's). */
  async function paidAtGateway(): Promise<{
    checkout: DonationCheckout;
    email: string;
    handler: VerifyPaymentRequest;
  }> {
    const form = donationForm();
    const checkout = await createDonation(app(), form);
    return { checkout, email: form.email!, handler: await sandboxPay(app(), checkout.order_id) };
  }
  const event = (
    kind: RazorpayWebhookEventName,
    checkout: DonationCheckout,
    paymentId: string,
    eventId?: string,
  ) =>
    buildWebhookEvent(kind, {
      orderId: checkout.order_id,
      paymentId,
      amountPaise: checkout.amount,
      method: 'card',
      eventId,
    });

  /** The state that must hold whatever the order of reports: paid once, one receipt number, one mail. */
  async function expectPaidOnce(checkout: DonationCheckout, email: string, paymentId: string) {
    const row = await donationRow(app(), checkout.id);
    expect(row).toMatchObject({ status: 1, payment_id: paymentId });
    expect(row.receipt_number).toMatch(/^SMT\//);
    const counters = await app()
      .db.selectFrom('receipt_counters')
      .selectAll()
      .where('trust', '=', 1)
      .execute();
    const numbered = await app()
      .db.selectFrom('donations')
      .select('receipt_number')
      .where('receipt_number', '=', row.receipt_number)
      .execute();
    expect(numbered).toHaveLength(1);
    expect(counters.length).toBeGreaterThan(0);
    const mails = await receiptMailsTo(app(), email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain(row.receipt_number);
    return row;
  }

  it('order.paid marks the donation paid with the payment id and method, and answers fast', async () => {
    const { checkout, email, handler } = await paidAtGateway();
    const delivery = event('order.paid', checkout, handler.razorpay_payment_id);
    const started = performance.now();
    const res = await deliverWebhook(app(), delivery);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'paid' } });

    const row = await expectPaidOnce(checkout, email, handler.razorpay_payment_id);
    expect(row.payment_method).toBe('card');
    const [stored] = await eventsOf(checkout.order_id);
    expect(stored).toMatchObject({
      event_id: delivery.eventId,
      event: 'order.paid',
      payment_id: handler.razorpay_payment_id,
      payload: delivery.body,
    });
    expect(stored?.processed_at).not.toBeNull();
  });

  it('refuses a forged, missing or wrong-secret signature with 400 and stores nothing', async () => {
    const { checkout, handler } = await paidAtGateway();
    const genuine = event('order.paid', checkout, handler.razorpay_payment_id);
    const before = await eventCount();

    const forgedBody = genuine.body.replace(
      `"amount":${checkout.amount}`,
      `"amount":${checkout.amount + 100}`,
    );
    const { 'x-razorpay-signature': _signature, ...unsigned } = genuine.headers;
    const otherSecret = buildWebhookEvent('order.paid', {
      orderId: checkout.order_id,
      paymentId: handler.razorpay_payment_id,
      amountPaise: checkout.amount,
      secret: 'not-the-webhook-secret',
    });
    for (const delivery of [
      { body: forgedBody, headers: genuine.headers },
      { body: genuine.body, headers: unsigned },
      otherSecret,
    ]) {
      const res = await deliverWebhook(app(), delivery);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(WEBHOOK_MESSAGES.badSignature);
    }
    expect(forgedBody).not.toBe(genuine.body);
    expect(await eventCount()).toBe(before);
    expect((await donationRow(app(), checkout.id)).status).toBe(0);
  });

  it('verifies the raw bytes: the same event re-serialised (without \\/ escapes) is refused', async () => {
    const { checkout, handler } = await paidAtGateway();
    const genuine = event('payment.captured', checkout, handler.razorpay_payment_id);
    expect(genuine.body).toContain('\\/');
    const reserialised = JSON.stringify(JSON.parse(genuine.body));
    const res = await deliverWebhook(app(), { body: reserialised, headers: genuine.headers });
    expect(res.statusCode).toBe(400);
    expect((await deliverWebhook(app(), genuine)).statusCode).toBe(200);
  });

  it('stores a redelivered event once and acts on it once', async () => {
    const { checkout, email, handler } = await paidAtGateway();
    const delivery = event('payment.captured', checkout, handler.razorpay_payment_id);
    const first = await deliverWebhook(app(), delivery);
    const second = await deliverWebhook(app(), delivery);
    expect(first.json()).toEqual({ data: { status: 'paid' } });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ data: { status: 'duplicate' } });
    expect(await eventsOf(checkout.order_id)).toHaveLength(1);
    await expectPaidOnce(checkout, email, handler.razorpay_payment_id);
  });

  it('payment.captured before order.paid, then verify: one paid donation, one receipt, one mail', async () => {
    const { checkout, email, handler } = await paidAtGateway();
    const captured = await deliverWebhook(
      app(),
      event('payment.captured', checkout, handler.razorpay_payment_id),
    );
    const orderPaid = await deliverWebhook(app(), event('order.paid', checkout, handler.razorpay_payment_id));
    expect(captured.json()).toEqual({ data: { status: 'paid' } });
    expect(orderPaid.json()).toEqual({ data: { status: 'already_paid' } });
    const receipt = (await donationRow(app(), checkout.id)).receipt_number;

    const res = await verify(app(), handler);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { receipt_number: string } }>().data.receipt_number).toBe(receipt);
    expect(await eventsOf(checkout.order_id)).toHaveLength(2);
    await expectPaidOnce(checkout, email, handler.razorpay_payment_id);
  });

  it('verify before the webhooks: they add the payment method and nothing else', async () => {
    const { checkout, email, handler } = await paidAtGateway();
    expect((await verify(app(), handler)).statusCode).toBe(200);
    expect((await donationRow(app(), checkout.id)).payment_method).toBeNull();
    const res = await deliverWebhook(app(), event('order.paid', checkout, handler.razorpay_payment_id));
    expect(res.json()).toEqual({ data: { status: 'already_paid' } });
    const row = await expectPaidOnce(checkout, email, handler.razorpay_payment_id);
    expect(row.payment_method).toBe('card');
  });

  it('verify racing webhooks and redeliveries: still exactly once', async () => {
    const { checkout, email, handler } = await paidAtGateway();
    const orderPaid = event('order.paid', checkout, handler.razorpay_payment_id);
    const captured = event('payment.captured', checkout, handler.razorpay_payment_id);
    const results = await Promise.all([
      verify(app(), handler),
      deliverWebhook(app(), orderPaid),
      deliverWebhook(app(), captured),
      verify(app(), handler),
      deliverWebhook(app(), orderPaid),
      deliverWebhook(app(), captured),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const statuses = results.slice(1).map((r) => r.json<{ data?: { status: string } }>().data?.status);
    expect(statuses.filter((s) => s === 'duplicate')).toHaveLength(2);
    await expectPaidOnce(checkout, email, handler.razorpay_payment_id);
    expect(await eventsOf(checkout.order_id)).toHaveLength(2);
  });

  it('records payment.failed and leaves the donation pending', async () => {
    const { checkout } = await paidAtGateway();
    const res = await deliverWebhook(app(), event('payment.failed', checkout, 'pay_FailedPayment01'));
    expect(res.json()).toEqual({ data: { status: 'recorded' } });
    expect((await donationRow(app(), checkout.id)).status).toBe(0);
    const [stored] = await eventsOf(checkout.order_id);
    expect(stored).toMatchObject({ event: 'payment.failed', payment_id: 'pay_FailedPayment01' });
    expect(stored?.processed_at).not.toBeNull();
  });

  it('stores a payment of an order that is not ours and answers 200, so Razorpay stops retrying', async () => {
    const delivery = buildWebhookEvent('order.paid', { orderId: 'order_NotOurs00000001', amountPaise: 500 });
    const res = await deliverWebhook(app(), delivery);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'unknown_order' } });
    const [stored] = await eventsOf('order_NotOurs00000001');
    expect(stored?.processed_at).not.toBeNull();
  });

  it('recognises a late payment of an old order after a fresh one was made', async () => {
    const { checkout, email, handler } = await paidAtGateway();
    // A second order for the same donation, as pay-again makes when the first can no longer be paid.
    await app()
      .db.insertInto('donation_orders')
      .values({ order_id: 'order_SecondOrder00001', donation_id: checkout.id, gateway: 'sandbox' })
      .execute();
    await app()
      .db.updateTable('donations')
      .set({ order_id: 'order_SecondOrder00001' })
      .where('id', '=', checkout.id)
      .execute();

    const res = await deliverWebhook(app(), event('order.paid', checkout, handler.razorpay_payment_id));
    expect(res.json()).toEqual({ data: { status: 'paid' } });
    const row = await expectPaidOnce(checkout, email, handler.razorpay_payment_id);
    // The order that was actually paid is the donation's order again.
    expect(row.order_id).toBe(checkout.order_id);
  });
});

describe.each(testDatabases)('Razorpay webhooks without a secret on %s', (database) => {
  const ctx = useTestApp(database);

  it('answers 503 and stores nothing', async () => {
    const delivery = buildWebhookEvent('order.paid', { orderId: 'order_AAAAAAAAAAAAAA', amountPaise: 500 });
    const res = await deliverWebhook(ctx.app, delivery);
    expect(res.statusCode).toBe(503);
    expect(res.json<{ message: string }>().message).toBe(WEBHOOK_MESSAGES.notConfigured);
    expect(await ctx.app.db.selectFrom('gateway_events').select('id').execute()).toEqual([]);
  });
});
