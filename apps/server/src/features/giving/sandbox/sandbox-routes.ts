import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  DONATION_STATUS,
  PAYMENT_MESSAGES,
  errorBodySchema,
  sandboxPayFailedSchema,
  sandboxPayRequestSchema,
  sandboxPayResponseSchema,
  type SandboxPayFailed,
} from '@charity/shared';
import { randomRazorpayId } from '#src/services/payments/ids.ts';
import { sandboxSigningSecret } from '#src/services/payments/sandbox-gateway.ts';
import { checkoutSignature } from '#src/services/payments/signatures.ts';
import { DomainError } from '#src/shared/domain-error.ts';
import { findOrder as findDonationOrder } from '../repository.ts';

/**
 * `POST /api/payments/sandbox/pay` (docs/product/giving.md): what the sandbox's test-payment dialog calls
 * instead of Razorpay's checkout. Success answers what checkout's handler receives, signed exactly as
 * Razorpay signs; failure answers what its `payment.failed` handler receives. No login: the visitor pays. The
 * route does not exist at all when Razorpay keys are configured, so production can never take a pretend
 * payment.
 */

export type SandboxOrder = { amountPaise: number; status: number };

export type SandboxRoutesOptions = {
  /**
   * The donation that owns this gateway order id, or null. The sandbox keeps no orders of its own: by default
   * it reads the giving feature's donation orders; tests pass a stand-in.
   */
  findOrder?: (orderId: string) => Promise<SandboxOrder | null>;
};

/** Generous for a person clicking Pay or Fail, tight enough that the route is no load-testing target. */
export const SANDBOX_PAY_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * A sandbox Pay or Fail (of an order or of a monthly gift): 200 with what checkout's handler receives, 402 with
 * what its `payment.failed` handler receives, 404 for what is not ours, 409 for what takes no payment now.
 */
export function sandboxPayRoute<Body extends z.ZodType, Answer extends z.ZodType>(
  summary: string,
  body: Body,
  answer: Answer,
) {
  return {
    config: { rateLimit: SANDBOX_PAY_RATE_LIMIT },
    schema: {
      tags: ['payments'],
      summary,
      body,
      response: {
        200: answer,
        402: sandboxPayFailedSchema,
        404: errorBodySchema,
        409: errorBodySchema,
        422: errorBodySchema,
        429: errorBodySchema,
      },
    },
  };
}

/**
 * Razorpay's answer for a declined test payment (docs/product/external-facts.md "Razorpay Standard Checkout"), as
 * the sandbox answers a Fail of an order or of a monthly gift; `metadata` names what was being paid.
 */
export function sandboxPayFailure(metadata: SandboxPayFailed['error']['metadata']): SandboxPayFailed {
  return {
    message: PAYMENT_MESSAGES.sandboxFailed,
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
      source: 'customer',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata,
    },
  };
}

export const sandboxRoutes: FastifyPluginAsyncZod<SandboxRoutesOptions> = async (app, options) => {
  if (app.config.razorpay) return;
  const findOrder = options.findOrder ?? ((orderId: string) => findDonationOrder(app.db, orderId));
  const secret = sandboxSigningSecret(app.config.appSecret);

  app.post(
    '/api/payments/sandbox/pay',
    sandboxPayRoute(
      'Offline sandbox checkout (only without Razorpay keys): pay or fail a test payment of an order',
      sandboxPayRequestSchema,
      sandboxPayResponseSchema,
    ),
    async (request, reply) => {
      const { order_id: orderId, outcome } = request.body;
      const order = await findOrder(orderId);
      if (!order) throw new DomainError('not-found', PAYMENT_MESSAGES.orderNotFound);
      // Razorpay accepts no further payment once an order is paid (docs/product/external-facts.md "Order
      // statuses").
      if (order.status === DONATION_STATUS.paid)
        throw new DomainError('conflict', PAYMENT_MESSAGES.alreadyPaid);

      const paymentId = randomRazorpayId('pay');
      request.log.info({ orderId, paymentId, amountPaise: order.amountPaise, outcome }, 'sandbox payment');
      if (outcome === 'failure') {
        return reply.code(402).send(sandboxPayFailure({ order_id: orderId, payment_id: paymentId }));
      }
      return {
        data: {
          razorpay_order_id: orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: checkoutSignature(orderId, paymentId, secret),
        },
      };
    },
  );
};
