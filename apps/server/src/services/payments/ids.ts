import { randomInt } from 'node:crypto';
import { RAZORPAY_ID_CHARS } from '@charity/shared';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A Razorpay-shaped id: `<prefix>_` and 14 random base62 characters (`order_IluGWxBm9U8zJ8`, `pay_…`, `evt_…`),
 * so sandbox ids pass every check written for real ones. randomInt draws each character uniformly (no modulo bias).
 */
export function randomRazorpayId(
  prefix: 'order' | 'pay' | 'evt' | 'rfnd' | 'plan' | 'sub' | 'inv' | 'item',
): string {
  let id = `${prefix}_`;
  for (let i = 0; i < RAZORPAY_ID_CHARS; i++) id += BASE62[randomInt(BASE62.length)];
  return id;
}
