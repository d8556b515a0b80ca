import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateStaffResponseSchema, type UpdateStaffRequest } from '@charity/shared';
import { apiRequest } from '#src/lib/api-client.ts';
import { staffKeys } from '#src/features/admin/staff/api/keys.ts';

/** PATCH /api/admin/staff/{id} (admin): a new role, or disabling (which ends their sessions at once). */
export const updateStaff = (id: string, update: UpdateStaffRequest) =>
  apiRequest(`/api/admin/staff/${encodeURIComponent(id)}`, updateStaffResponseSchema, {
    method: 'PATCH',
    body: update,
  });

export const useUpdateStaff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: UpdateStaffRequest }) => updateStaff(id, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.members }),
  });
};
