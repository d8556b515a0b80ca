import { useQuery } from '@tanstack/react-query';
import { volunteerSettingsResponseSchema, type VolunteerSettings } from '@charity/shared';
import { api, apiRequest } from '#src/lib/api-client.ts';

export const volunteerSettingsKey = ['admin', 'volunteer-settings'] as const;

/** GET /api/admin/volunteer-settings (coordinator): the applicant mails and the retention period. */
export const useVolunteerSettings = (enabled = true) =>
  useQuery({
    enabled,
    queryKey: volunteerSettingsKey,
    queryFn: () =>
      api.get('/api/admin/volunteer-settings', volunteerSettingsResponseSchema).then((b) => b.data),
    meta: { errorReporting: 'silent', overlay: false },
  });

/** PUT /api/admin/volunteer-settings (coordinator; audited). */
export const saveVolunteerSettings = (settings: VolunteerSettings) =>
  apiRequest('/api/admin/volunteer-settings', volunteerSettingsResponseSchema, {
    method: 'PUT',
    body: settings,
  });
