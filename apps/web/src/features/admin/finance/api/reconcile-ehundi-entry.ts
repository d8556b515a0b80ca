import { reconcileEhundiResponseSchema, type ReconcileEhundiRequest } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

/**
 * POST /api/admin/ehundi-entries/{id}/reconcile (finance): the bank credit makes the entry a paid donation with
 * a mailed receipt. 409 when it is already reconciled or the UTR is on another donation (then with errors.utr).
 */
export const reconcileEhundiEntry = (id: number, credit: ReconcileEhundiRequest) =>
  api.post(`/api/admin/ehundi-entries/${id}/reconcile`, reconcileEhundiResponseSchema, credit);
