import { useMutation, useQueryClient } from '@tanstack/react-query';
import { donorMergePath, donorMergeResponseSchema, type DonorMergeRequest } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { financeKeys } from '#src/features/admin/finance/api/keys.ts';

/** POST /api/admin/donors/{id}/merge (finance): the other record joins this one, which keeps every gift. */
export const mergeDonors = (id: number, request: DonorMergeRequest) =>
  api.post(donorMergePath(id), donorMergeResponseSchema, request);

export const useMergeDonors = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DonorMergeRequest) => mergeDonors(id, request),
    // Both records, the list's counts and totals change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
};
