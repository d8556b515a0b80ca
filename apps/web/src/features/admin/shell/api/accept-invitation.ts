import { api } from '#src/lib/api-client.ts';
import { acceptInvitationResponseSchema, type AcceptInvitationRequest } from '@charity/shared';

/** POST /api/admin/auth/invitations/{token}: sets name and password; answers the otpauth URL to enrol. */
export const acceptInvitation = (token: string, request: AcceptInvitationRequest) =>
  api
    .post(`/api/admin/auth/invitations/${encodeURIComponent(token)}`, acceptInvitationResponseSchema, request)
    .then((body) => body.data);
