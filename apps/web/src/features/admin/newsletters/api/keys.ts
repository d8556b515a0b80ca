import type { NewsletterListQuery, SortedListRequest } from '@charity/shared';

/** TanStack Query keys of the newsletter reads, in one place so mutations invalidate the right ones. */
export const newsletterKeys = {
  lists: ['admin', 'newsletters', 'list'] as const,
  list: (query: SortedListRequest<NewsletterListQuery>) => ['admin', 'newsletters', 'list', query] as const,
  detail: (id: number) => ['admin', 'newsletters', 'detail', id] as const,
};
