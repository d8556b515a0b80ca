import { dataEnvelope, ehundiEntrySchema, type DonationRequest } from '@charity/shared';
import type { HoneypotBody } from '#src/components/forms/honeypot.tsx';
import { api } from '#src/lib/api-client.ts';

const ehundiCreatedSchema = dataEnvelope(ehundiEntrySchema);

/**
 * POST /api/e-hundi/create (docs/product/giving.md): the same fields as a donation; answers the entry and its
 * UPI QR code.
 */
export const createEhundi = ({ pan, ...request }: DonationRequest & HoneypotBody) =>
  api.post('/api/e-hundi/create', ehundiCreatedSchema, pan ? { ...request, pan } : request);
