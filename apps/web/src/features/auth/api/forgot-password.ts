import { userIdResponseSchema, type ForgotPasswordRequest } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import type { HoneypotBody } from '#src/components/forms/honeypot.tsx';

/**
 * POST /api/auth/forgot-password (docs/product/accounts.md): `{ user: { id }, message }`. The answer is the
 * same for an unknown address (docs/product/accounts.md), so the reset page never reveals whether an account
 * exists.
 */
export const forgotPassword = (body: ForgotPasswordRequest & HoneypotBody) =>
  api.post('/api/auth/forgot-password', userIdResponseSchema, body);
