import { describe, expect, it } from 'vitest';
import { sandboxPayFailedSchema, sandboxPayRequestSchema, sandboxPayResponseSchema } from './giving.ts';

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
