import { userIdResponseSchema, type RegisterRequest } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import type { HoneypotBody } from '#src/components/forms/honeypot.tsx';

/**
 * POST /api/auth/register (docs/product/accounts.md): `{ user: { id }, message }`; the server mails the OTP.
 */
export const register = ({ phone, ...body }: RegisterRequest & HoneypotBody) =>
  // The phone is optional: leave it out rather than send null, which the request schema does not accept.
  api.post('/api/auth/register', userIdResponseSchema, { ...body, ...(phone ? { phone } : {}) });
