import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CURRENCY,
  MONTHLY_MESSAGES,
  errorBodySchema,
  isEndedSubscription,
  sandboxSubscriptionEventRequestSchema,
  sandboxSubscriptionPayRequestSchema,
  sandboxSubscriptionPayResponseSchema,
} from '@charity/shared';
import { randomRazorpayId } from '#src/services/payments/ids.ts';
import { sandboxSigningSecret } from '#src/services/payments/sandbox-gateway.ts';
import { subscriptionCheckoutSignature } from '#src/services/payments/signatures.ts';
import { DomainError } from '#src/shared/domain-error.ts';
import { givingDeps } from '../gateway-checkout.ts';
import { SANDBOX_PAY_RATE_LIMIT, sandboxPayFailure, sandboxPayRoute } from './sandbox-routes.ts';
import { findSandboxSubscription, type SubscriptionRecord } from '../monthly/monthly-repository.ts';
import { MONTHLY_TOTAL_COUNT } from '../monthly/monthly-service.ts';
import { WEBHOOK_OUTCOMES, handleRazorpayWebhook } from '../webhooks/webhooks.ts';

/**
 * The offline sandbox's side of monthly giving (docs/product/giving.md "Monthly giving"; only without Razorpay keys,
 * like sandbox-routes.ts). It plays what Razorpay does around a subscription:
 * - `POST /api/payments/sandbox/subscription/pay`: the test dialog's Pay or Fail for a monthly gift. Pay answers what
 *   checkout's handler receives for a subscription, signed exactly like Razorpay (`payment_id|subscription_id` with
 *   the sandbox's key secret), and, since Razorpay charges the first month when the mandate is authorised, delivers
 *   that month's `subscription.charged`;
 * - `POST /api/payments/sandbox/subscription/event`: what Razorpay would do at a later month, a charge or a halt.
 * The events are Razorpay's own envelope and entities, handed to the SAME webhook handler (same dedupe by event id,
 * same transaction) in-process: there is no network between the sandbox and the server, so no signature to check.
 */

/** One calendar month later (the same day of the month), as Razorpay's monthly cycle. */
function nextMonth(from: Date): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A subscription.* event as Razorpay sends it: the subscription's snapshot and, for a charge, the payment. */
function subscriptionEvent(
  kind: 'subscription.charged' | 'subscription.halted',
  subscription: SubscriptionRecord,
  paymentId: string,
  now: Date,
): Buffer {
  const at = seconds(now);
  const charged = kind === 'subscription.charged';
  const paidCount = subscription.paid_count + (charged ? 1 : 0);
  const entity = {
    id: subscription.subscription_id,
    entity: 'subscription',
    plan_id: subscription.plan_id,
    customer_id: null,
    status: charged ? 'active' : 'halted',
    current_start: at,
    current_end: seconds(nextMonth(now)),
    ended_at: null,
    quantity: 1,
    notes: { subscription_reference: subscription.reference, trust: String(subscription.trust) },
    charge_at: charged ? seconds(nextMonth(now)) : null,
    start_at: seconds(new Date(subscription.created_at)),
    end_at: null,
    auth_attempts: charged ? 0 : 4,
    total_count: MONTHLY_TOTAL_COUNT,
    paid_count: paidCount,
    customer_notify: true,
    created_at: seconds(new Date(subscription.created_at)),
    expire_by: null,
    short_url: subscription.short_url,
    remaining_count: MONTHLY_TOTAL_COUNT - paidCount,
  };
  const payment = {
    id: paymentId,
    entity: 'payment',
    amount: subscription.amount_paise,
    currency: CURRENCY,
    status: charged ? 'captured' : 'failed',
    order_id: randomRazorpayId('order'),
    invoice_id: randomRazorpayId('inv'),
    method: 'upi',
    captured: charged,
    description: null,
    email: subscription.email,
    contact: subscription.phone,
    vpa: charged ? 'success@razorpay' : 'failure@razorpay',
    notes: [],
    created_at: at,
  };
  return Buffer.from(
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_sandbox',
      event: kind,
      contains: ['subscription', 'payment'],
      payload: { subscription: { entity }, payment: { entity: payment } },
      created_at: at,
    }),
  );
}

const eventAnswerSchema = z.object({ data: z.object({ status: z.enum(WEBHOOK_OUTCOMES) }) });

export const sandboxMonthlyGiftRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.razorpay) return;
  const secret = sandboxSigningSecret(app.config.appSecret);
  const deps = givingDeps(app, 'sandbox');
  const deliver = (body: Buffer) =>
    handleRazorpayWebhook(deps, { rawBody: body, eventId: randomRazorpayId('evt') });

  app.post(
    '/api/payments/sandbox/subscription/pay',
    sandboxPayRoute(
      'Offline sandbox checkout of a monthly gift (only without Razorpay keys): authorise it (and charge the first month) or fail',
      sandboxSubscriptionPayRequestSchema,
      sandboxSubscriptionPayResponseSchema,
    ),
    async (request, reply) => {
      const { subscription_id: subscriptionId, outcome } = request.body;
      const subscription = await findSandboxSubscription(app.db, subscriptionId);
      if (!subscription) throw new DomainError('not-found', MONTHLY_MESSAGES.notFound);
      // Razorpay's checkout authorises a subscription once; after that its charges come by themselves.
      if (subscription.status !== 'created') {
        throw new DomainError('conflict', MONTHLY_MESSAGES.alreadyStarted);
      }
      const paymentId = randomRazorpayId('pay');
      request.log.info({ subscriptionId, paymentId, outcome }, 'sandbox subscription payment');
      if (outcome === 'failure') {
        return reply.code(402).send(sandboxPayFailure({ payment_id: paymentId }));
      }
      await deliver(subscriptionEvent('subscription.charged', subscription, paymentId, new Date()));
      return {
        data: {
          razorpay_payment_id: paymentId,
          razorpay_subscription_id: subscriptionId,
          razorpay_signature: subscriptionCheckoutSignature(subscriptionId, paymentId, secret),
        },
      };
    },
  );

  app.post(
    '/api/payments/sandbox/subscription/event',
    {
      config: { rateLimit: SANDBOX_PAY_RATE_LIMIT },
      schema: {
        tags: ['payments'],
        summary:
          "Offline sandbox only: play a started monthly gift's next month, a charge (a paid donation) or a halt",
        body: sandboxSubscriptionEventRequestSchema,
        response: {
          200: eventAnswerSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { subscription_id: subscriptionId, event } = request.body;
      const subscription = await findSandboxSubscription(app.db, subscriptionId);
      if (!subscription) throw new DomainError('not-found', MONTHLY_MESSAGES.notFound);
      if (subscription.status === 'created') {
        throw new DomainError('conflict', MONTHLY_MESSAGES.notStarted);
      }
      if (isEndedSubscription(subscription.status)) {
        throw new DomainError('conflict', MONTHLY_MESSAGES.ended);
      }
      const kind = event === 'charged' ? 'subscription.charged' : 'subscription.halted';
      const status = await deliver(
        subscriptionEvent(kind, subscription, randomRazorpayId('pay'), new Date()),
      );
      return { data: { status } };
    },
  );
};
