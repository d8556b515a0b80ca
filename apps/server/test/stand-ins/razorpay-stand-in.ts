import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { VerifyPaymentRequest, VerifySubscriptionRequest } from '@charity/shared';
import type {
  RazorpayOrder,
  RazorpayPayment,
  RazorpayPlan,
  RazorpayRefund,
  RazorpaySubscription,
} from '#src/services/payments/razorpay-shapes.ts';
import { randomRazorpayId } from '#src/services/payments/ids.ts';
import { checkoutSignature, subscriptionCheckoutSignature } from '#src/services/payments/signatures.ts';

/**
 * Test helper: a local stand-in of Razorpay's Orders, refunds and Subscriptions APIs (docs/product/external-facts.md;
 * `POST /v1/payments/{id}/refund` refuses more than was captured, as Razorpay does; plans, subscriptions, fetch
 * and cancel as the Subscriptions API answers them) on 127.0.0.1, for
 * RAZORPAY_API_URL. Tests fake Razorpay at the HTTP edge, so the real fetch, Basic auth, timeout
 * and error mapping run. It checks the key pair, validates like Razorpay, answers Razorpay's entities and
 * error bodies, records every request, and can be told to fail. `capturePayment`/`failPayment` play what
 * checkout does when a donor pays; `authorizeSubscription`, `chargeSubscription` and `haltSubscription` what
 * checkout and Razorpay's scheduler do to a subscription (the tests then deliver the matching webhooks).
 */

export type RazorpayStandInFailure = 'server-error' | 'timeout' | 'unauthorized' | 'rate-limited' | 'garbage';

export type RecordedRequest = {
  method: string;
  /** Path and query, e.g. /v1/orders. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The raw body text ('' for GET). */
  rawBody: string;
  /** The body parsed as JSON, or undefined. */
  body: unknown;
};

export type RazorpayStandIn = {
  /** The API base, for RAZORPAY_API_URL: http://127.0.0.1:<port>/v1 */
  url: string;
  keyId: string;
  keySecret: string;
  /** The env that points the app at this stand-in with its keys. */
  env: { RAZORPAY_KEY_ID: string; RAZORPAY_KEY_SECRET: string; RAZORPAY_API_URL: string };
  /** When set, every request fails this way until it is set back to null. */
  failure: RazorpayStandInFailure | null;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  /** Orders created, by id. */
  orders: Map<string, RazorpayOrder>;
  /** Payment attempts per order id, oldest first. */
  payments: Map<string, RazorpayPayment[]>;
  /** Refunds made through `POST /v1/payments/{id}/refund`, per payment id, oldest first. */
  refunds: Map<string, RazorpayRefund[]>;
  /** Plans created, by id. */
  plans: Map<string, RazorpayPlan>;
  /** Subscriptions created, by id, as they now are. */
  subscriptions: Map<string, RazorpaySubscription>;
  /**
   * The donor authorises the subscription in checkout: Razorpay charges the first month at once (a captured
   * payment, the subscription `active` with one paid cycle) and hands checkout's handler the subscription's
   * signature (`payment_id|subscription_id`, key secret).
   */
  authorizeSubscription(subscriptionId: string): {
    payment: RazorpayPayment;
    subscription: RazorpaySubscription;
    checkout: VerifySubscriptionRequest;
  };
  /** Razorpay's scheduler charges the next month: a captured payment; a copy of the subscription as it then is. */
  chargeSubscription(subscriptionId: string): {
    payment: RazorpayPayment;
    subscription: RazorpaySubscription;
  };
  /** Every retry of a month's charge failed: the subscription is `halted`; the failed payment and a copy. */
  haltSubscription(subscriptionId: string): { payment: RazorpayPayment; subscription: RazorpaySubscription };
  /**
   * A successful payment of the order, as checkout makes it: a captured payment, the order `paid`, and what
   * checkout's handler receives, signed with this stand-in's key secret.
   */
  capturePayment(
    orderId: string,
    method?: string,
  ): { payment: RazorpayPayment; checkout: VerifyPaymentRequest };
  /** A failed payment attempt of the order: the order becomes `attempted`. */
  failPayment(orderId: string, method?: string): { payment: RazorpayPayment };
  close(): Promise<void>;
};

/** Razorpay's error body (docs/product/external-facts.md "Errors"). */
const errorBody = (code: string, description: string, field?: string) => ({
  error: {
    code,
    description,
    ...(field ? { field } : {}),
    source: field ? 'business' : 'NA',
    step: field ? 'payment_initiation' : 'NA',
    reason: field ? 'input_validation_failed' : 'NA',
    metadata: {},
  },
});

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const PLAN_PERIODS = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'];

/** The Subscriptions API's checks on a plan (docs/product/external-facts.md), written apart from the sandbox's. */
function planRefusal(body: unknown): { description: string; field?: string } | null {
  if (!isPlainObject(body)) return { description: 'The request body must be a JSON object.' };
  const { period, interval, item } = body;
  if (typeof period !== 'string' || !PLAN_PERIODS.includes(period)) {
    return { field: 'period', description: 'The period field is invalid.' };
  }
  if (typeof interval !== 'number' || !Number.isInteger(interval) || interval < 1) {
    return { field: 'interval', description: 'The interval must be an integer.' };
  }
  if (period === 'daily' && interval < 7) {
    return { field: 'interval', description: 'The interval must be at least 7 for daily plans.' };
  }
  if (!isPlainObject(item)) return { field: 'item', description: 'The item field is required.' };
  if (typeof item.name !== 'string' || item.name === '') {
    return { field: 'name', description: 'The name field is required.' };
  }
  if (typeof item.amount !== 'number' || !Number.isInteger(item.amount)) {
    return { field: 'amount', description: 'The amount must be an integer.' };
  }
  if (item.amount < 100) return { field: 'amount', description: 'The amount must be at least INR 1.00.' };
  if (item.currency !== 'INR') return { field: 'currency', description: 'Currency is not supported' };
  return null;
}

/** A subscription can be cancelled until it ends (docs: "not cancellable in expired status"). */
const CANCELLABLE = ['created', 'authenticated', 'active', 'pending', 'halted'];

/**
 * Razorpay's checks on an order (docs/product/external-facts.md), written independently of the sandbox's on
 * purpose.
 */
function orderRefusal(body: unknown): { description: string; field?: string } | null {
  if (!isPlainObject(body)) return { description: 'The request body must be a JSON object.' };
  const { amount, currency, receipt, notes } = body;
  if (amount === undefined) return { field: 'amount', description: 'The amount field is required.' };
  if (typeof amount !== 'number' || !Number.isInteger(amount)) {
    return { field: 'amount', description: 'The amount must be an integer.' };
  }
  if (amount < 100) return { field: 'amount', description: 'The amount must be at least INR 1.00' };
  if (currency === undefined) return { field: 'currency', description: 'The currency field is required.' };
  if (currency !== 'INR') return { field: 'currency', description: 'Currency is not supported' };
  if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
    return { field: 'receipt', description: 'The receipt may not be greater than 40 characters.' };
  }
  if (notes !== undefined && (!isPlainObject(notes) || Object.keys(notes).length > 15)) {
    return { field: 'notes', description: 'Number of notes should be less than or equal to 15' };
  }
  return null;
}

export async function startRazorpayStandIn(
  keys: { keyId?: string; keySecret?: string } = {},
): Promise<RazorpayStandIn> {
  const keyId = keys.keyId ?? 'rzp_test_StandIn1234abcd';
  const keySecret = keys.keySecret ?? randomBytes(18).toString('base64url');
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const stalled = new Set<ServerResponse>();

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = rawBody ? JSON.parse(rawBody) : undefined;
      } catch {
        body = undefined;
      }
      standIn.requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        rawBody,
        body,
      });

      switch (standIn.failure) {
        case 'timeout':
          // Never answers; close() ends the socket.
          stalled.add(response);
          return;
        case 'server-error':
          return json(
            response,
            500,
            errorBody(
              'SERVER_ERROR',
              'The server encountered an error. The incident has been reported to admins.',
            ),
          );
        case 'rate-limited':
          return json(response, 429, errorBody('BAD_REQUEST_ERROR', 'Too many requests'));
        case 'unauthorized':
          return json(response, 401, errorBody('BAD_REQUEST_ERROR', 'Authentication failed'));
        case 'garbage':
          response.writeHead(200, { 'content-type': 'text/html' });
          return response.end('<html><body>Bad gateway</body></html>');
        case null:
          break;
      }

      if (request.headers.authorization !== expectedAuth) {
        return json(response, 401, errorBody('BAD_REQUEST_ERROR', 'Authentication failed'));
      }

      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      if (request.method === 'POST' && path === '/v1/orders') {
        if (rawBody && body === undefined) {
          return json(response, 400, errorBody('BAD_REQUEST_ERROR', 'The request body is not valid JSON.'));
        }
        const refusal = orderRefusal(body);
        if (refusal)
          return json(response, 400, errorBody('BAD_REQUEST_ERROR', refusal.description, refusal.field));
        const input = body as { amount: number; receipt?: string; notes?: Record<string, string> };
        const notes = input.notes ?? {};
        const order: RazorpayOrder = {
          id: randomRazorpayId('order'),
          entity: 'order',
          amount: input.amount,
          amount_paid: 0,
          amount_due: input.amount,
          currency: 'INR',
          receipt: input.receipt ?? null,
          offer_id: null,
          status: 'created',
          attempts: 0,
          notes,
          created_at: Math.floor(Date.now() / 1000),
        };
        standIn.orders.set(order.id, order);
        // Razorpay sends an empty notes map as [] (docs/product/external-facts.md's gotcha); so does the
        // stand-in.
        return json(response, 200, { ...order, notes: Object.keys(notes).length ? notes : [] });
      }

      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
      if (request.method === 'POST' && refund?.[1]) {
        if (rawBody && body === undefined) {
          return json(response, 400, errorBody('BAD_REQUEST_ERROR', 'The request body is not valid JSON.'));
        }
        const paymentId = decodeURIComponent(refund[1]);
        const payment = [...standIn.payments.values()].flat().find((p) => p.id === paymentId);
        if (!payment)
          return json(response, 400, errorBody('BAD_REQUEST_ERROR', 'The id provided does not exist'));
        const input = (isPlainObject(body) ? body : {}) as {
          amount?: unknown;
          notes?: Record<string, string>;
        };
        const refunded = (standIn.refunds.get(paymentId) ?? []).reduce((sum, r) => sum + r.amount, 0);
        // Without an amount Razorpay refunds what is left of the payment.
        const amount = input.amount ?? payment.amount - refunded;
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
          return json(
            response,
            400,
            errorBody('BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00', 'amount'),
          );
        }
        if (payment.status !== 'captured' && payment.status !== 'refunded') {
          return json(
            response,
            400,
            errorBody('BAD_REQUEST_ERROR', 'The payment has not been captured, so it cannot be refunded'),
          );
        }
        if (refunded >= payment.amount) {
          return json(
            response,
            400,
            errorBody('BAD_REQUEST_ERROR', 'The payment has been fully refunded already'),
          );
        }
        if (amount > payment.amount - refunded) {
          return json(
            response,
            400,
            errorBody(
              'BAD_REQUEST_ERROR',
              'The refund amount provided is greater than amount captured',
              'amount',
            ),
          );
        }
        const entity: RazorpayRefund = {
          id: randomRazorpayId('rfnd'),
          entity: 'refund',
          amount,
          currency: payment.currency,
          payment_id: paymentId,
          notes: input.notes ?? {},
          receipt: null,
          status: 'processed',
          created_at: Math.floor(Date.now() / 1000),
        };
        standIn.refunds.set(paymentId, [...(standIn.refunds.get(paymentId) ?? []), entity]);
        if (refunded + amount === payment.amount) payment.status = 'refunded';
        return json(response, 200, entity);
      }

      if (request.method === 'POST' && path === '/v1/plans') {
        if (rawBody && body === undefined) {
          return json(response, 400, errorBody('BAD_REQUEST_ERROR', 'The request body is not valid JSON.'));
        }
        const refusal = planRefusal(body);
        if (refusal)
          return json(response, 400, errorBody('BAD_REQUEST_ERROR', refusal.description, refusal.field));
        const input = body as {
          period: string;
          interval: number;
          item: { name: string; amount: number; currency: string; description?: string };
          notes?: Record<string, string>;
        };
        const now = Math.floor(Date.now() / 1000);
        const plan: RazorpayPlan = {
          id: randomRazorpayId('plan'),
          entity: 'plan',
          interval: input.interval,
          period: input.period,
          item: {
            id: randomRazorpayId('item'),
            name: input.item.name,
            amount: input.item.amount,
            currency: input.item.currency,
            description: input.item.description ?? null,
          },
          notes: input.notes ?? {},
          created_at: now,
        };
        standIn.plans.set(plan.id, plan);
        return json(response, 200, {
          ...plan,
          notes: Object.keys(plan.notes ?? {}).length ? plan.notes : [],
        });
      }

      if (request.method === 'POST' && path === '/v1/subscriptions') {
        if (!isPlainObject(body)) {
          return json(
            response,
            400,
            errorBody('BAD_REQUEST_ERROR', 'The request body must be a JSON object.'),
          );
        }
        const plan = typeof body.plan_id === 'string' ? standIn.plans.get(body.plan_id) : undefined;
        if (!plan)
          return json(response, 400, errorBody('BAD_REQUEST_ERROR', 'The id provided does not exist'));
        const { total_count: totalCount, customer_notify: notify, notes } = body;
        if (typeof totalCount !== 'number' || !Number.isInteger(totalCount) || totalCount < 1) {
          return json(
            response,
            400,
            errorBody('BAD_REQUEST_ERROR', 'The total count field is required.', 'total_count'),
          );
        }
        if (notes !== undefined && (!isPlainObject(notes) || Object.keys(notes).length > 15)) {
          return json(
            response,
            400,
            errorBody('BAD_REQUEST_ERROR', 'Number of notes should be less than or equal to 15', 'notes'),
          );
        }
        const id = randomRazorpayId('sub');
        const subscription: RazorpaySubscription = {
          id,
          entity: 'subscription',
          plan_id: plan.id,
          customer_id: null,
          status: 'created',
          current_start: null,
          current_end: null,
          ended_at: null,
          quantity: 1,
          notes: (notes as Record<string, string> | undefined) ?? {},
          charge_at: null,
          start_at: null,
          end_at: null,
          auth_attempts: 0,
          total_count: totalCount,
          paid_count: 0,
          customer_notify: notify === undefined ? true : Boolean(notify),
          created_at: Math.floor(Date.now() / 1000),
          expire_by: null,
          short_url: `https://rzp.io/i/${id.slice(4, 13)}`,
          remaining_count: totalCount,
        };
        standIn.subscriptions.set(id, subscription);
        return json(response, 200, subscription);
      }

      const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)(\/cancel)?$/.exec(path);
      if (subscriptionPath?.[1]) {
        const subscription = standIn.subscriptions.get(decodeURIComponent(subscriptionPath[1]));
        if (!subscription) {
          return json(response, 400, errorBody('BAD_REQUEST_ERROR', 'The id provided does not exist'));
        }
        if (request.method === 'GET' && !subscriptionPath[2]) return json(response, 200, subscription);
        if (request.method === 'POST' && subscriptionPath[2]) {
          if (!CANCELLABLE.includes(subscription.status)) {
            return json(
              response,
              400,
              errorBody(
                'BAD_REQUEST_ERROR',
                `Subscription is not cancellable in ${subscription.status} status.`,
                'status',
              ),
            );
          }
          subscription.status = 'cancelled';
          subscription.ended_at = Math.floor(Date.now() / 1000);
          subscription.charge_at = null;
          return json(response, 200, subscription);
        }
      }

      // The list of orders, newest first (`npm run doctor` asks for one to see that the keys are accepted).
      if (request.method === 'GET' && path === '/v1/orders') {
        const count = Number(new URL(request.url ?? '/', 'http://stand-in').searchParams.get('count') ?? 10);
        const items = [...standIn.orders.values()].reverse().slice(0, count);
        return json(response, 200, { entity: 'collection', count: items.length, items });
      }

      const match = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(path);
      if (request.method === 'GET' && match?.[1]) {
        const order = standIn.orders.get(decodeURIComponent(match[1]));
        if (!order)
          return json(response, 400, errorBody('BAD_REQUEST_ERROR', 'The id provided does not exist'));
        if (!match[2]) return json(response, 200, order);
        const items = standIn.payments.get(order.id) ?? [];
        return json(response, 200, { entity: 'collection', count: items.length, items });
      }
      return json(
        response,
        400,
        errorBody('BAD_REQUEST_ERROR', 'The requested URL was not found on the server.'),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/v1`;

  function addPayment(orderId: string, status: 'captured' | 'failed', method: string): RazorpayPayment {
    const order = standIn.orders.get(orderId);
    if (!order) throw new Error(`stand-in: no order ${orderId}`);
    const failed = status === 'failed';
    const payment: RazorpayPayment = {
      id: randomRazorpayId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status,
      order_id: order.id,
      method,
      captured: !failed,
      description: null,
      email: 'donor@example.org',
      contact: '+919876543210',
      vpa: method === 'upi' ? (failed ? 'failure@razorpay' : 'success@razorpay') : null,
      notes: {},
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? 'Payment failed' : null,
      error_source: failed ? 'customer' : null,
      error_step: failed ? 'payment_authorization' : null,
      error_reason: failed ? 'payment_failed' : null,
      created_at: Math.floor(Date.now() / 1000),
    };
    standIn.payments.set(order.id, [...(standIn.payments.get(order.id) ?? []), payment]);
    order.attempts += 1;
    if (failed) {
      if (order.status === 'created') order.status = 'attempted';
    } else {
      order.status = 'paid';
      order.amount_paid = order.amount;
      order.amount_due = 0;
    }
    return payment;
  }

  /** A payment of one of a subscription's invoices (each has its own order), captured or failed. */
  function subscriptionPayment(subscription: RazorpaySubscription, status: 'captured' | 'failed') {
    const plan = standIn.plans.get(subscription.plan_id);
    if (!plan) throw new Error(`stand-in: no plan ${subscription.plan_id}`);
    const failed = status === 'failed';
    const payment: RazorpayPayment = {
      id: randomRazorpayId('pay'),
      entity: 'payment',
      amount: plan.item.amount,
      currency: plan.item.currency,
      status,
      order_id: randomRazorpayId('order'),
      invoice_id: randomRazorpayId('inv'),
      method: 'card',
      captured: !failed,
      description: null,
      email: 'donor@example.org',
      contact: '+919876543210',
      vpa: null,
      notes: {},
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? 'Payment failed' : null,
      error_source: failed ? 'customer' : null,
      error_step: failed ? 'payment_authorization' : null,
      error_reason: failed ? 'payment_failed' : null,
      created_at: Math.floor(Date.now() / 1000),
    };
    return payment;
  }

  /** A month's charge: the payment, one more paid cycle, the next charge a month on. */
  function charge(subscriptionId: string) {
    const subscription = standIn.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`stand-in: no subscription ${subscriptionId}`);
    const payment = subscriptionPayment(subscription, 'captured');
    const now = Math.floor(Date.now() / 1000);
    const month = 30 * 24 * 3600;
    subscription.status = 'active';
    subscription.paid_count += 1;
    subscription.remaining_count = subscription.total_count - subscription.paid_count;
    subscription.current_start = now;
    subscription.current_end = now + month;
    subscription.charge_at = now + month;
    subscription.auth_attempts = 0;
    return { payment, subscription: { ...subscription } };
  }

  const standIn: RazorpayStandIn = {
    url,
    keyId,
    keySecret,
    env: { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_API_URL: url },
    failure: null,
    requests: [],
    orders: new Map(),
    payments: new Map(),
    refunds: new Map(),
    plans: new Map(),
    subscriptions: new Map(),
    authorizeSubscription(subscriptionId) {
      const charged = charge(subscriptionId);
      return {
        ...charged,
        checkout: {
          razorpay_payment_id: charged.payment.id,
          razorpay_subscription_id: subscriptionId,
          razorpay_signature: subscriptionCheckoutSignature(subscriptionId, charged.payment.id, keySecret),
        },
      };
    },
    chargeSubscription: charge,
    haltSubscription(subscriptionId) {
      const subscription = standIn.subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`stand-in: no subscription ${subscriptionId}`);
      const payment = subscriptionPayment(subscription, 'failed');
      subscription.status = 'halted';
      subscription.auth_attempts = 4;
      subscription.charge_at = null;
      return { payment, subscription: { ...subscription } };
    },
    capturePayment(orderId, method = 'upi') {
      const payment = addPayment(orderId, 'captured', method);
      return {
        payment,
        checkout: {
          razorpay_order_id: orderId,
          razorpay_payment_id: payment.id,
          razorpay_signature: checkoutSignature(orderId, payment.id, keySecret),
        },
      };
    },
    failPayment(orderId, method = 'upi') {
      return { payment: addPayment(orderId, 'failed', method) };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const response of stalled) response.destroy();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return standIn;
}
