import { useQuery } from '@tanstack/react-query';
import { donorDetailResponseSchema, donorPath } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { financeKeys } from '#src/features/admin/finance/api/keys.ts';

/** GET /api/admin/donors/{id} (finance): the donor with every gift, receipt, statement and certificate. */
export const getDonor = (id: number) =>
  api.get(donorPath(id), donorDetailResponseSchema).then((body) => body.data);

export const useDonor = (id: number) =>
  useQuery({
    queryKey: financeKeys.donor(id),
    queryFn: () => getDonor(id),
    meta: { errorReporting: 'silent', overlay: false },
  });
