import { api } from '#src/lib/api-client.ts';
import { acceptInvitationResponseSchema } from '#src/features/admin/api/contract.ts';

/** POST /api/admin/auth/invitations/{token}: sets name and password; answers the otpauth URL to enrol. */
export const acceptInvitation = (token: string, request: { name: string; password: string }) =>
  api
    .post(`/api/admin/auth/invitations/${encodeURIComponent(token)}`, acceptInvitationResponseSchema, request)
    .then((body) => body.data);
