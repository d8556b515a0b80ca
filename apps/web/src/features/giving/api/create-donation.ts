import { dataEnvelope, donationCheckoutSchema, type DonationRequest } from '@charity/shared';
import type { HoneypotBody } from '#src/components/forms/honeypot.tsx';
import { api } from '#src/lib/api-client.ts';

const donationCreatedSchema = dataEnvelope(donationCheckoutSchema);

/**
 * POST /api/donation/create (docs/product/giving.md): stores the donation as Pending and answers the order
 * that opens the checkout (docs/product/giving.md). JSON, so the trust stays a number; PAN is left out when
 * the trust takes none.
 */
export const createDonation = ({ pan, ...request }: DonationRequest & HoneypotBody) =>
  api.post('/api/donation/create', donationCreatedSchema, pan ? { ...request, pan } : request);
