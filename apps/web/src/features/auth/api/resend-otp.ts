import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

/**
 * GET /api/auth/resend-otp/{id} (docs/product/accounts.md): mails a fresh code; the server allows one a
 * minute.
 */
const resendOtp = (id: string) =>
  api.get(`/api/auth/resend-otp/${encodeURIComponent(id)}`, messageResponseSchema);

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
