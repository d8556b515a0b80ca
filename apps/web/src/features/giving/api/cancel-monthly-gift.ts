import { monthlyGiftResponseSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

/** POST /api/donation/subscription/{id}/cancel: stops the monthly gift at the gateway; no further charge. */
export const cancelMonthlyGift = (id: number) =>
  api.post(`/api/donation/subscription/${encodeURIComponent(String(id))}/cancel`, monthlyGiftResponseSchema);
