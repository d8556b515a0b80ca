import { api } from '#src/lib/api-client.ts';
import { enrolTotpResponseSchema } from '#src/features/admin/api/contract.ts';

/** POST /api/admin/auth/invitations/{token}/totp: confirms the first code; signs in and answers the recovery codes. */
export const enrolTotp = (token: string, request: { code: string }) =>
  api.post(`/api/admin/auth/invitations/${encodeURIComponent(token)}/totp`, enrolTotpResponseSchema, request);
