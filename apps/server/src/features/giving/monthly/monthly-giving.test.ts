import { describe, expect, it } from 'vitest';
import {
  MONTHLY_MESSAGES,
  PAYMENT_MESSAGES,
  TRUSTS,
  type MonthlyGift,
  type SubscriptionCheckout,
} from '@charity/shared';
import { call, randomIp, verifiedUser } from '../../../../test/support/auth-test-kit.ts';
import type { RazorpayPayment, RazorpaySubscription } from '#src/services/payments/razorpay-shapes.ts';
import { testDatabases, useTestApp, type TestContext } from '../../../../test/support/test-app.ts';
import {
  buildWebhookEvent,
  buildSubscriptionWebhookEvent,
  type WebhookDelivery,
} from '../../../../test/support/razorpay-webhooks.ts';
import { mailsTo } from '../../../../test/support/mail-outbox.ts';
import { deliverWebhook, donationForm, receiptMailsTo } from '../../../../test/support/donations-test-kit.ts';
import { useRazorpayApp } from '../../../../test/support/razorpay-test-app.ts';

const CREATE = '/api/donation/subscription/create';
const VERIFY = '/api/donation/subscription/verify';
const MINE = '/api/user/monthly-gifts';
const cancelUrl = (id: number) => `/api/donation/subscription/${id}/cancel`;

type App = TestContext['app'];

async function startMonthly(app: App, form: Record<string, string>, token?: string) {
  const res = await call(app, 'POST', CREATE, { body: form, token, ip: randomIp() });
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return res.json<{ data: SubscriptionCheckout }>().data;
}

const subscriptionRow = (app: App, id: number) =>
  app.db.selectFrom('donation_subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const donationsOf = (app: App, subscriptionId: string) =>
  app.db
    .selectFrom('donations')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .orderBy('id')
    .execute();

const myGifts = async (app: App, token: string) => {
  const res = await call(app, 'GET', MINE, { token });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: MonthlyGift[] }>().data;
};

describe.each(testDatabases)('monthly giving through Razorpay Subscriptions (stand-in) on %s', (database) => {
  const { ctx, rzp } = useRazorpayApp(database);
  const app = () => ctx.app;
  const planRequests = () => rzp.requests.filter((r) => r.method === 'POST' && r.url === '/v1/plans');

  /** A started monthly gift: created, authorised in checkout (the first month charged) and verified. */
  async function started(form = donationForm(), token?: string) {
    const checkout = await startMonthly(app(), form, token);
    const first = rzp.authorizeSubscription(checkout.subscription_id);
    const res = await call(app(), 'POST', VERIFY, { body: first.checkout });
    expect(res.statusCode).toBe(200);
    return { checkout, form, first };
  }

  const charged = (
    subscription: RazorpaySubscription,
    payment: RazorpayPayment,
    at: number,
    eventId?: string,
  ) =>
    buildSubscriptionWebhookEvent('subscription.charged', { subscription, payment, createdAt: at, eventId });

  it('creates a monthly plan for the amount and a subscription, and answers the checkout with subscription_id', async () => {
    const form = donationForm({ amount: '777.25', trust: '2', pan: '' });
    const before = planRequests().length;
    const checkout = await startMonthly(app(), form);

    expect(checkout).toMatchObject({
      amount: 77725,
      currency: 'INR',
      key: rzp.keyId,
      gateway: 'razorpay',
      name: TRUSTS[2].name,
      first_name: 'Asha',
      email: form.email,
    });
    expect(checkout.subscription_id).toMatch(/^sub_/);
    expect(checkout).not.toHaveProperty('order_id');
    expect(
      planRequests()
        .slice(before)
        .map((r) => r.body),
    ).toEqual([
      {
        period: 'monthly',
        interval: 1,
        item: { name: 'Monthly gift of ₹777.25', amount: 77725, currency: 'INR' },
        notes: { purpose: 'monthly-giving' },
      },
    ]);
    const atGateway = rzp.subscriptions.get(checkout.subscription_id);
    expect(atGateway).toMatchObject({ total_count: 120, customer_notify: true, status: 'created' });
    const row = await subscriptionRow(app(), checkout.id);
    expect(row).toMatchObject({
      subscription_id: checkout.subscription_id,
      plan_id: atGateway?.plan_id,
      status: 'created',
      amount_paise: 77725,
      trust: 2,
      gateway: 'razorpay',
      pan_encrypted: null,
      short_url: atGateway?.short_url,
    });
    expect(atGateway?.notes).toEqual({ subscription_reference: row.reference, trust: '2' });

    // The same amount again reuses the plan; the donation's own checks still apply to the body.
    await startMonthly(app(), donationForm({ amount: '777.25' }));
    expect(planRequests().length - before).toBe(1);
    const bad = await call(app(), 'POST', CREATE, { body: donationForm({ amount: '0.50', pan: '' }) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string> }>().errors.amount).toBeDefined();
  });

  it("keeps the gift's fund, address and citizenship for every month's donation, under the same rules", async () => {
    const refused = await call(app(), 'POST', CREATE, {
      body: donationForm({ fund: 'temple-restoration', indian_citizen: '' }),
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json<{ errors: Record<string, string> }>().errors).sort()).toEqual([
      'fund',
      'indian_citizen',
    ]);

    const { checkout, first } = await started(donationForm({ fund: 'elder-care' }));
    expect(await subscriptionRow(app(), checkout.id)).toMatchObject({
      fund: 'elder-care',
      address: 'Flat 4, 12 MG Road',
      pin_code: '560001',
      indian_citizen: 1,
    });
    const res = await deliverWebhook(
      app(),
      charged(first.subscription, first.payment, Math.floor(Date.now() / 1000)),
    );
    expect(res.json()).toEqual({ data: { status: 'charged' } });
    expect(await donationsOf(app(), checkout.subscription_id)).toEqual([
      expect.objectContaining({
        fund: 'elder-care',
        address: 'Flat 4, 12 MG Road',
        pin_code: '560001',
        indian_citizen: 1,
      }),
    ]);
  });

  it('stores nothing when Razorpay is down (503) and keeps the plan when only the subscription failed', async () => {
    const form = donationForm({ amount: '912' });
    rzp.failure = 'server-error';
    const res = await call(app(), 'POST', CREATE, { body: form });
    expect(res.statusCode).toBe(503);
    expect(res.json<{ message: string }>().message).toBe(PAYMENT_MESSAGES.unavailable);
    rzp.failure = null;
    const rows = await app()
      .db.selectFrom('donation_subscriptions')
      .select('id')
      .where('email', '=', form.email!)
      .execute();
    expect(rows).toEqual([]);
  });

  it('verifies the authorisation over OUR subscription id: bad or borrowed signatures are 400, unknown 404', async () => {
    const checkout = await startMonthly(app(), donationForm());
    const other = await startMonthly(app(), donationForm());
    const { checkout: handler } = rzp.authorizeSubscription(checkout.subscription_id);

    const forged = await call(app(), 'POST', VERIFY, {
      body: { ...handler, razorpay_signature: 'ab'.repeat(32) },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json<{ message: string }>().message).toBe(MONTHLY_MESSAGES.verificationFailed);
    const borrowed = await call(app(), 'POST', VERIFY, {
      body: { ...handler, razorpay_subscription_id: other.subscription_id },
    });
    expect(borrowed.statusCode).toBe(400);
    const unknown = await call(app(), 'POST', VERIFY, {
      body: { ...handler, razorpay_subscription_id: 'sub_00000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await subscriptionRow(app(), checkout.id)).status).toBe('created');

    const ok = await call(app(), 'POST', VERIFY, { body: handler });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ message: string; data: MonthlyGift }>()).toMatchObject({
      message: MONTHLY_MESSAGES.started,
      data: { id: checkout.id, status: 'authenticated', status_name: 'Starting' },
    });
    expect(await subscriptionRow(app(), checkout.id)).toMatchObject({
      status: 'authenticated',
      auth_payment_id: handler.razorpay_payment_id,
    });
    // No charge is recorded by verify: that is subscription.charged's job.
    expect(await donationsOf(app(), checkout.subscription_id)).toEqual([]);
  });

  it('three charges, delivered shuffled and duplicated, make three paid donations with three receipts and mails', async () => {
    const { checkout, form, first } = await started();
    const second = rzp.chargeSubscription(checkout.subscription_id);
    const third = rzp.chargeSubscription(checkout.subscription_id);
    const t0 = Math.floor(Date.now() / 1000);
    const month = 30 * 24 * 3600;
    const e1 = charged(first.subscription, first.payment, t0);
    const e2 = charged(second.subscription, second.payment, t0 + month);
    const e3 = charged(third.subscription, third.payment, t0 + 2 * month);
    // The same charge reported again under another event id: still one donation for its payment.
    const e2again = charged(second.subscription, second.payment, t0 + month + 5);
    // The invoice order's own events, before and after the charge: no warning, no second donation.
    const capturedFirst = buildWebhookEvent('payment.captured', {
      orderId: first.payment.order_id!,
      paymentId: first.payment.id,
      amountPaise: first.payment.amount,
      invoiceId: first.payment.invoice_id!,
    });
    // The third charge's invoice order reports first: not ours yet, so only recorded, with no warning.
    const capturedThird = buildWebhookEvent('payment.captured', {
      orderId: third.payment.order_id!,
      paymentId: third.payment.id,
      amountPaise: third.payment.amount,
      invoiceId: third.payment.invoice_id!,
    });

    const order: [WebhookDelivery, string][] = [
      [capturedThird, 'recorded'],
      [e3, 'charged'],
      [e1, 'charged'],
      [e3, 'duplicate'],
      [e2again, 'charged'],
      [e1, 'duplicate'],
      [e2, 'already_charged'],
      [e2, 'duplicate'],
    ];
    for (const [delivery, outcome] of order) {
      const res = await deliverWebhook(app(), delivery);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { status: outcome } });
    }

    const donations = await donationsOf(app(), checkout.subscription_id);
    expect(donations.map((d) => d.payment_id).sort()).toEqual(
      [first.payment.id, second.payment.id, third.payment.id].sort(),
    );
    for (const donation of donations) {
      expect(donation).toMatchObject({
        status: 1,
        gateway: 'razorpay',
        amount_paise: 150050,
        first_name: 'Asha',
        email: form.email,
        trust: 1,
        payment_method: 'card',
      });
      expect(donation.pan_last4).toBe('234F');
      expect(donation.receipt_number).toMatch(/^SMT\//);
      expect(donation.reference).toMatch(/^DN-/);
    }
    const numbers = donations.map((d) => d.receipt_number);
    expect(new Set(numbers).size).toBe(3);
    const mails = await receiptMailsTo(app(), form.email!);
    expect(mails).toHaveLength(3);
    expect(mails.map((m) => numbers.find((n) => n && m.subject.includes(n)))).not.toContain(undefined);

    // The newest snapshot wins whatever order the events came in.
    expect(await subscriptionRow(app(), checkout.id)).toMatchObject({
      status: 'active',
      paid_count: 3,
      next_charge_at: new Date(third.subscription.charge_at! * 1000).toISOString(),
    });

    // The invoice order's payment.captured, after the charge: the donation is found, already paid.
    const late = await deliverWebhook(app(), capturedFirst);
    expect(late.json()).toEqual({ data: { status: 'already_paid' } });
    expect(await donationsOf(app(), checkout.subscription_id)).toHaveLength(3);
    expect(await receiptMailsTo(app(), form.email!)).toHaveLength(3);
  });

  it('the same charge reported at the same moment under several event ids makes one donation', async () => {
    const { checkout, form, first } = await started();
    const at = Math.floor(Date.now() / 1000);
    const deliveries = Array.from({ length: 5 }, (_, i) =>
      charged(first.subscription, first.payment, at + i),
    );
    const outcomes = await Promise.all(
      deliveries.map(
        async (d) => (await deliverWebhook(app(), d)).json<{ data: { status: string } }>().data.status,
      ),
    );
    expect(outcomes.sort()).toEqual([
      'already_charged',
      'already_charged',
      'already_charged',
      'already_charged',
      'charged',
    ]);
    expect(await donationsOf(app(), checkout.subscription_id)).toHaveLength(1);
    expect(await receiptMailsTo(app(), form.email!)).toHaveLength(1);
  });

  it('an event about a subscription that is not ours is stored and ignored', async () => {
    const stranger = buildSubscriptionWebhookEvent('subscription.charged', {
      subscription: {
        id: 'sub_NotOursAtAll01',
        entity: 'subscription',
        plan_id: 'plan_NotOursAtAll1',
        status: 'active',
        total_count: 12,
        paid_count: 1,
        created_at: 1_700_000_000,
      },
    });
    const res = await deliverWebhook(app(), stranger);
    expect(res.json()).toEqual({ data: { status: 'unknown_subscription' } });
  });

  it('halted: marks the gift halted and mails the donor the link to update the payment method, once', async () => {
    const user = await verifiedUser(app());
    const { checkout, first } = await started(donationForm({ email: user.email }));
    const halt = rzp.haltSubscription(checkout.subscription_id);
    const at = Math.floor(Date.now() / 1000) + 60;
    const delivery = buildSubscriptionWebhookEvent('subscription.halted', {
      subscription: halt.subscription,
      payment: halt.payment,
      createdAt: at,
    });
    expect((await deliverWebhook(app(), delivery)).json()).toEqual({ data: { status: 'halted' } });
    expect((await deliverWebhook(app(), delivery)).json()).toEqual({ data: { status: 'duplicate' } });

    const halted = (await mailsTo(app(), user.email)).filter((m) =>
      m.subject.includes('could not be charged'),
    );
    expect(halted).toHaveLength(1);
    expect(halted[0]?.subject).toBe(`Your monthly gift to ${TRUSTS[1].name} could not be charged`);
    expect(halted[0]?.text_body).toContain(halt.subscription.short_url);
    expect(halted[0]?.html_body).toContain(`href="${halt.subscription.short_url}"`);
    expect(halted[0]?.related_to).toBe(`subscription:${checkout.id}`);
    expect(await donationsOf(app(), checkout.subscription_id)).toEqual([]);

    const [gift] = await myGifts(app(), user.token);
    expect(gift).toMatchObject({
      id: checkout.id,
      status: 'halted',
      status_name: 'Payment failed',
      update_url: halt.subscription.short_url,
      next_charge_at: null,
    });

    // An older event (the first month's charge, delivered late) records its donation but does not undo the halt.
    const stale = charged(first.subscription, first.payment, at - 3600);
    expect((await deliverWebhook(app(), stale)).json()).toEqual({ data: { status: 'charged' } });
    expect(await donationsOf(app(), checkout.subscription_id)).toHaveLength(1);
    expect((await subscriptionRow(app(), checkout.id)).status).toBe('halted');
  });

  it('lists the donor’s started monthly gifts with amount, trust, status and next charge; not others’', async () => {
    const user = await verifiedUser(app());
    const { checkout } = await started(donationForm({ email: user.email, amount: '501' }), user.token);
    // Never authorised: not listed.
    await startMonthly(app(), donationForm({ email: user.email }), user.token);
    await started(donationForm());

    const gifts = await myGifts(app(), user.token);
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({
      id: checkout.id,
      amount: 501,
      trust: 1,
      trust_name: TRUSTS[1].name,
      status: 'authenticated',
      paid_count: 0,
      cancelled_at: null,
      update_url: null,
    });
    expect((await call(app(), 'GET', MINE)).statusCode).toBe(401);
  });

  it('cancel: only the owner, at Razorpay first, idempotent; a later subscription.cancelled changes nothing', async () => {
    const owner = await verifiedUser(app());
    const other = await verifiedUser(app());
    const { checkout } = await started(donationForm({ email: owner.email }));

    const refused = await call(app(), 'POST', cancelUrl(checkout.id), { token: other.token });
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ message: string }>().message).toBe(MONTHLY_MESSAGES.notFound);
    expect((await call(app(), 'POST', cancelUrl(checkout.id))).statusCode).toBe(401);
    expect(rzp.subscriptions.get(checkout.subscription_id)?.status).toBe('active');

    const cancelRequests = () => rzp.requests.filter((r) => r.url.endsWith('/cancel')).length;
    const before = cancelRequests();
    const res = await call(app(), 'POST', cancelUrl(checkout.id), { token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string; data: MonthlyGift }>()).toMatchObject({
      message: MONTHLY_MESSAGES.cancelled,
      data: { status: 'cancelled', status_name: 'Cancelled', next_charge_at: null },
    });
    expect(rzp.subscriptions.get(checkout.subscription_id)?.status).toBe('cancelled');
    const row = await subscriptionRow(app(), checkout.id);
    expect(row.status).toBe('cancelled');
    expect(row.cancelled_at).not.toBeNull();

    const again = await call(app(), 'POST', cancelUrl(checkout.id), { token: owner.token });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: MonthlyGift }>().data.status).toBe('cancelled');
    expect(cancelRequests() - before).toBe(1);

    const webhook = buildSubscriptionWebhookEvent('subscription.cancelled', {
      subscription: rzp.subscriptions.get(checkout.subscription_id)!,
    });
    expect((await deliverWebhook(app(), webhook)).json()).toEqual({ data: { status: 'recorded' } });
  });

  it('cancel records a cancellation made in Razorpay’s dashboard whose webhook has not come', async () => {
    const owner = await verifiedUser(app());
    const { checkout } = await started(donationForm({ email: owner.email }));
    const atGateway = rzp.subscriptions.get(checkout.subscription_id)!;
    atGateway.status = 'cancelled';
    atGateway.ended_at = Math.floor(Date.now() / 1000);

    const res = await call(app(), 'POST', cancelUrl(checkout.id), { token: owner.token });
    expect(res.statusCode).toBe(200);
    expect((await subscriptionRow(app(), checkout.id)).status).toBe('cancelled');
  });

  it('cancel with Razorpay down is a 503 and leaves the gift running', async () => {
    const owner = await verifiedUser(app());
    const { checkout } = await started(donationForm({ email: owner.email }));
    rzp.failure = 'server-error';
    const res = await call(app(), 'POST', cancelUrl(checkout.id), { token: owner.token });
    expect(res.statusCode).toBe(503);
    rzp.failure = null;
    expect((await subscriptionRow(app(), checkout.id)).status).toBe('authenticated');
  });

  it('subscription.cancelled from the dashboard ends the gift (cancelled_at from Razorpay)', async () => {
    const { checkout } = await started();
    const atGateway = rzp.subscriptions.get(checkout.subscription_id)!;
    const endedAt = Math.floor(Date.now() / 1000) + 120;
    const delivery = buildSubscriptionWebhookEvent('subscription.cancelled', {
      subscription: { ...atGateway, status: 'cancelled', ended_at: endedAt, charge_at: null },
      createdAt: endedAt,
    });
    expect((await deliverWebhook(app(), delivery)).json()).toEqual({ data: { status: 'cancelled' } });
    expect(await subscriptionRow(app(), checkout.id)).toMatchObject({
      status: 'cancelled',
      cancelled_at: new Date(endedAt * 1000).toISOString(),
      next_charge_at: null,
    });
  });
});

describe.each(testDatabases)('monthly giving in the offline sandbox on %s', (database) => {
  const ctx = useTestApp(database);
  const app = () => ctx.app;
  const sandboxPay = (subscriptionId: string, outcome: 'success' | 'failure' = 'success') =>
    call(app(), 'POST', '/api/payments/sandbox/subscription/pay', {
      body: { subscription_id: subscriptionId, outcome },
    });
  const sandboxEvent = (subscriptionId: string, event: 'charged' | 'halted') =>
    call(app(), 'POST', '/api/payments/sandbox/subscription/event', {
      body: { subscription_id: subscriptionId, event },
    });

  it('checkout signs like Razorpay, charges the first month, verifies, and lists the gift', async () => {
    const user = await verifiedUser(app());
    const form = donationForm({ email: user.email, amount: '250' });
    const checkout = await startMonthly(app(), form, user.token);
    expect(checkout).toMatchObject({ gateway: 'sandbox', key: 'rzp_test_sandbox', amount: 25000 });

    const paid = await sandboxPay(checkout.subscription_id);
    expect(paid.statusCode).toBe(200);
    const handler = paid.json<{ data: Record<string, string> }>().data;
    expect(handler.razorpay_subscription_id).toBe(checkout.subscription_id);
    expect(handler.razorpay_payment_id).toMatch(/^pay_/);

    const verified = await call(app(), 'POST', VERIFY, { body: handler });
    expect(verified.statusCode).toBe(200);
    const [donation] = await donationsOf(app(), checkout.subscription_id);
    expect(donation).toMatchObject({
      status: 1,
      gateway: 'sandbox',
      payment_id: handler.razorpay_payment_id,
    });
    expect(await receiptMailsTo(app(), user.email)).toHaveLength(1);

    const [gift] = await myGifts(app(), user.token);
    expect(gift).toMatchObject({ id: checkout.id, status: 'active', paid_count: 1, amount: 250 });
    expect(Date.parse(gift!.next_charge_at!)).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);

    // A second authorisation of the same gift is refused, as Razorpay's checkout would.
    expect((await sandboxPay(checkout.subscription_id)).statusCode).toBe(409);
    // A signature made for another gift does not verify this one.
    const other = await startMonthly(app(), donationForm());
    const borrowed = await call(app(), 'POST', VERIFY, {
      body: { ...handler, razorpay_subscription_id: other.subscription_id },
    });
    expect(borrowed.statusCode).toBe(400);
  });

  it('plays later months: a charge is a second donation with its own receipt; a halt mails the update link', async () => {
    const user = await verifiedUser(app());
    const checkout = await startMonthly(app(), donationForm({ email: user.email }), user.token);
    await call(app(), 'POST', VERIFY, {
      body: (await sandboxPay(checkout.subscription_id)).json<{ data: Record<string, string> }>().data,
    });

    const next = await sandboxEvent(checkout.subscription_id, 'charged');
    expect(next.json()).toEqual({ data: { status: 'charged' } });
    const donations = await donationsOf(app(), checkout.subscription_id);
    expect(donations).toHaveLength(2);
    expect(new Set(donations.map((d) => d.receipt_number)).size).toBe(2);
    expect(await receiptMailsTo(app(), user.email)).toHaveLength(2);

    const halt = await sandboxEvent(checkout.subscription_id, 'halted');
    expect(halt.json()).toEqual({ data: { status: 'halted' } });
    const mail = (await mailsTo(app(), user.email)).find((m) => m.subject.includes('could not be charged'));
    expect(mail?.text_body).toContain(`${ctx.config.publicUrl}/payment`);

    const cancelled = await call(app(), 'POST', cancelUrl(checkout.id), { token: user.token });
    expect(cancelled.statusCode).toBe(200);
    expect((await sandboxEvent(checkout.subscription_id, 'charged')).statusCode).toBe(409);
    expect((await myGifts(app(), user.token))[0]?.status).toBe('cancelled');
  });

  it('Fail answers checkout’s error (402) and starts nothing; unknown gifts are 404', async () => {
    const checkout = await startMonthly(app(), donationForm());
    const failed = await sandboxPay(checkout.subscription_id, 'failure');
    expect(failed.statusCode).toBe(402);
    expect(failed.json<{ message: string }>().message).toBe(PAYMENT_MESSAGES.sandboxFailed);
    expect((await subscriptionRow(app(), checkout.id)).status).toBe('created');
    expect(await donationsOf(app(), checkout.subscription_id)).toEqual([]);
    expect((await sandboxPay('sub_00000000000000')).statusCode).toBe(404);
    expect((await sandboxEvent(checkout.subscription_id, 'charged')).statusCode).toBe(409);
  });
});
