import { useQuery } from '@tanstack/react-query';
import { adminContentItemResponseSchema, type ContentResource } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { contentKeys, contentUrl } from '#src/features/admin/content/api/keys.ts';

/** GET /api/admin/{resource}/{id} (editor). */
export const getContent = (resource: ContentResource, id: number) =>
  api.get(contentUrl(resource, id), adminContentItemResponseSchema(resource)).then((body) => body.data);

export const useContentItem = (resource: ContentResource, id: number) =>
  useQuery({
    queryKey: contentKeys.item(resource, id),
    queryFn: () => getContent(resource, id),
    meta: { errorReporting: 'silent' },
  });
