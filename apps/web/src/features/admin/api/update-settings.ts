import { apiRequest } from '#src/lib/api-client.ts';
import { settingsResponseSchema, type Settings } from '#src/features/admin/api/contract.ts';

/** PATCH /api/admin/settings (admin): answers the settings as saved. */
export const updateSettings = (settings: Settings) =>
  apiRequest('/api/admin/settings', settingsResponseSchema, { method: 'PATCH', body: settings }).then(
    (body) => body.data,
  );
