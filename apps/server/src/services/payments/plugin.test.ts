import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_KEY_ID } from '@charity/shared';
import { loadConfig } from '#src/config.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../../test/stand-ins/razorpay-stand-in.ts';
import { buildWebhookEvent, TEST_WEBHOOK_SECRET } from '../../../test/support/razorpay-webhooks.ts';
import { paymentsPlugin } from './plugin.ts';
import { sandboxSigningSecret } from './sandbox-gateway.ts';
import { checkoutSignature } from './signatures.ts';

const APP_SECRET = 'payments-plugin-test-secret-at-least-32-chars';
const dirs: string[] = [];

async function appWith(env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'charity-payments-'));
  dirs.push(dir);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, APP_SECRET, LOG_LEVEL: 'silent', ...env });
  const app = Fastify();
  await app.register(paymentsPlugin, { config });
  await app.ready();
  return app;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('app.payments without keys', () => {
  it('is the sandbox, verifying sandbox signatures and no webhook', async () => {
    const app = await appWith();
    try {
      const { gateway, verifyCheckout, verifyWebhook, webhooksEnabled } = app.payments;
      expect(gateway.kind).toBe('sandbox');
      expect(gateway.keyId).toBe(SANDBOX_KEY_ID);

      const order = await gateway.createOrder({
        amountPaise: 500,
        receipt: 'DON-1',
        notes: { donation_id: '1' },
      });
      const paymentId = 'pay_AbCdEfGhIjKlMn';
      const signature = checkoutSignature(order.id, paymentId, sandboxSigningSecret(APP_SECRET));
      expect(verifyCheckout({ orderId: order.id, paymentId, signature })).toBe(true);
      expect(verifyCheckout({ orderId: order.id, paymentId: 'pay_AbCdEfGhIjKlMo', signature })).toBe(false);

      // Without RAZORPAY_WEBHOOK_SECRET nothing verifies, not even a delivery signed with an empty key.
      expect(webhooksEnabled).toBe(false);
      const delivery = buildWebhookEvent('order.paid', { orderId: order.id, amountPaise: 500, secret: '' });
      expect(verifyWebhook(delivery.body, delivery.headers['x-razorpay-signature'])).toBe(false);
    } finally {
      await app.close();
    }
  });
});

describe('app.payments with Razorpay keys and a webhook secret', () => {
  let rzp: RazorpayStandIn;
  beforeEach(async () => {
    rzp = await startRazorpayStandIn();
  });
  afterEach(() => rzp.close());

  it('creates orders at RAZORPAY_API_URL and verifies checkout and webhook signatures', async () => {
    const app = await appWith({ ...rzp.env, RAZORPAY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
    try {
      const { gateway, verifyCheckout, verifyWebhook, webhooksEnabled } = app.payments;
      expect(gateway.kind).toBe('razorpay');
      expect(gateway.keyId).toBe(rzp.keyId);

      const order = await gateway.createOrder({
        amountPaise: 10_100,
        receipt: 'DON-2',
        notes: { donation_id: '2' },
      });
      expect(rzp.orders.get(order.id)?.amount).toBe(10_100);

      const { checkout } = rzp.capturePayment(order.id);
      expect(
        verifyCheckout({
          orderId: order.id,
          paymentId: checkout.razorpay_payment_id,
          signature: checkout.razorpay_signature,
        }),
      ).toBe(true);

      expect(webhooksEnabled).toBe(true);
      const delivery = buildWebhookEvent('payment.captured', { orderId: order.id, amountPaise: 10_100 });
      expect(verifyWebhook(Buffer.from(delivery.body), delivery.headers['x-razorpay-signature'])).toBe(true);
      const forged = buildWebhookEvent('payment.captured', {
        orderId: order.id,
        amountPaise: 10_100,
        secret: 'not-the-webhook-secret',
      });
      expect(verifyWebhook(forged.body, forged.headers['x-razorpay-signature'])).toBe(false);
    } finally {
      await app.close();
    }
  });
});
