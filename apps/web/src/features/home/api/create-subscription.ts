import { messageResponseSchema, type SubscriptionRequest } from '@charity/shared';
import type { HoneypotBody } from '#src/components/forms/honeypot.tsx';
import { api } from '#src/lib/api-client.ts';

/** The boxes on screen (docs/product/forms-and-subscriptions.md); the request's other two are fixed below. */
type SubscriptionTopics = Omit<SubscriptionRequest, 'ebook' | 'crossword'>;

/**
 * POST /api/subscription/create (docs/product/forms-and-subscriptions.md). ebook and crossword are not on
 * screen and are always sent as false (docs/product/forms-and-subscriptions.md). The answer is a double
 * opt-in: nothing counts until the address is confirmed from the e-mail.
 */
export const createSubscription = (topics: SubscriptionTopics & HoneypotBody) =>
  api.post('/api/subscription/create', messageResponseSchema, { ...topics, ebook: false, crossword: false });
