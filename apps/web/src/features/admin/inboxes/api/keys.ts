import type {
  ContactMessageListQuery,
  SortedListRequest,
  SubscriberListQuery,
  VolunteerListQuery,
} from '@charity/shared';

/** TanStack Query keys of the inboxes' reads, in one place so mutations invalidate the right ones. */
export const inboxKeys = {
  /** Every page of the message list (a change invalidates them; the open message is updated in place). */
  messageLists: ['admin', 'contact-messages', 'list'] as const,
  messageList: (query: SortedListRequest<ContactMessageListQuery>) =>
    ['admin', 'contact-messages', 'list', query] as const,
  message: (id: number) => ['admin', 'contact-messages', 'detail', id] as const,
  volunteerLists: ['admin', 'volunteers', 'list'] as const,
  volunteerList: (query: SortedListRequest<VolunteerListQuery>) =>
    ['admin', 'volunteers', 'list', query] as const,
  volunteer: (id: number) => ['admin', 'volunteers', 'detail', id] as const,
  subscriberList: (query: SortedListRequest<SubscriberListQuery>) =>
    ['admin', 'subscriptions', 'list', query] as const,
};
