import { messageResponseSchema, type ContactRequest } from '@charity/shared';
import type { HoneypotBody } from '#src/components/forms/honeypot.tsx';
import { api } from '#src/lib/api-client.ts';

/**
 * POST /api/contact/create (docs/product/forms-and-subscriptions.md): the message, as JSON (the endpoint
 * takes JSON and form posts alike).
 */
export const createContact = (request: ContactRequest & HoneypotBody) =>
  api.post('/api/contact/create', messageResponseSchema, request);
