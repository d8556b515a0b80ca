import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminContentItemResponseSchema,
  contentRevisionListSchema,
  type ContentResource,
} from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { contentKeys } from '#src/features/admin/content/api/keys.ts';

/** `/api/admin/content/{resource}/{id}/revisions` (docs/product/console.md "Revisions"). */
const revisionsUrl = (resource: ContentResource, id: number) =>
  `/api/admin/content/${encodeURIComponent(resource)}/${id}/revisions`;

/** GET …/revisions (editor): the record's saved versions, newest first. */
export const useContentRevisions = (resource: ContentResource, id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...contentKeys.item(resource, id), 'revisions'] as const,
    queryFn: () => api.get(revisionsUrl(resource, id), contentRevisionListSchema),
    enabled,
  });

/** POST …/revisions/{revId}/restore (editor): the version's content as a new save. */
export const useRestoreRevision = (resource: ContentResource, id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: number) =>
      api.post(
        `${revisionsUrl(resource, id)}/${revisionId}/restore`,
        adminContentItemResponseSchema(resource),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.resource(resource) }),
  });
};
