import { describe, expect, it } from 'vitest';
import {
  checkoutSignature,
  verifyCheckoutSignature,
  verifyWebhookSignature,
  webhookSignature,
} from './signatures.ts';

// docs/product/external-facts.md known-answer vectors (from Razorpay's docs and razorpay-node's tests,
// recomputed independently).
const checkout = {
  secret: 'EnLs21M47BllR3X8PSFtjtbd',
  orderId: 'order_IEIaMR65cu6nz3',
  paymentId: 'pay_IH4NVgf4Dreq1l',
  signature: '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f',
};
const webhook = {
  secret: '123456',
  body: '{"a":1,"b":2,"c":{"d":3}}',
  signature: '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc',
};

/** The same hex with one character changed (still valid hex, same length). */
const flipLast = (hex: string) => hex.slice(0, -1) + (hex.endsWith('0') ? '1' : '0');

describe('checkout signature', () => {
  it('matches the Razorpay signature vector (docs/product/external-facts.md)', () => {
    expect(checkoutSignature(checkout.orderId, checkout.paymentId, checkout.secret)).toBe(checkout.signature);
    expect(verifyCheckoutSignature(checkout, checkout.secret)).toBe(true);
  });

  it('accepts the signature in upper case (hex is case-insensitive)', () => {
    expect(
      verifyCheckoutSignature({ ...checkout, signature: checkout.signature.toUpperCase() }, checkout.secret),
    ).toBe(true);
  });

  it('refuses a tampered signature, another secret, and a valid signature of another order or payment', () => {
    expect(
      verifyCheckoutSignature({ ...checkout, signature: flipLast(checkout.signature) }, checkout.secret),
    ).toBe(false);
    expect(verifyCheckoutSignature(checkout, 'another-secret')).toBe(false);
    // The browser's signature is for ITS order; checked against the order stored for another donation, it fails.
    expect(verifyCheckoutSignature({ ...checkout, orderId: 'order_IEIaMR65cu6nz4' }, checkout.secret)).toBe(
      false,
    );
    expect(verifyCheckoutSignature({ ...checkout, paymentId: 'pay_IH4NVgf4Dreq1m' }, checkout.secret)).toBe(
      false,
    );
    // Swapping the two ids changes the signed message.
    expect(
      verifyCheckoutSignature(
        { orderId: checkout.paymentId, paymentId: checkout.orderId, signature: checkout.signature },
        checkout.secret,
      ),
    ).toBe(false);
  });

  it('answers false, never throws, for malformed input', () => {
    const malformed: unknown[] = [
      '',
      'abc',
      checkout.signature.slice(0, 63),
      `${checkout.signature}00`,
      `${checkout.signature.slice(0, 62)}zz`,
      ` ${checkout.signature.slice(1)}`,
      'é'.repeat(32),
      undefined,
      null,
      42,
      [checkout.signature],
    ];
    for (const signature of malformed) {
      expect(verifyCheckoutSignature({ ...checkout, signature }, checkout.secret), String(signature)).toBe(
        false,
      );
    }
    expect(verifyCheckoutSignature(checkout, '')).toBe(false);
    expect(verifyCheckoutSignature({ ...checkout, orderId: '' }, checkout.secret)).toBe(false);
  });
});

describe('webhook signature', () => {
  it('matches the Razorpay signature vector (docs/product/external-facts.md), for a string and for the raw bytes', () => {
    expect(webhookSignature(webhook.body, webhook.secret)).toBe(webhook.signature);
    expect(verifyWebhookSignature(webhook.body, webhook.signature, webhook.secret)).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(webhook.body), webhook.signature, webhook.secret)).toBe(true);
  });

  it('signs bytes, so a re-serialised body (other spacing, escaping) does not verify', () => {
    const reserialised = JSON.stringify(JSON.parse(webhook.body), null, 1);
    expect(verifyWebhookSignature(reserialised, webhook.signature, webhook.secret)).toBe(false);
    const escaped = '{"url":"https:\\/\\/example.org\\/"}';
    const signature = webhookSignature(escaped, webhook.secret);
    expect(verifyWebhookSignature(escaped, signature, webhook.secret)).toBe(true);
    expect(verifyWebhookSignature(JSON.stringify(JSON.parse(escaped)), signature, webhook.secret)).toBe(
      false,
    );
  });

  it('refuses a forged or tampered delivery and a missing secret, and never throws', () => {
    expect(verifyWebhookSignature(webhook.body, flipLast(webhook.signature), webhook.secret)).toBe(false);
    expect(verifyWebhookSignature(`${webhook.body} `, webhook.signature, webhook.secret)).toBe(false);
    expect(verifyWebhookSignature(webhook.body, webhook.signature, '1234567')).toBe(false);
    expect(verifyWebhookSignature(webhook.body, webhook.signature, '')).toBe(false);
    for (const signature of [undefined, '', 'not-hex', webhook.signature.slice(2), [webhook.signature]]) {
      expect(verifyWebhookSignature(webhook.body, signature, webhook.secret)).toBe(false);
    }
  });
});
