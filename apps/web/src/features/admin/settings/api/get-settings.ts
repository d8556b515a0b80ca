import { useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { siteSettingsResponseSchema } from '@charity/shared';
import { settingsKeys } from '#src/features/admin/settings/api/keys.ts';

/** GET /api/admin/settings (admin): the trusts' legal and contact details. */
export const getSettings = () =>
  api.get('/api/admin/settings', siteSettingsResponseSchema).then((body) => body.data);

export const useSettings = () =>
  useQuery({ queryKey: settingsKeys.document, queryFn: getSettings, meta: { errorReporting: 'silent' } });
