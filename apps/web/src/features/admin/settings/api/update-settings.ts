import { siteSettingsResponseSchema, type SiteSettingsPatch } from '@charity/shared';
import { apiRequest } from '#src/lib/api-client.ts';

/** PATCH /api/admin/settings (admin): merged one level deep by the server; answers the settings as saved. */
export const updateSettings = (patch: SiteSettingsPatch) =>
  apiRequest('/api/admin/settings', siteSettingsResponseSchema, { method: 'PATCH', body: patch }).then(
    (body) => body.data,
  );
