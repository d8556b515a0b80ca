import { api } from '#src/lib/api-client.ts';
import { confirmTotpResponseSchema } from '@charity/shared';

/** POST /api/admin/auth/invitations/{token}/totp: confirms the first code; signs in and answers the recovery codes. */
export const enrolTotp = (token: string, request: { code: string }) =>
  api.post(
    `/api/admin/auth/invitations/${encodeURIComponent(token)}/totp`,
    confirmTotpResponseSchema,
    request,
  );
