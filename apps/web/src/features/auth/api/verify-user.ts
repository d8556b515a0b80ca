import { sessionResponseSchema, type VerifyUserRequest } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

/**
 * POST /api/auth/verify-user/{id} (docs/product/accounts.md): `{ access_token, user, message }`, and the
 * session cookie.
 */
export const verifyUser = (id: string, body: VerifyUserRequest) =>
  api.post(`/api/auth/verify-user/${encodeURIComponent(id)}`, sessionResponseSchema, body);
