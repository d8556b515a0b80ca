import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#src/config.ts';
import { createGateway } from './create-gateway.ts';
import type { GatewayOptions, PaymentGateway } from './gateway.ts';
import {
  verifyCheckoutSignature,
  verifySubscriptionCheckoutSignature,
  verifyWebhookSignature,
} from './signatures.ts';

/**
 * The gateway as an app service, `app.payments`, so other features use it without importing this feature
 * (features never import each other: ADR 3). Register it in app.ts's services section.
 */
export type Payments = {
  /** Razorpay when RAZORPAY_KEY_ID/SECRET are set, else the sandbox. */
  gateway: PaymentGateway;
  /**
   * True when `signature` is the gateway's checkout signature of `orderId|paymentId`. Pass the order id stored
   * with the donation, not the one the browser sent. Constant-time; never throws.
   */
  verifyCheckout(input: { orderId: string; paymentId: string; signature: unknown }): boolean;
  /**
   * True when `signature` is the gateway's checkout signature of a subscription's authorisation,
   * `paymentId|subscriptionId`. Pass the subscription id stored on our side. Constant-time; never throws.
   */
  verifySubscriptionCheckout(input: {
    subscriptionId: string;
    paymentId: string;
    signature: unknown;
  }): boolean;
  /**
   * Production running the sandbox on purpose (PAYMENTS_SANDBOX=true): no money is taken, the public site says so
   * and sandbox gifts get TEST receipts outside the trust's series (docs/decisions/0040-payments-test-mode.md).
   */
  testMode: boolean;
  /** Whether RAZORPAY_WEBHOOK_SECRET is set; without it no delivery can be verified. */
  webhooksEnabled: boolean;
  /** True when `signature` (X-Razorpay-Signature) signs these raw body bytes with RAZORPAY_WEBHOOK_SECRET. */
  verifyWebhook(rawBody: Buffer | string, signature: unknown): boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export type PaymentsPluginOptions = { config: Config } & Pick<GatewayOptions, 'timeoutMs'>;

export const paymentsPlugin = fp(
  async (app: FastifyInstance, { config, timeoutMs }: PaymentsPluginOptions) => {
    const gateway = createGateway(config, { log: app.log.child({ module: 'payments' }), timeoutMs });
    const webhookSecret = config.razorpayWebhookSecret ?? '';
    const testMode = config.paymentsTestMode && gateway.kind === 'sandbox';
    app.decorate('payments', {
      gateway,
      verifyCheckout: (input) => verifyCheckoutSignature(input, gateway.signingSecret),
      verifySubscriptionCheckout: (input) =>
        verifySubscriptionCheckoutSignature(input, gateway.signingSecret),
      testMode,
      webhooksEnabled: webhookSecret !== '',
      verifyWebhook: (rawBody, signature) => verifyWebhookSignature(rawBody, signature, webhookSecret),
    } satisfies Payments);
    app.log.info({ gateway: gateway.kind, keyId: gateway.keyId }, 'payment gateway ready');
    if (testMode) {
      // Loud on purpose: a production site that takes no money must not pass for a live one in its logs.
      app.log.warn(
        { gateway: gateway.kind, paymentsSandbox: true },
        'PAYMENTS IN TEST MODE: NODE_ENV=production runs the sandbox gateway (PAYMENTS_SANDBOX=true, no Razorpay keys); no money is taken and receipts are TEST receipts. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take real gifts.',
      );
    }
  },
  { name: 'payments' },
);
