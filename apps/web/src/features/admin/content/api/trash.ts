import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { contentTrashListSchema, contentTrashRestoredSchema } from '@charity/shared';
import { api, apiRequest } from '#src/lib/api-client.ts';
import { contentKeys } from '#src/features/admin/content/api/keys.ts';

/** `/api/admin/content/trash` (docs/product/console.md "Trash"). */
const TRASH_URL = '/api/admin/content/trash';
const trashKey = [...contentKeys.all, 'trash'] as const;

/** GET /api/admin/content/trash?page (editor): deleted content of every kind, newest first. */
export const useContentTrash = (page: number) =>
  useQuery({
    queryKey: [...trashKey, page] as const,
    queryFn: () => api.get(TRASH_URL, contentTrashListSchema, { query: { page } }),
    placeholderData: keepPreviousData,
  });

/** Restore (POST …/{id}/restore) or delete for good (DELETE …/{id}); either refreshes every content list. */
export const useTrashAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'restore' | 'delete' }) =>
      action === 'restore'
        ? api.post(`${TRASH_URL}/${id}/restore`, contentTrashRestoredSchema)
        : apiRequest(`${TRASH_URL}/${id}`, z.unknown(), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
};
