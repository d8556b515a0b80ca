import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's HMAC-SHA256 signatures (docs/product/external-facts.md). They use different keys and inputs and are
 * easy to mix up: checkout results are signed with the API key secret over `order_id|payment_id` (an order) or
 * `payment_id|subscription_id` (a subscription); webhooks with the webhook secret over the raw request body.
 * All are lowercase hex.
 */

const hmacHex = (secret: string, message: string | Buffer) =>
  createHmac('sha256', secret).update(message).digest('hex');

/** A SHA-256 HMAC in hex: 64 characters. Anything else cannot be a signature and is refused before comparing. */
const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/i;

/**
 * Compares a received hex signature with the expected one in constant time. The length and the hex alphabet are
 * checked first (timingSafeEqual throws on unequal lengths, and a malformed header must be a plain "no").
 */
function matches(expectedHex: string, received: unknown): boolean {
  if (typeof received !== 'string' || !SIGNATURE_PATTERN.test(received)) return false;
  // Hex is case-insensitive; decoding both sides compares the 32 bytes, not the spelling.
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(received, 'hex'));
}

/** The signature Razorpay's checkout hands the browser after a successful payment of `orderId`. */
export function checkoutSignature(orderId: string, paymentId: string, secret: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

/**
 * True when `signature` is Razorpay's checkout signature of this order and payment. Pass the order id stored on
 * OUR side for the donation, never the one the browser sent back (docs/product/external-facts.md). Never
 * throws.
 */
export function verifyCheckoutSignature(
  { orderId, paymentId, signature }: { orderId: string; paymentId: string; signature: unknown },
  secret: string,
): boolean {
  if (!secret || !orderId || !paymentId) return false;
  return matches(checkoutSignature(orderId, paymentId, secret), signature);
}

/**
 * The signature Razorpay's checkout hands the browser once the donor authorised a SUBSCRIPTION (checkout opened
 * with `subscription_id`): the payment id FIRST, then the subscription id, the reverse of an order's
 * (docs/product/external-facts.md; razorpay-node's validatePaymentVerification).
 */
export function subscriptionCheckoutSignature(
  subscriptionId: string,
  paymentId: string,
  secret: string,
): string {
  return hmacHex(secret, `${paymentId}|${subscriptionId}`);
}

/**
 * True when `signature` is Razorpay's checkout signature of this subscription's authorisation payment. Pass the
 * subscription id stored on OUR side, never the one the browser sent back. Never throws.
 */
export function verifySubscriptionCheckoutSignature(
  { subscriptionId, paymentId, signature }: { subscriptionId: string; paymentId: string; signature: unknown },
  secret: string,
): boolean {
  if (!secret || !subscriptionId || !paymentId) return false;
  return matches(subscriptionCheckoutSignature(subscriptionId, paymentId, secret), signature);
}

/** The `X-Razorpay-Signature` of a webhook body: HMAC-SHA256 of the exact bytes, keyed with the webhook secret. */
export function webhookSignature(rawBody: Buffer | string, secret: string): string {
  return hmacHex(secret, rawBody);
}

/**
 * True when `signature` (the X-Razorpay-Signature header) signs these exact bytes. Give it the raw body as
 * received: re-serialised JSON differs (Razorpay escapes `/` as `\/`), so its signature would not match.
 * Never throws; an unset secret verifies nothing.
 */
export function verifyWebhookSignature(
  rawBody: Buffer | string,
  signature: unknown,
  secret: string,
): boolean {
  if (!secret) return false;
  return matches(webhookSignature(rawBody, secret), signature);
}
