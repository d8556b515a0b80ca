import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, PAYMENT_MESSAGES } from '@charity/shared';
import { errorsPlugin } from '#src/plugins/errors.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../../test/stand-ins/razorpay-stand-in.ts';
import { GatewayError } from './gateway-error.ts';
import type { CreateOrderInput, PaymentGateway } from './gateway.ts';
import { createRazorpayGateway, type RazorpayGatewayOptions } from './razorpay-gateway.ts';
import { verifyCheckoutSignature } from './signatures.ts';

const order: CreateOrderInput = {
  amountPaise: 123_456,
  receipt: 'DON-2026-000042',
  notes: { donation_id: '42', trust: '1' },
};

/** A port nothing listens on: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('Razorpay gateway against a stand-in of the Orders API', () => {
  let rzp: RazorpayStandIn;
  let logs: { level: string; args: unknown[] }[];

  const gateway = (options: Partial<RazorpayGatewayOptions> = {}): PaymentGateway =>
    createRazorpayGateway({
      keyId: rzp.keyId,
      keySecret: rzp.keySecret,
      apiUrl: rzp.url,
      timeoutMs: 300,
      log: {
        warn: (...args: unknown[]) => void logs.push({ level: 'warn', args }),
        error: (...args: unknown[]) => void logs.push({ level: 'error', args }),
      },
      ...options,
    });

  /** The rejection of `promise`, which must be a GatewayError. */
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

  /** Neither the key secret nor the Basic credentials may appear anywhere a failure can be read or logged. */
  function expectNoSecret(error: GatewayError) {
    const basic = Buffer.from(`${rzp.keyId}:${rzp.keySecret}`).toString('base64');
    const everything = [
      error.message,
      String(error),
      error.stack ?? '',
      JSON.stringify(error.body),
      JSON.stringify(error.toLog()),
      JSON.stringify(error),
      error.cause instanceof Error ? `${error.cause.message}\n${error.cause.stack}` : '',
      JSON.stringify(logs),
    ].join('\n');
    expect(everything).not.toContain(rzp.keySecret);
    expect(everything).not.toContain(basic);
  }

  beforeEach(async () => {
    rzp = await startRazorpayStandIn();
    logs = [];
  });
  afterEach(() => rzp.close());

  it('creates an order: POST /orders, Basic auth, amount in paise, INR, receipt and notes', async () => {
    const created = await gateway().createOrder(order);

    expect(rzp.requests).toHaveLength(1);
    const [request] = rzp.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/orders');
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${rzp.keyId}:${rzp.keySecret}`).toString('base64')}`,
    );
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      amount: 123_456,
      currency: 'INR',
      receipt: 'DON-2026-000042',
      notes: { donation_id: '42', trust: '1' },
    });

    expect(created).toMatchObject({
      entity: 'order',
      amount: 123_456,
      amount_paid: 0,
      amount_due: 123_456,
      currency: 'INR',
      receipt: 'DON-2026-000042',
      status: 'created',
      attempts: 0,
      notes: { donation_id: '42', trust: '1' },
    });
    expect(created.id).toMatch(/^order_[0-9A-Za-z]{14}$/);
    expect(rzp.orders.has(created.id)).toBe(true);
    expect(logs).toEqual([]);
  });

  it('reads the empty notes Razorpay sends as [] as an empty map', async () => {
    const created = await gateway().createOrder({ ...order, notes: {} });
    expect(rzp.requests[0]?.rawBody).toContain('"notes":{}');
    expect(created.notes).toEqual({});
  });

  it('exposes the key id, and the key secret only as a non-enumerable signing secret', () => {
    const g = gateway();
    expect(g.kind).toBe('razorpay');
    expect(g.keyId).toBe(rzp.keyId);
    expect(g.signingSecret).toBe(rzp.keySecret);
    expect(JSON.stringify(g)).not.toContain(rzp.keySecret);
    expect(Object.keys(g)).not.toContain('signingSecret');
  });

  it('verifies what the checkout hands back for a paid order with the signing secret', async () => {
    const g = gateway();
    const created = await g.createOrder(order);
    const { checkout } = rzp.capturePayment(created.id);
    expect(
      verifyCheckoutSignature(
        {
          orderId: created.id,
          paymentId: checkout.razorpay_payment_id,
          signature: checkout.razorpay_signature,
        },
        g.signingSecret,
      ),
    ).toBe(true);
  });

  it('lists the payment attempts of an order, failed ones included', async () => {
    const g = gateway();
    const created = await g.createOrder(order);
    expect(await g.fetchOrderPayments?.(created.id)).toEqual([]);
    const failed = rzp.failPayment(created.id);
    const captured = rzp.capturePayment(created.id, 'card');

    const payments = await g.fetchOrderPayments?.(created.id);
    expect(payments?.map((p) => [p.id, p.status, p.method, p.captured, p.order_id, p.amount])).toEqual([
      [failed.payment.id, 'failed', 'upi', false, created.id, 123_456],
      [captured.payment.id, 'captured', 'card', true, created.id, 123_456],
    ]);
    expect(payments?.[0]?.error_reason).toBe('payment_failed');
    expect(rzp.requests.at(-1)?.url).toBe(`/v1/orders/${created.id}/payments`);
    expect(rzp.requests.at(-1)?.method).toBe('GET');
  });

  it('maps a 400 on the amount to a 422 with the gateway text under errors.amount', async () => {
    const error = await failure(gateway().createOrder({ ...order, amountPaise: 99 }));
    expect(rzp.requests).toHaveLength(1);
    expect(error.kind).toBe('invalid_request');
    expect(error.upstreamStatus).toBe(400);
    expect(error.field).toBe('amount');
    expect(error.statusCode).toBe(422);
    expect(error.body).toEqual({
      message: MESSAGES.invalidInput,
      errors: { amount: 'The amount must be at least INR 1.00' },
      error: 'BAD_REQUEST_ERROR',
    });
    expect(logs.map((l) => l.level)).toEqual(['warn']);
    expectNoSecret(error);
  });

  it('maps a 400 on a field the visitor did not type (receipt) to a 502', async () => {
    const error = await failure(gateway().createOrder({ ...order, receipt: 'R'.repeat(41) }));
    expect(error.kind).toBe('invalid_request');
    expect(error.field).toBe('receipt');
    expect(error.statusCode).toBe(502);
    expect(error.body.message).toBe(PAYMENT_MESSAGES.refused);
    expect(error.body.errors).toBeUndefined();
    expectNoSecret(error);
  });

  it('maps a 401 for a wrong key to a 502, logs it as a configuration error, and leaks no secret', async () => {
    const error = await failure(gateway({ keySecret: 'wrong-secret-value' }).createOrder(order));
    expect(error.kind).toBe('auth_failed');
    expect(error.upstreamStatus).toBe(401);
    expect(error.statusCode).toBe(502);
    expect(error.message).toBe(PAYMENT_MESSAGES.refused);
    expect(logs).toHaveLength(1);
    expect(logs[0]?.level).toBe('error');
    expect(JSON.stringify(logs)).toContain('RAZORPAY_KEY_SECRET');
    expect(JSON.stringify(logs)).not.toContain('wrong-secret-value');
    expectNoSecret(error);
  });

  it.each([
    ['server-error', 500],
    ['rate-limited', 429],
  ] as const)('maps %s (HTTP %i) to 503 "try again"', async (mode, status) => {
    rzp.failure = mode;
    const error = await failure(gateway().createOrder(order));
    expect(error.kind).toBe('unavailable');
    expect(error.upstreamStatus).toBe(status);
    expect(error.statusCode).toBe(503);
    expect(error.body).toEqual({ message: PAYMENT_MESSAGES.unavailable, error: 'GATEWAY_UNAVAILABLE' });
    expectNoSecret(error);
  });

  it('gives up after the timeout and maps it to 503', async () => {
    rzp.failure = 'timeout';
    const started = Date.now();
    const error = await failure(gateway({ timeoutMs: 250 }).createOrder(order));
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(200);
    expect(elapsed).toBeLessThan(3000);
    expect(error.kind).toBe('unavailable');
    expect(error.upstreamStatus).toBeUndefined();
    expect(error.description).toBe('no answer within 250 ms');
    expect(error.statusCode).toBe(503);
    expectNoSecret(error);
  });

  it('maps a refused connection to 503', async () => {
    const error = await failure(
      gateway({ apiUrl: `http://127.0.0.1:${await closedPort()}/v1` }).createOrder(order),
    );
    expect(error.kind).toBe('unavailable');
    expect(error.statusCode).toBe(503);
    expect(error.description).toMatch(/ECONNREFUSED/);
    expectNoSecret(error);
  });

  it('redacts the key secret from whatever the gateway answers', async () => {
    // A hostile or buggy upstream that echoes our credentials back in its error text.
    const echo = createHttpServer((request, response) => {
      const basic = (request.headers.authorization ?? '').replace(/^Basic /, '');
      const [, secret] = Buffer.from(basic, 'base64').toString().split(':');
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          error: { code: 'BAD_REQUEST_ERROR', description: `bad key ${secret}`, field: 'amount' },
        }),
      );
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = echo.address() as AddressInfo;
      const error = await failure(gateway({ apiUrl: `http://127.0.0.1:${port}/v1` }).createOrder(order));
      expect(error.description).toBe('bad key [redacted]');
      expect(error.body.errors).toEqual({ amount: 'bad key [redacted]' });
      expectNoSecret(error);
    } finally {
      echo.closeAllConnections();
      await new Promise<void>((resolve) => echo.close(() => resolve()));
    }
  });

  it('maps an unreadable 200 to 502', async () => {
    rzp.failure = 'garbage';
    const error = await failure(gateway().createOrder(order));
    expect(error.kind).toBe('bad_response');
    expect(error.statusCode).toBe(502);
    expect(logs[0]?.level).toBe('error');
    expectNoSecret(error);
  });

  it('a route that lets the error through answers its status and message, never a 500', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    const g = gateway();
    app.post('/probe', async () => ({ data: await g.createOrder(order) }));
    try {
      rzp.failure = 'server-error';
      const unavailable = await app.inject({ method: 'POST', url: '/probe' });
      expect(unavailable.statusCode).toBe(503);
      expect(unavailable.json()).toEqual({
        message: PAYMENT_MESSAGES.unavailable,
        error: 'GATEWAY_UNAVAILABLE',
      });

      rzp.failure = 'unauthorized';
      const refused = await app.inject({ method: 'POST', url: '/probe' });
      expect(refused.statusCode).toBe(502);
      expect(refused.body).not.toContain(rzp.keySecret);

      rzp.failure = null;
      const ok = await app.inject({ method: 'POST', url: '/probe' });
      expect(ok.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
