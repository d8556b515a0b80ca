import { verifyPaymentResponseSchema, type VerifyPaymentRequest } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

/**
 * POST /api/donation/verify-payment/ (docs/product/giving.md, with its trailing slash): what checkout's
 * handler received. The server recomputes the signature over its own order id, so the browser's word is never
 * taken for a payment. The answer's `message` is the success text ("Donation Successful",
 * docs/product/README.md).
 */
export const verifyPayment = (response: VerifyPaymentRequest) =>
  api.post('/api/donation/verify-payment/', verifyPaymentResponseSchema, response);
