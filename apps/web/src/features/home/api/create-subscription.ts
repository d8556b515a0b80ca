import { messageResponseSchema, type SubscriptionRequest } from '@charity/shared';
import type { HoneypotBody } from '#src/components/forms/honeypot.tsx';
import { api } from '#src/lib/api-client.ts';

/** The boxes on screen (SPEC §3); the request's other two are fixed below. */
type SubscriptionTopics = Omit<SubscriptionRequest, 'ebook' | 'crossword'>;

/**
 * POST /api/subscription/create (SPEC §7). ebook and crossword are not on screen and are always sent as false
 * (SPEC §3). The answer is a double opt-in: nothing counts until the address is confirmed from the e-mail.
 */
export const createSubscription = (topics: SubscriptionTopics & HoneypotBody) =>
  api.post('/api/subscription/create', messageResponseSchema, { ...topics, ebook: false, crossword: false });
