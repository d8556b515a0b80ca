import { z } from 'zod';
import { CURRENCY } from '@charity/shared';
import {
  razorpayOrderSchema,
  razorpayPaymentSchema,
  razorpayPlanSchema,
  razorpayRefundSchema,
  razorpaySubscriptionSchema,
} from '#src/services/payments/razorpay-shapes.ts';
import { GatewayError, gatewayErrorFromAnswer } from './gateway-error.ts';
import { withHiddenSecret, type GatewayLog, type PaymentGateway } from './gateway.ts';

/**
 * Razorpay's Orders API over plain fetch (docs/product/external-facts.md). Not the official SDK: it has no
 * base-URL option (docs/product/external-facts.md), so it could not be pointed at RAZORPAY_API_URL's local
 * stand-in, and it throws plain objects or a TypeError on network errors. A handful of calls (orders, refunds,
 * plans and subscriptions) need no more than this.
 */

/** Razorpay answers in well under a second; past this a visitor is better told to try again. */
export const RAZORPAY_TIMEOUT_MS = 10_000;

export type RazorpayGatewayOptions = {
  keyId: string;
  keySecret: string;
  /** Without a trailing slash, e.g. https://api.razorpay.com/v1 (config.razorpayApiUrl). */
  apiUrl: string;
  timeoutMs?: number;
  log?: GatewayLog;
};

/** Razorpay's error body, for every API (docs/product/external-facts.md "Errors"). */
const razorpayErrorSchema = z.object({
  error: z.object({
    code: z.string().optional(),
    description: z.string().optional(),
    field: z.string().nullish(),
  }),
});

/** undici's TypeError('fetch failed') keeps the useful part (ECONNREFUSED, ENOTFOUND…) in its cause. */
function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return 'network error';
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

const paymentCollectionSchema = z.object({ items: z.array(razorpayPaymentSchema) });

export function createRazorpayGateway({
  keyId,
  keySecret,
  apiUrl,
  timeoutMs = RAZORPAY_TIMEOUT_MS,
  log,
}: RazorpayGatewayOptions): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  // Belt and braces: whatever text from outside ends up in an error or a log line, the key secret never does.
  const redact = (text: string | undefined) =>
    text === undefined ? undefined : text.split(keySecret).join('[redacted]');

  function fail(error: GatewayError): GatewayError {
    const fields = { gateway: 'razorpay', ...error.toLog() };
    if (error.kind === 'auth_failed') {
      log?.error(fields, 'Razorpay refused our API keys: check RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
    } else if (error.kind === 'bad_response') {
      log?.error(fields, 'Razorpay answered something we could not read');
    } else {
      log?.warn(fields, `Razorpay ${error.operation} failed`);
    }
    return error;
  }

  async function call<S extends z.ZodType>(
    operation: string,
    path: string,
    schema: S,
    body?: Record<string, unknown>,
  ): Promise<z.infer<S>> {
    let status: number;
    let text: string;
    try {
      // The timeout covers the body too: a gateway that sends headers and then stalls is as dead as a silent one.
      const response = await fetch(`${apiUrl}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const description = timedOut ? `no answer within ${timeoutMs} ms` : redact(describeNetworkError(error));
      throw fail(new GatewayError({ kind: 'unavailable', operation, description }));
    }

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }

    if (status >= 200 && status < 300) {
      const parsed = schema.safeParse(json);
      if (parsed.success) return parsed.data;
      throw fail(
        new GatewayError({
          kind: 'bad_response',
          operation,
          upstreamStatus: status,
          description: json === undefined ? 'not JSON' : parsed.error.issues.map((i) => i.message).join('; '),
        }),
      );
    }

    const answer = razorpayErrorSchema.safeParse(json);
    const error = answer.success ? answer.data.error : {};
    throw fail(
      gatewayErrorFromAnswer(operation, status, {
        code: error.code,
        description: redact(error.description),
        field: error.field ?? undefined,
      }),
    );
  }

  return withHiddenSecret(
    {
      kind: 'razorpay',
      keyId,
      createOrder: ({ amountPaise, receipt, notes }) =>
        call('createOrder', '/orders', razorpayOrderSchema, {
          amount: amountPaise,
          currency: CURRENCY,
          receipt,
          notes,
        }),
      fetchOrderPayments: async (orderId) =>
        (
          await call(
            'fetchOrderPayments',
            `/orders/${encodeURIComponent(orderId)}/payments`,
            paymentCollectionSchema,
          )
        ).items,
      // Normal speed: free of charge, and the donor sees the money in 5–7 working days either way.
      refundPayment: ({ paymentId, amountPaise, notes }) =>
        call('refundPayment', `/payments/${encodeURIComponent(paymentId)}/refund`, razorpayRefundSchema, {
          amount: amountPaise,
          speed: 'normal',
          notes,
        }),
      createPlan: ({ amountPaise, period, interval, name, notes }) =>
        call('createPlan', '/plans', razorpayPlanSchema, {
          period,
          interval,
          item: { name, amount: amountPaise, currency: CURRENCY },
          notes,
        }),
      createSubscription: ({ planId, totalCount, customerNotify, notes }) =>
        call('createSubscription', '/subscriptions', razorpaySubscriptionSchema, {
          plan_id: planId,
          total_count: totalCount,
          quantity: 1,
          customer_notify: customerNotify,
          notes,
        }),
      fetchSubscription: (subscriptionId) =>
        call(
          'fetchSubscription',
          `/subscriptions/${encodeURIComponent(subscriptionId)}`,
          razorpaySubscriptionSchema,
        ),
      // At once, not at the cycle's end: a donor who stops giving expects no further charge.
      cancelSubscription: (subscriptionId) =>
        call(
          'cancelSubscription',
          `/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`,
          razorpaySubscriptionSchema,
          { cancel_at_cycle_end: false },
        ),
    },
    keySecret,
  );
}
