import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, PAYMENT_MESSAGES } from '@charity/shared';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../../test/stand-ins/razorpay-stand-in.ts';
import { GatewayError } from './gateway-error.ts';
import type { CreatePlanInput, PaymentGateway } from './gateway.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';
import { subscriptionCheckoutSignature, verifySubscriptionCheckoutSignature } from './signatures.ts';

const plan: CreatePlanInput = {
  amountPaise: 150_050,
  period: 'monthly',
  interval: 1,
  name: 'Monthly gift of ₹1,500.50',
  notes: { purpose: 'monthly-giving' },
};

async function failure(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the gateway call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

describe('Razorpay gateway against a stand-in of the Subscriptions API', () => {
  let rzp: RazorpayStandIn;
  let gateway: PaymentGateway;

  beforeEach(async () => {
    rzp = await startRazorpayStandIn();
    gateway = createRazorpayGateway({
      keyId: rzp.keyId,
      keySecret: rzp.keySecret,
      apiUrl: rzp.url,
      timeoutMs: 300,
    });
  });
  afterEach(() => rzp.close());

  it('creates a monthly plan: POST /plans with the period, interval and an INR item in paise', async () => {
    const created = await gateway.createPlan(plan);
    const [request] = rzp.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/plans');
    expect(request?.body).toEqual({
      period: 'monthly',
      interval: 1,
      item: { name: 'Monthly gift of ₹1,500.50', amount: 150_050, currency: 'INR' },
      notes: { purpose: 'monthly-giving' },
    });
    expect(created).toMatchObject({
      entity: 'plan',
      period: 'monthly',
      interval: 1,
      item: { amount: 150_050, currency: 'INR' },
    });
    expect(created.id).toMatch(/^plan_[0-9A-Za-z]{14}$/);
    expect(rzp.plans.has(created.id)).toBe(true);
  });

  it('maps a plan amount Razorpay refuses to a 422 under errors.amount', async () => {
    const error = await failure(gateway.createPlan({ ...plan, amountPaise: 99 }));
    expect(error.statusCode).toBe(422);
    expect(error.body).toEqual({
      message: MESSAGES.invalidInput,
      errors: { amount: 'The amount must be at least INR 1.00.' },
      error: 'BAD_REQUEST_ERROR',
    });
  });

  it('creates a subscription of the plan (total count, quantity 1, customer notified, notes), status created', async () => {
    const { id: planId } = await gateway.createPlan(plan);
    const created = await gateway.createSubscription({
      planId,
      totalCount: 120,
      customerNotify: true,
      notes: { subscription_reference: 'MG-TEST', trust: '1' },
    });
    expect(rzp.requests.at(-1)?.url).toBe('/v1/subscriptions');
    expect(rzp.requests.at(-1)?.body).toEqual({
      plan_id: planId,
      total_count: 120,
      quantity: 1,
      customer_notify: true,
      notes: { subscription_reference: 'MG-TEST', trust: '1' },
    });
    expect(created).toMatchObject({
      entity: 'subscription',
      plan_id: planId,
      status: 'created',
      paid_count: 0,
      total_count: 120,
    });
    expect(created.id).toMatch(/^sub_[0-9A-Za-z]{14}$/);
    expect(created.short_url).toMatch(/^https:\/\/rzp\.io\//);
  });

  it('refuses a subscription of an unknown plan with a 502 (not the visitor’s fault)', async () => {
    const error = await failure(
      gateway.createSubscription({
        planId: 'plan_00000000000000',
        totalCount: 120,
        customerNotify: true,
        notes: {},
      }),
    );
    expect(error.statusCode).toBe(502);
    expect(error.body.message).toBe(PAYMENT_MESSAGES.refused);
  });

  it('fetches and cancels a subscription; cancelling one already cancelled is refused', async () => {
    const { id: planId } = await gateway.createPlan(plan);
    const { id } = await gateway.createSubscription({
      planId,
      totalCount: 120,
      customerNotify: true,
      notes: {},
    });
    rzp.authorizeSubscription(id);

    const fetched = await gateway.fetchSubscription?.(id);
    expect(rzp.requests.at(-1)).toMatchObject({ method: 'GET', url: `/v1/subscriptions/${id}` });
    expect(fetched).toMatchObject({ id, status: 'active', paid_count: 1 });
    expect(fetched?.charge_at).toBeGreaterThan(Date.now() / 1000);

    const cancelled = await gateway.cancelSubscription(id);
    expect(rzp.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: `/v1/subscriptions/${id}/cancel`,
      body: { cancel_at_cycle_end: false },
    });
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.ended_at).toBeGreaterThan(0);

    const again = await failure(gateway.cancelSubscription(id));
    expect(again.kind).toBe('invalid_request');
    expect(again.description).toBe('Subscription is not cancellable in cancelled status.');
    expect(again.statusCode).toBe(502);
  });

  it('maps an unreachable Subscriptions API to 503', async () => {
    rzp.failure = 'server-error';
    const error = await failure(gateway.createPlan(plan));
    expect(error.statusCode).toBe(503);
  });

  it("verifies checkout's subscription signature (payment id first) with the key secret", async () => {
    const { id: planId } = await gateway.createPlan(plan);
    const { id } = await gateway.createSubscription({
      planId,
      totalCount: 120,
      customerNotify: true,
      notes: {},
    });
    const { checkout } = rzp.authorizeSubscription(id);
    const claim = {
      subscriptionId: id,
      paymentId: checkout.razorpay_payment_id,
      signature: checkout.razorpay_signature,
    };
    expect(verifySubscriptionCheckoutSignature(claim, gateway.signingSecret)).toBe(true);
    expect(
      verifySubscriptionCheckoutSignature(
        { ...claim, subscriptionId: 'sub_00000000000000' },
        gateway.signingSecret,
      ),
    ).toBe(false);
    expect(verifySubscriptionCheckoutSignature(claim, 'another-secret')).toBe(false);
  });
});

describe('subscription signatures', () => {
  it("matches razorpay-node's known answer (payment id | subscription id)", () => {
    // docs/product/external-facts.md; recomputed from razorpay-node's validatePaymentVerification.
    expect(
      subscriptionCheckoutSignature('sub_ID6MOhgkcoHj9I', 'pay_IDZNwZZFtnjyym', 'EnLs21M47BllR3X8PSFtjtbd'),
    ).toBe('601f383334975c714c91a7d97dd723eb56520318355863dcf3821c0d07a17693');
  });
});

describe('the sandbox gateway’s plans and subscriptions', () => {
  const gateway = createSandboxGateway({ appSecret: 'x'.repeat(40), publicUrl: 'https://example.org' });

  it('makes Razorpay-shaped plans and subscriptions, refusing what Razorpay refuses', async () => {
    const created = await gateway.createPlan(plan);
    expect(created.id).toMatch(/^plan_[0-9A-Za-z]{14}$/);
    expect(created.item.amount).toBe(150_050);
    const subscription = await gateway.createSubscription({
      planId: created.id,
      totalCount: 120,
      customerNotify: true,
      notes: {},
    });
    expect(subscription).toMatchObject({ plan_id: created.id, status: 'created', paid_count: 0 });
    expect(subscription.id).toMatch(/^sub_[0-9A-Za-z]{14}$/);
    expect(subscription.short_url).toBe('https://example.org/payment');
    expect((await gateway.cancelSubscription(subscription.id)).status).toBe('cancelled');
    expect(gateway.fetchSubscription).toBeUndefined();

    const error = await failure(gateway.createPlan({ ...plan, amountPaise: 50 }));
    expect(error.statusCode).toBe(422);
  });
});
