import { monthlyGiftResponseSchema, type VerifySubscriptionRequest } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

/**
 * POST /api/donation/subscription/verify: what checkout's handler received for a subscription. The server checks
 * the signature over its own subscription id; the answer's `message` is the success text.
 */
export const verifyMonthlyGift = (response: VerifySubscriptionRequest) =>
  api.post('/api/donation/subscription/verify', monthlyGiftResponseSchema, response);
