import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  contentBulkResultSchema,
  type ContentBulk,
  type ContentResource,
  type OrderedResource,
} from '@charity/shared';
import { apiRequest } from '#src/lib/api-client.ts';
import { contentKeys, contentUrl } from '#src/features/admin/content/api/keys.ts';

/** POST /api/admin/{resource}/bulk (editor): publish, unpublish or delete the selection, all or none. */
export const bulkContent = (resource: ContentResource, body: ContentBulk) =>
  apiRequest(`${contentUrl(resource)}/bulk`, contentBulkResultSchema, { method: 'POST', body });

export const useBulkContent = (resource: ContentResource) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContentBulk) => bulkContent(resource, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.resource(resource) }),
  });
};

/** PUT /api/admin/{resource}/order (editor): the ids as the site shows them, first first. */
export const reorderContent = (resource: OrderedResource, ids: number[]) =>
  apiRequest(`${contentUrl(resource)}/order`, z.object({ message: z.string() }), {
    method: 'PUT',
    body: { ids },
  });

export const useReorderContent = (resource: OrderedResource) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => reorderContent(resource, ids),
    // Refetched either way: on failure the table goes back to the order the server keeps.
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.resource(resource) }),
  });
};
