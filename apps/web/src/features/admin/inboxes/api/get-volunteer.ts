import { useQuery } from '@tanstack/react-query';
import { volunteerDetailResponseSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { inboxKeys } from '#src/features/admin/inboxes/api/keys.ts';

/** GET /api/admin/volunteers/{id} (coordinator): the application with its notes and status changes. */
export const getVolunteer = (id: number) =>
  api.get(`/api/admin/volunteers/${id}`, volunteerDetailResponseSchema).then((body) => body.data);

export const useVolunteer = (id: number) =>
  useQuery({
    queryKey: inboxKeys.volunteer(id),
    queryFn: () => getVolunteer(id),
    meta: { errorReporting: 'silent', overlay: false },
  });
