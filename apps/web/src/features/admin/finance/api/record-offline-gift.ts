import { offlineGiftResponseSchema, type OfflineGiftRequest } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

/** POST /api/admin/donations/offline (finance): records, receipts and (with an e-mail) mails an offline gift. */
export const recordOfflineGift = (gift: OfflineGiftRequest) =>
  api.post('/api/admin/donations/offline', offlineGiftResponseSchema, gift);
