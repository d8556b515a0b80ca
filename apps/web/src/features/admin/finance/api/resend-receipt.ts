import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resendReceiptResponseSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { financeKeys } from '#src/features/admin/finance/api/keys.ts';

/** POST /api/admin/donations/{id}/resend-receipt (finance): mails the same receipt to the donor again. */
export const resendReceipt = (id: number) =>
  api.post(`/api/admin/donations/${id}/resend-receipt`, resendReceiptResponseSchema);

export const useResendReceipt = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendReceipt(id),
    // The donation's page lists the mail just queued.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.donation(id) }),
  });
};
