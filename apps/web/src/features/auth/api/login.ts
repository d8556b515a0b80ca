import { sessionResponseSchema, type LoginRequest } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import type { HoneypotBody } from '#src/components/forms/honeypot.tsx';

/**
 * POST /api/auth/login (docs/product/accounts.md): `{ access_token, user, message }`, and the session cookie.
 */
export const login = (body: LoginRequest & HoneypotBody) =>
  api.post('/api/auth/login', sessionResponseSchema, body);
