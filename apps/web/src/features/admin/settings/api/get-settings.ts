import { useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { siteSettingsResponseSchema } from '@charity/shared';
import { adminKeys } from '#src/features/admin/shell/api/keys.ts';

/** GET /api/admin/settings (admin): the trusts' legal and contact details. */
export const getSettings = () =>
  api.get('/api/admin/settings', siteSettingsResponseSchema).then((body) => body.data);

export const useSettings = () =>
  useQuery({ queryKey: adminKeys.settings, queryFn: getSettings, meta: { errorReporting: 'silent' } });
