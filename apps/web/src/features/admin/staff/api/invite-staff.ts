import { api } from '#src/lib/api-client.ts';
import { inviteStaffResponseSchema, type InviteStaffRequest } from '@charity/shared';

/** POST /api/admin/staff (admin): mails an invitation to `email` for `role`. */
export const inviteStaff = (request: InviteStaffRequest) =>
  api.post('/api/admin/staff', inviteStaffResponseSchema, request);
