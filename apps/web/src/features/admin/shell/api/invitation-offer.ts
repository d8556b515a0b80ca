import { useQuery } from '@tanstack/react-query';
import { invitationOfferResponseSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

/** GET /api/admin/auth/invitations/{token}: the address and role a live invitation offers (404 once it is not). */
export const useInvitationOffer = (token: string) =>
  useQuery({
    queryKey: ['admin', 'invitation', token],
    queryFn: () =>
      api
        .get(`/api/admin/auth/invitations/${encodeURIComponent(token)}`, invitationOfferResponseSchema)
        .then((body) => body.data),
    retry: false,
    meta: { errorReporting: 'silent', overlay: false },
  });
