import { api } from '#src/lib/api-client.ts';
import { loginResponseSchema } from '#src/features/admin/api/contract.ts';

/** POST /api/admin/auth/login. The session arrives as an HttpOnly cookie; the token in the body is not kept. */
export const login = (request: { email: string; password: string; code: string }) =>
  api.post('/api/admin/auth/login', loginResponseSchema, request);
