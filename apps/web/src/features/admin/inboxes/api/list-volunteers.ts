import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  volunteerListResponseSchema,
  type VolunteerListQuery,
  type SortedListRequest,
} from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { inboxKeys } from '#src/features/admin/inboxes/api/keys.ts';

/** GET /api/admin/volunteers?page&per_page&status&q&sort (coordinator): one page, newest first, Aadhaar masked. */
export const listVolunteers = (query: SortedListRequest<VolunteerListQuery>) =>
  api.get('/api/admin/volunteers', volunteerListResponseSchema, { query });

export const useVolunteers = (query: SortedListRequest<VolunteerListQuery>) =>
  useQuery({
    queryKey: inboxKeys.volunteerList(query),
    queryFn: () => listVolunteers(query),
    placeholderData: keepPreviousData,
    meta: { errorReporting: 'silent', overlay: false },
  });
