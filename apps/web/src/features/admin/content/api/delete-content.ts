import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ContentResource } from '@charity/shared';
import { apiRequest } from '#src/lib/api-client.ts';
import { contentKeys, contentUrl } from '#src/features/admin/content/api/keys.ts';

/** DELETE /api/admin/{resource}/{id} (editor): 204. */
export const deleteContent = (resource: ContentResource, id: number) =>
  apiRequest(contentUrl(resource, id), z.unknown(), { method: 'DELETE' });

export const useDeleteContent = (resource: ContentResource) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteContent(resource, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.resource(resource) }),
  });
};
