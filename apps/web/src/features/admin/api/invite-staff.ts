import { api } from '#src/lib/api-client.ts';
import { anyResponseSchema, type StaffRole } from '#src/features/admin/api/contract.ts';

/** POST /api/admin/staff (admin): mails an invitation to `email` for `role`. */
export const inviteStaff = (request: { email: string; role: StaffRole }) =>
  api.post('/api/admin/staff', anyResponseSchema, request);
