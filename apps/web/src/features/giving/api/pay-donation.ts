import { dataEnvelope, donationCheckoutSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

const checkoutAnswerSchema = dataEnvelope(donationCheckoutSchema);

/** POST /api/donation/{id}/pay: reopens the checkout of an unpaid donation (a fresh order when needed). */
export const payDonation = (id: number) =>
  api.post(`/api/donation/${encodeURIComponent(String(id))}/pay`, checkoutAnswerSchema);
