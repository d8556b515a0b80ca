import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminContentListSchema, type ContentResource } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { contentKeys, contentUrl } from '#src/features/admin/content/api/keys.ts';

export type ContentListQuery = Record<string, string | number | undefined>;

/** GET /api/admin/{resource}?page&per_page&q&sort&… (editor). */
export const listContent = (resource: ContentResource, query: ContentListQuery) =>
  api.get(contentUrl(resource), adminContentListSchema(resource), { query });

export const useContentList = (resource: ContentResource, query: ContentListQuery) =>
  useQuery({
    queryKey: contentKeys.list(resource, query),
    queryFn: () => listContent(resource, query),
    // The table keeps its rows while the next page loads, instead of flashing empty.
    placeholderData: keepPreviousData,
    meta: { errorReporting: 'silent' },
  });
