import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminContentItemResponseSchema, type ContentResource } from '@charity/shared';
import { apiRequest } from '#src/lib/api-client.ts';
import { contentKeys, contentUrl } from '#src/features/admin/content/api/keys.ts';

/** PATCH /api/admin/{resource}/{id} (editor): any subset of the fields; the merged record must be valid. */
export const updateContent = (resource: ContentResource, id: number, values: Record<string, unknown>) =>
  apiRequest(contentUrl(resource, id), adminContentItemResponseSchema(resource), {
    method: 'PATCH',
    body: values,
  });

/** The table's publish switch. */
export const useSetPublished = (resource: ContentResource) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      updateContent(resource, id, { published }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.resource(resource) }),
  });
};
