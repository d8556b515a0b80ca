import { api } from '#src/lib/api-client.ts';
import { staffLoginResponseSchema, type StaffLoginRequest } from '@charity/shared';

/** POST /api/admin/auth/login. The session arrives as an HttpOnly cookie; the token in the body is not kept. */
export const login = (request: StaffLoginRequest) =>
  api.post('/api/admin/auth/login', staffLoginResponseSchema, request);
