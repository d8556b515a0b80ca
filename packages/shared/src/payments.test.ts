import { describe, expect, it } from 'vitest';
import {
  razorpayNotesSchema,
  razorpayOrderSchema,
  sandboxPayFailedSchema,
  sandboxPayRequestSchema,
  sandboxPayResponseSchema,
} from './payments.ts';

describe('Razorpay entities', () => {
  it('parse the docs’ order example, whose empty notes are an array (Razorpay Orders API)', () => {
    const order = razorpayOrderSchema.parse(
      JSON.parse(
        '{"id":"order_IluGWxBm9U8zJ8","entity":"order","amount":50000,"amount_paid":0,"amount_due":50000,' +
          '"currency":"INR","receipt":"rcptid_11","offer_id":null,"status":"created","attempts":0,"notes":[],' +
          '"created_at":1642662092}',
      ),
    );
    expect(order).toMatchObject({ id: 'order_IluGWxBm9U8zJ8', amount: 50000, status: 'created', notes: {} });
  });

  it('read notes as a string map whatever Razorpay sends', () => {
    expect(razorpayNotesSchema.parse([])).toEqual({});
    expect(razorpayNotesSchema.parse({ donation_id: 42, trust: '1', flag: true, empty: null })).toEqual({
      donation_id: '42',
      trust: '1',
      flag: 'true',
      empty: '',
    });
    expect(razorpayNotesSchema.safeParse(['x']).success).toBe(false);
    expect(razorpayNotesSchema.safeParse({ nested: { a: 1 } }).success).toBe(false);
  });

  it('refuse an order with an unknown status', () => {
    const result = razorpayOrderSchema.safeParse({
      id: 'order_IluGWxBm9U8zJ8',
      entity: 'order',
      amount: 100,
      amount_paid: 0,
      amount_due: 100,
      currency: 'INR',
      receipt: null,
      status: 'cancelled',
      attempts: 0,
      notes: {},
      created_at: 1,
    });
    expect(result.success).toBe(false);
  });
});

describe('sandbox pay schemas', () => {
  it('accept a Razorpay-shaped order id and the two outcomes only', () => {
    expect(sandboxPayRequestSchema.parse({ order_id: ' order_IluGWxBm9U8zJ8 ', outcome: 'failure' })).toEqual(
      {
        order_id: 'order_IluGWxBm9U8zJ8',
        outcome: 'failure',
      },
    );
    const bad = sandboxPayRequestSchema.safeParse({ order_id: 'pay_IluGWxBm9U8zJ8', outcome: 'later' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['order_id', 'must be a valid order id (order_…)'],
      ['outcome', 'must be success or failure'],
    ]);
  });

  it('describe the success and failure answers', () => {
    const data = {
      razorpay_order_id: 'order_IEIaMR65cu6nz3',
      razorpay_payment_id: 'pay_IH4NVgf4Dreq1l',
      razorpay_signature: '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f',
    };
    expect(sandboxPayResponseSchema.parse({ data })).toEqual({ data });
    expect(
      sandboxPayFailedSchema.safeParse({
        message: 'failed',
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: data.razorpay_order_id, payment_id: data.razorpay_payment_id },
        },
      }).success,
    ).toBe(true);
  });
});
