import { messageResponseSchema, type ResetPasswordRequest } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

/**
 * POST /api/auth/reset-password/{id} (docs/product/accounts.md): `{ message }`; every earlier session is
 * revoked.
 */
export const resetPassword = (id: string, body: ResetPasswordRequest) =>
  api.post(`/api/auth/reset-password/${encodeURIComponent(id)}`, messageResponseSchema, body);
