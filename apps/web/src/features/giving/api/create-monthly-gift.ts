import { dataEnvelope, subscriptionCheckoutSchema, type DonationRequest } from '@charity/shared';
import type { HoneypotBody } from '#src/components/forms/honeypot.tsx';
import { api } from '#src/lib/api-client.ts';

const monthlyCreatedSchema = dataEnvelope(subscriptionCheckoutSchema);

/**
 * POST /api/donation/subscription/create (docs/product/giving.md "Monthly giving"): the donation form's body,
 * answered with the subscription that opens the checkout. PAN is left out when the trust takes none, as for a
 * one-off gift.
 */
export const createMonthlyGift = ({ pan, ...request }: DonationRequest & HoneypotBody) =>
  api.post('/api/donation/subscription/create', monthlyCreatedSchema, pan ? { ...request, pan } : request);
