import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client.ts';
import { anyResponseSchema, type StaffRole } from '#src/features/admin/api/contract.ts';
import { adminKeys } from '#src/features/admin/api/keys.ts';

export type StaffUpdate = { role?: StaffRole; disabled?: boolean };

/** PATCH /api/admin/staff/{id} (admin): a new role, or disabling (which ends their sessions at once). */
export const updateStaff = (id: string | number, update: StaffUpdate) =>
  apiRequest(`/api/admin/staff/${encodeURIComponent(String(id))}`, anyResponseSchema, {
    method: 'PATCH',
    body: update,
  });

export const useUpdateStaff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string | number; update: StaffUpdate }) => updateStaff(id, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.staff }),
  });
};
