import { userIdResponseSchema, type ForgotPasswordRequest } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import type { HoneypotBody } from '#src/components/forms/honeypot.tsx';

/**
 * POST /api/auth/forgot-password (SPEC §7): `{ user: { id }, message }`. The answer is the same for an unknown
 * address (DESIGN §6.4), so the reset page never reveals whether an account exists.
 */
export const forgotPassword = (body: ForgotPasswordRequest & HoneypotBody) =>
  api.post('/api/auth/forgot-password', userIdResponseSchema, body);
