import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { VerifyPaymentRequest } from '@charity/shared';
import type {
  RazorpayOrder,
  RazorpayPayment,
  RazorpayRefund,
} from '#src/services/payments/razorpay-shapes.ts';
import { randomRazorpayId } from '#src/services/payments/ids.ts';
import { checkoutSignature } from '#src/services/payments/signatures.ts';

/**
 * Test helper: a local stand-in of Razorpay's Orders and refunds APIs (docs/product/external-facts.md;
 * `POST /v1/payments/{id}/refund` refuses more than was captured, as Razorpay does) on 127.0.0.1, for
 * RAZORPAY_API_URL. Tests fake Razorpay at the HTTP edge (STYLE.md), so the real fetch, Basic auth, timeout
 * and error mapping run. It checks the key pair, validates like Razorpay, answers Razorpay's entities and
 * error bodies, records every request, and can be told to fail. `capturePayment`/`failPayment` play what
 * checkout does when a donor pays.
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
