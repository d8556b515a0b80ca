import { refundResponseSchema, type RefundRequest } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

/**
 * POST /api/admin/donations/{id}/refund (finance): refunds a paid donation (through Razorpay when paid there)
 * and cancels its receipt; answers the refunded donation.
 */
export const refundDonation = (id: number, request: RefundRequest) =>
  api.post(`/api/admin/donations/${id}/refund`, refundResponseSchema, request);
