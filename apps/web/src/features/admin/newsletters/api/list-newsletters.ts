import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  newsletterListResponseSchema,
  type NewsletterListQuery,
  type SortedListRequest,
} from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { newsletterKeys } from '#src/features/admin/newsletters/api/keys.ts';

/** GET /api/admin/newsletters?page&per_page&status&sort (coordinator): newest first unless sorted, with counts. */
export const listNewsletters = (query: SortedListRequest<NewsletterListQuery>) =>
  api.get('/api/admin/newsletters', newsletterListResponseSchema, { query });

export const useNewsletters = (query: SortedListRequest<NewsletterListQuery>) =>
  useQuery({
    queryKey: newsletterKeys.list(query),
    queryFn: () => listNewsletters(query),
    placeholderData: keepPreviousData,
    meta: { errorReporting: 'silent', overlay: false },
  });
