import { describe, expect, it } from 'vitest';
import { MESSAGES, PAYMENT_MESSAGES, SANDBOX_KEY_ID } from '@charity/shared';
import { createGateway } from './create-gateway.ts';
import { GatewayError } from './gateway-error.ts';
import type { CreateOrderInput } from './gateway.ts';
import { createSandboxGateway, sandboxSigningSecret } from './sandbox-gateway.ts';

const appSecret = 'sandbox-test-secret-that-is-at-least-32-characters';
const input: CreateOrderInput = {
  amountPaise: 50_000,
  receipt: 'DON-2026-000007',
  notes: { donation_id: '7' },
};

describe('sandbox gateway', () => {
  it('creates Razorpay-shaped orders without any network or state', async () => {
    const gateway = createSandboxGateway({ appSecret });
    expect(gateway.kind).toBe('sandbox');
    expect(gateway.keyId).toBe(SANDBOX_KEY_ID);

    const before = Math.floor(Date.now() / 1000);
    const order = await gateway.createOrder(input);
    expect(order).toEqual({
      id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/) as unknown,
      entity: 'order',
      amount: 50_000,
      amount_paid: 0,
      amount_due: 50_000,
      currency: 'INR',
      receipt: 'DON-2026-000007',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: { donation_id: '7' },
      created_at: expect.any(Number) as unknown,
    });
    expect(order.created_at).toBeGreaterThanOrEqual(before);
    expect(gateway.fetchOrderPayments).toBeUndefined();

    const ids = new Set(
      await Promise.all(Array.from({ length: 200 }, async () => (await gateway.createOrder(input)).id)),
    );
    expect(ids.size).toBe(200);
  });

  it('refuses what Razorpay refuses, with the same errors as the Razorpay adapter', async () => {
    const gateway = createSandboxGateway({ appSecret });
    const refusal = async (overrides: Partial<CreateOrderInput>) => {
      const error = await gateway.createOrder({ ...input, ...overrides }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GatewayError);
      return error as GatewayError;
    };

    const small = await refusal({ amountPaise: 99 });
    expect(small.kind).toBe('invalid_request');
    expect(small.statusCode).toBe(422);
    expect(small.body).toEqual({
      message: MESSAGES.invalidInput,
      errors: { amount: 'The amount must be at least INR 1.00' },
      error: 'BAD_REQUEST_ERROR',
    });
    expect((await refusal({ amountPaise: 100.5 })).body.errors).toEqual({
      amount: 'The amount must be an integer.',
    });
    // Fields the visitor never typed are our bug: a 502, not a form error.
    for (const bad of [
      { receipt: 'R'.repeat(41) },
      { notes: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`k${i}`, 'v'])) },
      { notes: { long: 'x'.repeat(257) } },
    ]) {
      const error = await refusal(bad);
      expect(error.statusCode).toBe(502);
      expect(error.body.message).toBe(PAYMENT_MESSAGES.refused);
    }
    // The limits themselves are accepted.
    await expect(
      gateway.createOrder({ ...input, amountPaise: 100, receipt: 'R'.repeat(40) }),
    ).resolves.toBeTruthy();
  });

  it('signs with a secret derived from APP_SECRET: the same on every instance, different per APP_SECRET', () => {
    const secret = sandboxSigningSecret(appSecret);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(secret).not.toContain(appSecret);
    expect(sandboxSigningSecret(appSecret)).toBe(secret);
    expect(sandboxSigningSecret(`${appSecret}!`)).not.toBe(secret);

    const gateway = createSandboxGateway({ appSecret });
    expect(gateway.signingSecret).toBe(secret);
    expect(createSandboxGateway({ appSecret }).signingSecret).toBe(secret);
    expect(JSON.stringify(gateway)).not.toContain(secret);
  });
});

describe('createGateway', () => {
  const base = { appSecret, razorpayApiUrl: 'http://127.0.0.1:9/v1' };

  it('picks the sandbox without keys', () => {
    const gateway = createGateway({ ...base, razorpay: null });
    expect(gateway.kind).toBe('sandbox');
    expect(gateway.keyId).toBe(SANDBOX_KEY_ID);
  });

  it('picks Razorpay with keys, signing with the key secret', () => {
    const gateway = createGateway({
      ...base,
      razorpay: { keyId: 'rzp_test_abc123', keySecret: 'key-secret-1' },
    });
    expect(gateway.kind).toBe('razorpay');
    expect(gateway.keyId).toBe('rzp_test_abc123');
    expect(gateway.signingSecret).toBe('key-secret-1');
    expect(typeof gateway.fetchOrderPayments).toBe('function');
  });
});
