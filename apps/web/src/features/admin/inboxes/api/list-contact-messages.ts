import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  contactMessageListResponseSchema,
  type ContactMessageListQuery,
  type SortedListRequest,
} from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { inboxKeys } from '#src/features/admin/inboxes/api/keys.ts';

/** GET /api/admin/contact-messages?page&per_page&status&q&sort (coordinator): one page, newest first. */
export const listContactMessages = (query: SortedListRequest<ContactMessageListQuery>) =>
  api.get('/api/admin/contact-messages', contactMessageListResponseSchema, { query });

export const useContactMessages = (query: SortedListRequest<ContactMessageListQuery>) =>
  useQuery({
    queryKey: inboxKeys.messageList(query),
    queryFn: () => listContactMessages(query),
    // The table keeps the previous page while the next arrives, instead of collapsing.
    placeholderData: keepPreviousData,
    meta: { errorReporting: 'silent', overlay: false },
  });
