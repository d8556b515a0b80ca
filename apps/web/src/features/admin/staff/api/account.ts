import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountSessionsResponseSchema,
  endOtherSessionsResponseSchema,
  messageResponseSchema,
  newRecoveryCodesResponseSchema,
  type ChangePasswordRequest,
  type NewRecoveryCodesRequest,
} from '@charity/shared';
import { api, apiRequest } from '#src/lib/api-client.ts';
import { staffKeys } from '#src/features/admin/staff/api/keys.ts';

/** "My account" (docs/product/console.md "My account"): the signed-in member's own password, codes and sessions. */

/** POST /api/admin/account/password: ends the member's other sessions. */
export const changePassword = (request: ChangePasswordRequest) =>
  api.post('/api/admin/account/password', messageResponseSchema, request);

/** POST /api/admin/account/recovery-codes: ten new codes, shown once. */
export const newRecoveryCodes = (request: NewRecoveryCodesRequest) =>
  api.post('/api/admin/account/recovery-codes', newRecoveryCodesResponseSchema, request).then((b) => b.data);

export const useAccountSessions = () =>
  useQuery({
    queryKey: staffKeys.accountSessions,
    queryFn: () => api.get('/api/admin/account/sessions', accountSessionsResponseSchema).then((b) => b.data),
    meta: { errorReporting: 'silent', overlay: false },
  });

/** DELETE /api/admin/account/sessions/{id}, or every other one: the list is read again after. */
export const useEndSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (which: number | 'others'): Promise<void> => {
      if (which === 'others')
        await api.post('/api/admin/account/sessions/end-others', endOtherSessionsResponseSchema);
      else
        await apiRequest(`/api/admin/account/sessions/${which}`, messageResponseSchema, { method: 'DELETE' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.accountSessions }),
  });
};
