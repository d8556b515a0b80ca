import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema, pendingInvitationsResponseSchema } from '@charity/shared';
import { api, apiRequest } from '#src/lib/api-client.ts';
import { staffKeys } from '#src/features/admin/staff/api/keys.ts';
import { inviteStaff } from '#src/features/admin/staff/api/invite-staff.ts';
import type { PendingInvitation } from '@charity/shared';

/** GET /api/admin/staff/invitations (admin): invitations nobody has accepted yet, expired ones included. */
export const listInvitations = () =>
  api.get('/api/admin/staff/invitations', pendingInvitationsResponseSchema).then((body) => body.data);

export const useInvitations = () =>
  useQuery({
    queryKey: staffKeys.invitations,
    queryFn: listInvitations,
    meta: { errorReporting: 'silent' },
  });

/** DELETE /api/admin/staff/invitations/{id} (admin): the link stops working at once. */
export const withdrawInvitation = (id: number) =>
  apiRequest(`/api/admin/staff/invitations/${id}`, messageResponseSchema, { method: 'DELETE' });

/** Withdraws an invitation, or sends a new link for it (which replaces the old one), then refreshes the staff lists. */
export function useInvitationActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffKeys.members });
  const withdraw = useMutation({
    mutationFn: (invitation: PendingInvitation) => withdrawInvitation(invitation.id),
    onSuccess: refresh,
  });
  const resend = useMutation({
    mutationFn: ({ email, role }: PendingInvitation) => inviteStaff({ email, role }),
    onSuccess: refresh,
  });
  return { withdraw, resend };
}
