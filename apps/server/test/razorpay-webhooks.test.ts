import { describe, expect, it } from 'vitest';
import {
  RAZORPAY_WEBHOOK_EVENTS,
  razorpayWebhookEventSchema,
} from '#src/services/payments/razorpay-shapes.ts';
import { verifyWebhookSignature } from '#src/services/payments/signatures.ts';
import { buildWebhookEvent, razorpayJson, TEST_WEBHOOK_SECRET } from './support/razorpay-webhooks.ts';

const orderId = 'order_IluGWxBm9U8zJ8';

describe('buildWebhookEvent', () => {
  it.each(RAZORPAY_WEBHOOK_EVENTS)(
    'builds a signed %s delivery that parses as Razorpay’s envelope',
    (kind) => {
      const delivery = buildWebhookEvent(kind, { orderId, amountPaise: 29_500, method: 'card' });
      expect(delivery.headers['x-razorpay-event-id']).toMatch(/^evt_[0-9A-Za-z]{14}$/);
      expect(delivery.eventId).toBe(delivery.headers['x-razorpay-event-id']);
      expect(
        verifyWebhookSignature(delivery.body, delivery.headers['x-razorpay-signature'], TEST_WEBHOOK_SECRET),
      ).toBe(true);

      const event = razorpayWebhookEventSchema.parse(JSON.parse(delivery.body));
      expect(event.event).toBe(kind);
      const payment = event.payload.payment?.entity;
      expect(payment).toMatchObject({
        id: delivery.paymentId,
        order_id: orderId,
        amount: 29_500,
        method: 'card',
      });
      expect(payment?.status).toBe(
        {
          'order.paid': 'captured',
          'payment.captured': 'captured',
          'payment.authorized': 'authorized',
          'payment.failed': 'failed',
        }[kind],
      );
      expect(payment?.captured).toBe(kind === 'order.paid' || kind === 'payment.captured');
      expect(event.contains).toEqual(kind === 'order.paid' ? ['payment', 'order'] : ['payment']);
      if (kind === 'order.paid') {
        expect(event.payload.order?.entity).toMatchObject({
          id: orderId,
          status: 'paid',
          amount_paid: 29_500,
          notes: {},
        });
      } else {
        expect(event.payload.order).toBeUndefined();
      }
      if (kind === 'payment.failed') {
        expect(payment).toMatchObject({ error_code: 'BAD_REQUEST_ERROR', error_reason: 'payment_failed' });
      }
    },
  );

  it('writes JSON the way Razorpay does, so only the raw bytes verify', () => {
    const delivery = buildWebhookEvent('payment.captured', { orderId, amountPaise: 100 });
    expect(delivery.body).toContain('https:\\/\\/saimayee.org\\/donation');
    expect(delivery.body).toContain('\\u2014');
    const signature = delivery.headers['x-razorpay-signature'];
    const reserialised = JSON.stringify(JSON.parse(delivery.body));
    expect(reserialised).not.toBe(delivery.body);
    expect(verifyWebhookSignature(reserialised, signature, TEST_WEBHOOK_SECRET)).toBe(false);
    expect(razorpayJson(JSON.parse(delivery.body))).toBe(delivery.body);
  });

  it('keeps given ids (a redelivery reuses the event id), notes and secret', () => {
    const first = buildWebhookEvent('order.paid', {
      orderId,
      amountPaise: 100,
      paymentId: 'pay_IH4NVgf4Dreq1l',
      notes: { donation_id: '42' },
      secret: 'other-secret',
    });
    const again = buildWebhookEvent('order.paid', {
      orderId,
      amountPaise: 100,
      paymentId: 'pay_IH4NVgf4Dreq1l',
      eventId: first.eventId,
    });
    expect(again.headers['x-razorpay-event-id']).toBe(first.eventId);
    expect(verifyWebhookSignature(first.body, first.headers['x-razorpay-signature'], 'other-secret')).toBe(
      true,
    );
    expect(
      verifyWebhookSignature(first.body, first.headers['x-razorpay-signature'], TEST_WEBHOOK_SECRET),
    ).toBe(false);
    const event = razorpayWebhookEventSchema.parse(JSON.parse(first.body));
    expect(event.payload.order?.entity.notes).toEqual({ donation_id: '42' });
    expect(event.payload.payment?.entity.id).toBe('pay_IH4NVgf4Dreq1l');
  });
});
