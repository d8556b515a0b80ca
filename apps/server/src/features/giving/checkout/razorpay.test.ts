import { describe, expect, it } from 'vitest';
import { DONATION_MESSAGES, PAYMENT_MESSAGES, TRUSTS, type DonationCheckout } from '@charity/shared';
import { call, verifiedUser } from '../../../../test/support/auth-test-kit.ts';
import { testDatabases } from '../../../../test/support/test-app.ts';
import { buildWebhookEvent } from '../../../../test/support/razorpay-webhooks.ts';
import {
  CREATE,
  SANDBOX_PAY,
  createDonation,
  deliverWebhook,
  donationForm,
  donationRow,
  receiptMailsTo,
  verify,
} from '../../../../test/support/donations-test-kit.ts';
import { useRazorpayApp } from '../../../../test/support/razorpay-test-app.ts';

/** The Razorpay adapter end to end: RAZORPAY_KEY_ID/SECRET/API_URL point the app at a local Orders API. */
describe.each(testDatabases)('donations through Razorpay (stand-in) on %s', (database) => {
  const { ctx, rzp } = useRazorpayApp(database);
  const app = () => ctx.app;
  const orderRequests = () => rzp.requests.filter((r) => r.method === 'POST' && r.url === '/v1/orders');
  const payAgain = (id: number, token: string) => call(app(), 'POST', `/api/donation/${id}/pay`, { token });

  it('creates the order at Razorpay in paise with our reference and notes, then verifies its signature', async () => {
    const form = donationForm({ amount: '2500.75', trust: '2', pan: '' });
    const before = orderRequests().length;
    const checkout = await createDonation(app(), form);
    expect(checkout).toMatchObject({
      key: rzp.keyId,
      gateway: 'razorpay',
      amount: 250075,
      name: TRUSTS[2].name,
    });

    const requests = orderRequests().slice(before);
    expect(requests).toHaveLength(1);
    const row = await donationRow(app(), checkout.id);
    expect(requests[0]?.body).toEqual({
      amount: 250075,
      currency: 'INR',
      receipt: row.reference,
      notes: { donation_reference: row.reference, trust: '2' },
    });
    expect(rzp.orders.get(checkout.order_id)?.receipt).toBe(row.reference);
    expect(row).toMatchObject({ gateway: 'razorpay', order_id: checkout.order_id, status: 0 });

    // The donor pays in Razorpay's checkout; its handler posts what Razorpay signed with the key secret.
    const { checkout: handler } = rzp.capturePayment(checkout.order_id, 'card');
    const res = await verify(app(), handler);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { receipt_number: string } }>().data.receipt_number).toMatch(/^SMMT\//);
    const paid = await donationRow(app(), checkout.id);
    expect(paid).toMatchObject({ status: 1, payment_id: handler.razorpay_payment_id });
    const mails = await receiptMailsTo(app(), form.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain(handler.razorpay_payment_id);
  });

  it('has no sandbox: its pay route does not exist and a sandbox-style signature is refused', async () => {
    const checkout = await createDonation(app());
    const res = await call(app(), 'POST', SANDBOX_PAY, {
      body: { order_id: checkout.order_id, outcome: 'success' },
    });
    expect(res.statusCode).toBe(404);
    const bad = await verify(app(), {
      razorpay_order_id: checkout.order_id,
      razorpay_payment_id: 'pay_AAAAAAAAAAAAAA',
      razorpay_signature: 'ab'.repeat(32),
    });
    expect(bad.statusCode).toBe(400);
  });

  it.each([
    ['server-error', 503, PAYMENT_MESSAGES.unavailable],
    ['rate-limited', 503, PAYMENT_MESSAGES.unavailable],
    ['unauthorized', 502, PAYMENT_MESSAGES.refused],
    ['garbage', 502, PAYMENT_MESSAGES.refused],
  ] as const)(
    'stores nothing when Razorpay fails (%s): %i with a clear message',
    async (failure, status, message) => {
      rzp.failure = failure;
      const form = donationForm();
      const res = await call(app(), 'POST', CREATE, { body: form });
      expect(res.statusCode).toBe(status);
      expect(res.json<{ message: string }>().message).toBe(message);
      expect(
        await app().db.selectFrom('donations').select('id').where('email', '=', form.email!).execute(),
      ).toEqual([]);
    },
  );

  it('pay again reuses an order Razorpay can still take, after a failed attempt', async () => {
    const user = await verifiedUser(app());
    const checkout = await createDonation(app(), donationForm({ email: user.email }));
    rzp.failPayment(checkout.order_id);
    expect(rzp.orders.get(checkout.order_id)?.status).toBe('attempted');
    const before = orderRequests().length;

    const res = await payAgain(checkout.id, user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: DonationCheckout }>().data).toEqual(checkout);
    expect(orderRequests()).toHaveLength(before);
  });

  it('pay again finds a captured payment whose webhook never came: paid, not charged twice', async () => {
    const user = await verifiedUser(app());
    const checkout = await createDonation(app(), donationForm({ email: user.email }));
    const { payment } = rzp.capturePayment(checkout.order_id, 'upi');
    const before = orderRequests().length;

    const res = await payAgain(checkout.id, user.token);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(DONATION_MESSAGES.alreadyPaid);
    expect(orderRequests()).toHaveLength(before);
    const row = await donationRow(app(), checkout.id);
    expect(row).toMatchObject({ status: 1, payment_id: payment.id, payment_method: 'upi' });
    expect(row.receipt_number).not.toBeNull();
    expect(await receiptMailsTo(app(), user.email)).toHaveLength(1);
  });

  it('pay again makes a fresh order when Razorpay does not know the old one, and a late payment of the old one still counts', async () => {
    const user = await verifiedUser(app());
    const first = await createDonation(app(), donationForm({ email: user.email }));
    // Razorpay forgets the order (say, the keys moved to another account): it can no longer be paid.
    const oldOrder = rzp.orders.get(first.order_id)!;
    rzp.orders.delete(first.order_id);

    const res = await payAgain(first.id, user.token);
    expect(res.statusCode).toBe(200);
    const again = res.json<{ data: DonationCheckout }>().data;
    expect(again.order_id).not.toBe(first.order_id);
    expect(again).toMatchObject({ id: first.id, amount: first.amount });
    const row = await donationRow(app(), first.id);
    expect(row.order_id).toBe(again.order_id);
    expect(rzp.orders.get(again.order_id)?.receipt).toBe(`${row.reference}-2`);

    // The old order's payment arrives after all (a checkout left open): its webhook finds the donation.
    rzp.orders.set(oldOrder.id, oldOrder);
    const delivery = buildWebhookEvent('payment.captured', {
      orderId: first.order_id,
      amountPaise: first.amount,
    });
    const hook = await deliverWebhook(app(), delivery);
    expect(hook.json()).toEqual({ data: { status: 'paid' } });
    expect(await donationRow(app(), first.id)).toMatchObject({ status: 1, order_id: first.order_id });
  });

  it('pay again is a 503 while Razorpay is down, never a second order', async () => {
    const user = await verifiedUser(app());
    const checkout = await createDonation(app(), donationForm({ email: user.email }));
    const before = orderRequests().length;
    rzp.failure = 'server-error';
    const res = await payAgain(checkout.id, user.token);
    expect(res.statusCode).toBe(503);
    rzp.failure = null;
    expect(orderRequests()).toHaveLength(before);
  });
});
