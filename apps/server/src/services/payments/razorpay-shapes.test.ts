import { describe, expect, it } from 'vitest';
import { razorpayNotesSchema, razorpayOrderSchema } from './razorpay-shapes.ts';

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
