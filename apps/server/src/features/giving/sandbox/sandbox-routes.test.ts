import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DONATION_STATUS,
  PAYMENT_MESSAGES,
  sandboxPayFailedSchema,
  sandboxPayResponseSchema,
} from '@charity/shared';
import { loadConfig, type Config } from '#src/config.ts';
import { errorsPlugin } from '#src/plugins/errors.ts';
import { rateLimitPlugin } from '#src/services/rate-limit/plugin.ts';
import { redisPlugin } from '#src/services/redis/plugin.ts';
import { createTestApp, testDatabases, type TestContext } from '../../../../test/support/test-app.ts';
import { createGateway } from '../../../services/payments/create-gateway.ts';
import { randomRazorpayId } from '../../../services/payments/ids.ts';
import { sandboxSigningSecret } from '../../../services/payments/sandbox-gateway.ts';
import { SANDBOX_PAY_RATE_LIMIT, sandboxRoutes, type SandboxOrder } from './sandbox-routes.ts';
import { checkoutSignature, verifyCheckoutSignature } from '../../../services/payments/signatures.ts';

const APP_SECRET = 'sandbox-routes-test-secret-at-least-32-chars';
const PAY = '/api/payments/sandbox/pay';

const dirs: string[] = [];
function testConfig(env: Record<string, string> = {}): Config {
  const dir = mkdtempSync(path.join(tmpdir(), 'charity-sandbox-'));
  dirs.push(dir);
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, APP_SECRET, LOG_LEVEL: 'silent', ...env });
}

/**
 * The plugin on a bare app with the real errors and rate-limit plugins: how the donations feature registers it,
 * without depending on whether app.ts has wired it yet. Orders live in a Map standing in for donation rows.
 */
async function sandboxApp(config: Config, orders: Map<string, SandboxOrder>, lookups: string[] = []) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  await app.register(errorsPlugin);
  await app.register(redisPlugin, { config });
  await app.register(rateLimitPlugin);
  await app.register(sandboxRoutes, {
    findOrder: async (orderId) => {
      lookups.push(orderId);
      return orders.get(orderId) ?? null;
    },
  });
  await app.ready();
  return app;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('sandbox pay route', () => {
  const config = testConfig();
  const pending = randomRazorpayId('order');
  const paid = randomRazorpayId('order');
  const orders = new Map<string, SandboxOrder>([
    [pending, { amountPaise: 25_000, status: DONATION_STATUS.unpaid }],
    [paid, { amountPaise: 10_000, status: DONATION_STATUS.paid }],
  ]);
  const lookups: string[] = [];
  let app: Awaited<ReturnType<typeof sandboxApp>>;

  beforeAll(async () => {
    app = await sandboxApp(config, orders, lookups);
  });
  afterAll(() => app.close());

  const pay = (body: unknown, remoteAddress?: string) =>
    app.inject({
      method: 'POST',
      url: PAY,
      payload: body as object,
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('pays without logging in and answers what checkout’s handler receives, signed like Razorpay', async () => {
    const response = await pay({ order_id: pending, outcome: 'success' });
    expect(response.statusCode).toBe(200);
    const { data } = sandboxPayResponseSchema.parse(response.json());
    expect(Object.keys(data).sort()).toEqual([
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ]);
    expect(data.razorpay_order_id).toBe(pending);
    expect(data.razorpay_payment_id).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    expect(data.razorpay_signature).toBe(
      checkoutSignature(pending, data.razorpay_payment_id, sandboxSigningSecret(APP_SECRET)),
    );
    expect(lookups.at(-1)).toBe(pending);
  });

  it('signs so that any instance with the same APP_SECRET verifies it, and no other', async () => {
    const { data } = sandboxPayResponseSchema.parse(
      (await pay({ order_id: pending, outcome: 'success' })).json(),
    );
    const claim = {
      orderId: pending,
      paymentId: data.razorpay_payment_id,
      signature: data.razorpay_signature,
    };
    // Another instance: its own config, same APP_SECRET, nothing shared in memory.
    expect(verifyCheckoutSignature(claim, createGateway(testConfig()).signingSecret)).toBe(true);
    expect(
      verifyCheckoutSignature(
        claim,
        createGateway(testConfig({ APP_SECRET: `${APP_SECRET}-other` })).signingSecret,
      ),
    ).toBe(false);
    // Bound to its order: the same payment claimed for another order does not verify.
    expect(verifyCheckoutSignature({ ...claim, orderId: paid }, createGateway(config).signingSecret)).toBe(
      false,
    );
  });

  it('gives a new payment id on every attempt', async () => {
    const a = sandboxPayResponseSchema.parse((await pay({ order_id: pending, outcome: 'success' })).json());
    const b = sandboxPayResponseSchema.parse((await pay({ order_id: pending, outcome: 'success' })).json());
    expect(a.data.razorpay_payment_id).not.toBe(b.data.razorpay_payment_id);
  });

  it('answers a failure with 402 and Razorpay’s payment.failed error', async () => {
    const response = await pay({ order_id: pending, outcome: 'failure' });
    expect(response.statusCode).toBe(402);
    const body = sandboxPayFailedSchema.parse(response.json());
    expect(body).toEqual({
      message: PAYMENT_MESSAGES.sandboxFailed,
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: {
          order_id: pending,
          payment_id: expect.stringMatching(/^pay_[0-9A-Za-z]{14}$/) as unknown,
        },
      },
    });
  });

  it('answers 404 for an order no donation has', async () => {
    const unknown = randomRazorpayId('order');
    const response = await pay({ order_id: unknown, outcome: 'success' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: PAYMENT_MESSAGES.orderNotFound });
    expect(lookups.at(-1)).toBe(unknown);
  });

  it('answers 409 for an order already paid, as Razorpay accepts no second payment', async () => {
    const response = await pay({ order_id: paid, outcome: 'success' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: PAYMENT_MESSAGES.alreadyPaid });
  });

  it('answers 422 on the right field for bad input, without looking anything up', async () => {
    const before = lookups.length;
    const cases: [unknown, string][] = [
      [{ order_id: pending }, 'outcome'],
      [{ order_id: pending, outcome: 'maybe' }, 'outcome'],
      [{ outcome: 'success' }, 'order_id'],
      [{ order_id: 'order_short', outcome: 'success' }, 'order_id'],
      [{ order_id: `${pending}x`, outcome: 'success' }, 'order_id'],
      [{ order_id: 42, outcome: 'success' }, 'order_id'],
    ];
    for (const [body, field] of cases) {
      const response = await pay(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([field]);
    }
    expect(lookups.length).toBe(before);
  });

  it('is rate limited per client', async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < SANDBOX_PAY_RATE_LIMIT.max; i++) {
      expect((await pay({ order_id: pending, outcome: 'success' }, address)).statusCode).toBe(200);
    }
    const limited = await pay({ order_id: pending, outcome: 'success' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Someone else is not affected.
    expect((await pay({ order_id: pending, outcome: 'success' }, '203.0.113.10')).statusCode).toBe(200);
  });
});

describe('sandbox pay route with Razorpay keys configured', () => {
  it('does not exist', async () => {
    const order = randomRazorpayId('order');
    const app = await sandboxApp(
      testConfig({ RAZORPAY_KEY_ID: 'rzp_test_RealKey123', RAZORPAY_KEY_SECRET: 'real-key-secret' }),
      new Map([[order, { amountPaise: 10_000, status: DONATION_STATUS.unpaid }]]),
    );
    try {
      const response = await app.inject({
        method: 'POST',
        url: PAY,
        payload: { order_id: order, outcome: 'success' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('razorpay_signature');
    } finally {
      await app.close();
    }
  });
});

describe.each(testDatabases)('the whole app on %s with Razorpay keys configured', (database) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(database, {
      RAZORPAY_KEY_ID: 'rzp_test_RealKey123',
      RAZORPAY_KEY_SECRET: 'real-key-secret',
    });
  });
  afterAll(() => ctx.close());

  it('has no sandbox pay route', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: PAY,
      payload: { order_id: randomRazorpayId('order'), outcome: 'success' },
    });
    expect(response.statusCode).toBe(404);
  });
});
