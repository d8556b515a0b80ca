import { useQuery } from '@tanstack/react-query';
import { FINANCE_EXPORTS, form10bdChecklistResponseSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { financeKeys } from '#src/features/admin/finance/api/keys.ts';

/** GET /api/admin/exports/form-10bd-checklist (finance): what would stop the trust's Form 10BD filing. */
export const getForm10bdChecklist = (trust: string, fy: string) =>
  api.get(FINANCE_EXPORTS.checklist, form10bdChecklistResponseSchema, { query: { trust, fy } });

export const useForm10bdChecklist = (trust: string, fy: string) =>
  useQuery({
    queryKey: financeKeys.checklist(trust, fy),
    queryFn: () => getForm10bdChecklist(trust, fy),
    meta: { errorReporting: 'silent', overlay: false },
  });
