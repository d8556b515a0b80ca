import { offlineImportResponseSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

/**
 * POST /api/admin/donations/offline/import (finance): a CSV file of offline gifts, recorded all or nothing. A
 * refusal (422) lists every problem in its `rows` (ApiError.payload); `duplicates: true` in it means the rows only
 * repeat each other or recorded gifts, and the same file with `confirm_duplicates: true` records them.
 */
export const importOfflineGifts = (file: { csv: string; file_name: string; confirm_duplicates?: true }) =>
  api.post('/api/admin/donations/offline/import', offlineImportResponseSchema, file);
