import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  subscriberListResponseSchema,
  type SubscriberListQuery,
  type SortedListRequest,
} from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { inboxKeys } from '#src/features/admin/inboxes/api/keys.ts';

/** GET /api/admin/subscriptions?page&per_page&status&topic&q&sort (coordinator): a page and the counts per status. */
export const listSubscribers = (query: SortedListRequest<SubscriberListQuery>) =>
  api.get('/api/admin/subscriptions', subscriberListResponseSchema, { query });

export const useSubscribers = (query: SortedListRequest<SubscriberListQuery>) =>
  useQuery({
    queryKey: inboxKeys.subscriberList(query),
    queryFn: () => listSubscribers(query),
    placeholderData: keepPreviousData,
    meta: { errorReporting: 'silent', overlay: false },
  });
